// Tesseract's StrideMap::Index methods inlined into one another (stride_index.c), and its
// Convolve::Forward with the index inlined into it (convolve_forward.c).
#pragma once

/// Whether libtesseract's calls to the StrideMap::Index methods come to this target's definitions
/// (the program exports them) and those passed the check against the library's own at load: 1 or 0.
int rv_stride_index_in_place(void);

/// Builds a map with the library's own `StrideMap::SetStride` from `count` (1–64) images of the
/// given heights and widths and compares this target's methods with the library's on every
/// position in and around it: 0 when they agree, else how many answers differ (or 1 when the map's
/// fields are not where this target expects them); -1 when the library's methods cannot be found.
int rv_stride_index_disagreements(const int *heights, const int *widths, int count);

/// Whether libtesseract's `Convolve::Forward` calls come to convolve_forward.c's definition and it
/// passed its check at load (Tesseract 5.3.0, the layer's fields where it reads them): 1 or 0.
int rv_convolve_in_place(void);

/// For tests: with 1, `Convolve::Forward` calls go to the library's own definition; with 0, back to
/// convolve_forward.c's when its check at load passed. A reading already running must not be
/// switched.
void rv_convolve_use_library(int useLibrary);
