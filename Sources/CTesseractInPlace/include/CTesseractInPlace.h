// Parts of Debian's libtesseract served by the program, each giving the library's answers bit for
// bit and checked against the library's own at load (or recognised by its bytes), each handed back
// to the library when the check fails: the LSTM's tensor index, StrideMap::Index, its methods
// inlined into one another (stride_index.c); the first convolution with the index inlined
// (convolve_forward.c); the int8 time-step writes and maxpool (network_io.c), the tanh layers
// (fully_connected.c), the gates (lstm_gates.c, through serial_openmp.c) and their activations
// (activations.c) vectorised; the page's thresholding 32 pixels at a time (threshold.c); the page's
// threshold image one row long instead of page-sized (page_thresholds.c). The
// program exports the definitions (Package.swift), so the dynamic linker binds libtesseract to them
// when the program opens it (`CTesseract`: the program does not link libtesseract, so a command that
// reads no image starts without it); "at load" below is then.
#pragma once

/// What ran as constructors when the program linked libtesseract, to run once it is open (with
/// `RTLD_GLOBAL`, before its first engine): looks up the library's functions this target calls and
/// checks each part against the library's own, which leaves it in place or hands it back.
void rv_tesseract_in_place_check(void);

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

/// Whether libtesseract's `NetworkIO::WriteTimeStepPart` and `MaxpoolTimeStep` calls come to
/// network_io.c's SSE2 definitions and they gave the library's answers in the check at load: 1 or 0.
int rv_network_io_in_place(void);

/// Runs network_io.c's methods beside the library's own on int8 tensors laid out as Tesseract
/// 5.3.0's, over every class of value and every length up to 40: 0 when every answer is the same,
/// else how many differ; -1 when the library's methods cannot be found.
int rv_network_io_disagreements(void);

/// For tests: with 1, the two `NetworkIO` methods go to the library's own definitions; with 0, back
/// to network_io.c's when its check at load passed.
void rv_network_io_use_library(int useLibrary);

/// Whether libtesseract's `FullyConnected::ForwardTimeStep(int, float *)` calls come to
/// fully_connected.c's definition (its tanh layers vectorised) and it gave the library's answers in the
/// check at load: 1 or 0.
int rv_tanh_in_place(void);

/// Runs activations.c's tanh and logistic beside the library's own over every table cell's edges
/// and every class of value: 0 when every answer is the same bit for bit, else how many differ; -1
/// when the library's functions or tables cannot be found.
int rv_activation_disagreements(void);

/// For tests: with 1, the tanh layers go to the library's own method; with 0, back to
/// fully_connected.c's when its check at load passed.
void rv_tanh_use_library(int useLibrary);

/// Whether `LSTM::Forward`'s gates run as lstm_gates.c computes them (the library's outlined body
/// recognised byte for byte, the activations checked at load, OpenMP's regions run in place): 1 or 0.
int rv_lstm_gates_in_place(void);

/// For tests: with 1, the gates run in the library's own body; with 0, back to lstm_gates.c's.
void rv_lstm_gates_use_library(int useLibrary);

/// Whether libtesseract's `ImageThresholder::ThresholdRectToPix` calls come to threshold.c's
/// definition (32 grey pixels at a time) and it gave the library's images in the check at load: 1 or 0.
int rv_threshold_in_place(void);

/// Runs threshold.c's thresholding beside the library's own on grey images of several widths, for
/// thresholds and `hi_values` of every kind: 0 when every image is the same, else how many differ (1
/// when the thresholder's rectangle is not where threshold.c reads it); -1 when the library's
/// function cannot be found.
int rv_threshold_disagreements(void);

/// For tests: with 1, thresholding goes to the library's own function; with 0, back to threshold.c's.
void rv_threshold_use_library(int useLibrary);

/// Whether libtesseract's `ImageThresholder::GetPixRectThresholds` calls come to page_thresholds.c's
/// definition (one row of the page's threshold instead of a page-sized image of it) and it passed the
/// check at load: 1 or 0.
int rv_page_thresholds_in_place(void);

/// Runs page_thresholds.c's definition beside the library's own on 1-bit, grey and colour pages of
/// several sizes, with and without a rectangle: 0 when the library's image holds one value and ours
/// gives that value wherever Tesseract looks it up for every pixel of the page, else how many
/// answers differ; -1 when the library's functions cannot be found.
int rv_page_thresholds_disagreements(void);

/// For tests: with 1, the page's threshold image comes from the library's own function; with 0, back to
/// page_thresholds.c's.
void rv_page_thresholds_use_library(int useLibrary);
