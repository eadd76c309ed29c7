// OpenMP's parallel regions run on the calling thread (serial_openmp.c).
#pragma once

/// How many parallel regions the calling thread has run in place of libgomp's team (a test asks it
/// whether the serial entry points are the ones Tesseract binds to).
unsigned long rv_serial_openmp_regions(void);

/// Whether the process finds this file's entry points first (the executable exports them, so
/// libtesseract binds to them), not libgomp's: 1 or 0.
int rv_serial_openmp_in_place(void);
