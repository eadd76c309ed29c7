// libtesseract, opened when the first page is read instead of with the program: loading it (and
// libcurl, libarchive, GnuTLS, NSS and the rest it needs) cost every command ~18 ms, a text PDF or a
// library listing as much as a scan. The C API functions the program calls are looked up once into
// `struct rv_tesseract`; each field is named as Tesseract's function and typed from its declaration.

#pragma once
#include <stddef.h>
#include <tesseract/capi.h>

#define RV_TESSERACT_FUNCTIONS(X) \
    X(TessVersion) X(TessBaseAPICreate) X(TessBaseAPIDelete) X(TessBaseAPIInit2) X(TessBaseAPIEnd) \
    X(TessBaseAPISetPageSegMode) X(TessBaseAPIGetPageSegMode) X(TessBaseAPISetVariable) \
    X(TessBaseAPISetSourceResolution) X(TessBaseAPISetImage2) X(TessBaseAPISetRectangle) X(TessBaseAPIClear) \
    X(TessBaseAPIRecognize) X(TessBaseAPIDetectOrientationScript) X(TessBaseAPIGetUTF8Text) \
    X(TessBaseAPIGetInputImage) X(TessBaseAPIGetIterator) X(TessDeleteText) \
    X(TessMonitorCreate) X(TessMonitorDelete) X(TessMonitorSetDeadlineMSecs) \
    X(TessResultIteratorDelete) X(TessResultIteratorGetPageIterator) X(TessResultIteratorGetUTF8Text) \
    X(TessResultIteratorConfidence) X(TessResultIteratorNext) \
    X(TessPageIteratorIsAtBeginningOf) X(TessPageIteratorBoundingBox)

#define RV_TESSERACT_FIELD(name) __typeof__(name) *_Nonnull name;
struct rv_tesseract {
    RV_TESSERACT_FUNCTIONS(RV_TESSERACT_FIELD)
};
#undef RV_TESSERACT_FIELD

/// Opens the shared library `soname` with `RTLD_GLOBAL` (so that the program's own definitions of
/// some of its methods, `CTesseractInPlace`, find the library's with `RTLD_NEXT`) and looks up every
/// function of `struct rv_tesseract` in it. Returns them, or NULL with why in `failure` (the loader's
/// message, or the function it lacks). The library and the functions stay for the life of the process.
const struct rv_tesseract *_Nullable rv_tesseract_open(const char *_Nonnull soname, char *_Nonnull failure,
                                                       size_t failureSize);
