// Tesseract 5.3 encodes every word or line image it hands its LSTM network as a PNG and decodes it
// again (`ImageData::SetPixInternal` calls Leptonica's `pixWriteMem(…, IFF_PNG)`, which calls
// `pixWriteMemPng`; `GetPixInternal` reads it back with `pixReadMem`, whatever its format): `perf
// record` put zlib at 5.6% of a batch's CPU on SROIE receipts at zlib's default level, and libpng
// and zlib still at 1.9% with the PNGs stored (level 0, `6bf8949`). The image never leaves the
// process, so while a thread is inside a Tesseract reading (`TesseractEngine` brackets its calls with
// begin/end) it is written in Leptonica's serialised form instead (`spix`: a header and the raw
// pixels, `pixWriteMemSpix`), which `pixReadMem` recognises by its first bytes and copies back as it
// was — no filter, no checksum, no inflating. Every other PNG — those ReceiptVault writes, a
// Tesseract call outside the brackets — is written as Leptonica would. libtesseract writes images
// no other way (`nm -D`: `pixWriteMem`, and `pixWrite` for its debug files, which does not come here).
//
// This file defines `pixWriteMemPng` itself: the linker exports the definition (libtesseract refers
// to the symbol), so the calls come here first and are handed on to Leptonica's definition
// (`dlsym(RTLD_NEXT, …)`) outside the brackets.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <leptonica/allheaders.h>
#include "CWordImages.h"

static _Thread_local int readingDepth = 0;

void rv_word_images_begin(void) { readingDepth += 1; }
void rv_word_images_end(void) { if (readingDepth > 0) readingDepth -= 1; }

typedef l_ok (*PNGWriter)(l_uint8 **, size_t *, PIX *, l_float32);

/// Leptonica's own `pixWriteMemPng`, found once for every thread.
static PNGWriter leptonica = NULL;
static pthread_once_t leptonicaFound = PTHREAD_ONCE_INIT;
static void findLeptonica(void) { leptonica = (PNGWriter)dlsym(RTLD_NEXT, "pixWriteMemPng"); }

l_ok pixWriteMemPng(l_uint8 **pfiledata, size_t *pfilesize, PIX *pix, l_float32 gamma) {
    if (pix != NULL && readingDepth > 0) return pixWriteMemSpix(pfiledata, pfilesize, pix);
    pthread_once(&leptonicaFound, findLeptonica);
    if (leptonica == NULL) return 1;  // Leptonica's failure code: no PNG written.
    return leptonica(pfiledata, pfilesize, pix, gamma);
}
