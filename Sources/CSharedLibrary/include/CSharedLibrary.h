// A C library the program opens when it first needs it instead of linking it (CHeif, CTesseract):
// its functions looked up by name into a table of function pointers.

#pragma once
#include <stddef.h>

/// Opens the shared library `soname` with `flags` (`RTLD_NOW` is added) and looks up the `count`
/// functions `names` in it. Returns their addresses in that order, an array laid out as a struct of
/// `count` function pointers, or NULL with why in `failure` (the loader's message, or the first
/// function missing). The library and the array stay for the life of the process.
void *_Nullable const *_Nullable rv_open_functions(const char *_Nonnull soname, int flags,
                                                   const char *_Nonnull const *_Nonnull names, size_t count,
                                                   char *_Nonnull failure, size_t failureSize);
