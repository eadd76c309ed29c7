// OpenMP's parallel regions run on the calling thread (serial_openmp.c).
#pragma once

#include <stdbool.h>

/// How many parallel regions the calling thread has run in place of libgomp's team (a test asks it
/// whether the serial entry points are the ones Tesseract binds to).
unsigned long rv_serial_openmp_regions(void);

/// Whether the process finds this file's entry points first (the executable exports them, so
/// libtesseract binds to them), not libgomp's: 1 or 0.
int rv_serial_openmp_in_place(void);

/// Has `replacement` run in place of `body` whenever a `parallel sections` construct runs that body,
/// with the construct's captured variables and its number of sections; the body still runs when
/// `replacement` returns false. One body can be substituted: 1 when this one is, else 0.
int rv_serial_openmp_substitute(void (*body)(void *), bool (*replacement)(void *data, unsigned count));
