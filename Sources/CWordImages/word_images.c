// Tesseract 5.3 encodes every word or line image it hands its LSTM network as a PNG and decodes it
// again (`ImageData::SetPixInternal` calls Leptonica's `pixWriteMemPng`), at zlib's default level 6:
// `perf record` put zlib at 5.6% of a batch's CPU on SROIE receipts, more than all of ReceiptVault's
// own Swift code. The PNG never leaves the process and is lossless at any level, so while a thread is
// inside a Tesseract reading (`TesseractEngine` brackets its calls with begin/end) the PNGs it writes
// are stored (level 0). Every other PNG — those ReceiptVault writes, a Tesseract call outside the
// brackets — is written as Leptonica would.
//
// This file defines `pixWriteMemPng` itself: the linker exports the definition (libtesseract refers
// to the symbol), so Tesseract's calls come here first and are handed on to Leptonica's definition
// (`dlsym(RTLD_NEXT, …)`). Leptonica 1.82 has no process-wide level to set instead, and Tesseract
// sets none on its images.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <leptonica/allheaders.h>
#include "CWordImages.h"

/// `pixSetZlibCompression` keeps a level in the image's `special` field as 10 + level.
enum { zlibLevelBase = 10, storedLevel = 0 };

static _Thread_local int readingDepth = 0;

void rv_word_images_begin(void) { readingDepth += 1; }
void rv_word_images_end(void) { if (readingDepth > 0) readingDepth -= 1; }

typedef l_ok (*PNGWriter)(l_uint8 **, size_t *, PIX *, l_float32);

/// Leptonica's own `pixWriteMemPng`, found once for every thread.
static PNGWriter leptonica = NULL;
static pthread_once_t leptonicaFound = PTHREAD_ONCE_INIT;
static void findLeptonica(void) { leptonica = (PNGWriter)dlsym(RTLD_NEXT, "pixWriteMemPng"); }

l_ok pixWriteMemPng(l_uint8 **pfiledata, size_t *pfilesize, PIX *pix, l_float32 gamma) {
    pthread_once(&leptonicaFound, findLeptonica);
    if (leptonica == NULL) return 1;  // Leptonica's failure code: no PNG written.
    if (pix == NULL || readingDepth == 0) return leptonica(pfiledata, pfilesize, pix, gamma);
    l_int32 special = pix->special;  // Leptonica 1.82 has no getter; its struct is public.
    pixSetSpecial(pix, zlibLevelBase + storedLevel);
    l_ok status = leptonica(pfiledata, pfilesize, pix, gamma);
    pixSetSpecial(pix, special);
    return status;
}
