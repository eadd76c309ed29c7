// Tesseract's `ImageThresholder::GetPixRectThresholds` (src/ccmain/thresholder.cpp) makes, for a grey
// or colour page, an image of the page's size, 8 bits a pixel, every pixel the page's Otsu threshold
// (the first channel's; 128 when it is not above 0). The engine holds it through the whole reading:
// 11 MB for a photo's page, in each worker. Its one reader, `BLOBNBOX::ComputeEdgeOffsets`
// (src/ccstruct/blobbox.cpp), looks a blob's threshold up at the blob's centre divided by a scale,
// the grey image's height over the thresholds' rounded (thresholders that measure a threshold per
// tile hand in smaller images), so an image of one row, as wide as the page's width over its height
// plus two, gives every blob the same threshold at every position on the page: that is what this
// definition returns, from the same grey image (the thresholder's own virtual `GetPixRectGrey`) and
// the library's own `OtsuThreshold`.
//
// The thresholder's channel count is at the offset of Tesseract 5.3.0 (`pix_channels_`, 0x18, read off
// `objdump -d`: 0 for a 1-bit page, which has no thresholds). At load, on thresholders built by the
// library's constructor and given images by its `SetImage` (1-bit, grey of several sizes, wide and
// tall, colour, with and without a rectangle), the library's image must hold one value everywhere,
// this definition's image must be that value at every position the reader can look up for every
// pixel of the page, and both must be absent together; otherwise every call goes to the library's.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GET_PIX_RECT_THRESHOLDS _ZN9tesseract16ImageThresholder20GetPixRectThresholdsEv
#define OTSU_THRESHOLD _ZN9tesseract13OtsuThresholdENS_5ImageEiiiiRSt6vectorIiSaIiEES4_
#define SET_IMAGE _ZN9tesseract16ImageThresholder8SetImageENS_5ImageE

/// `pix_channels_` in Tesseract 5.3.0's `ImageThresholder`, and `GetPixRectGrey`'s slot in its vtable.
enum { channelsOffset = 0x18, greySlot = 0x38 / sizeof(void *) };

typedef PIX *(*ThresholdsFunction)(void *);
typedef PIX *(*GreyFunction)(void *);
/// `OtsuThreshold(Image, left, top, width, height, thresholds, hi_values)`: `Image` is one `Pix *`,
/// passed as it.
typedef int (*OtsuFunction)(PIX *, int, int, int, int, IntVector *, IntVector *);
typedef void (*SetImageFunction)(void *, PIX *);

static ThresholdsFunction library = NULL;
static OtsuFunction otsu = NULL;
static SetImageFunction setImage = NULL;
static bool checked = false, inPlace = false;

/// The one-row image of the page's threshold for the thresholder's page (or rectangle of it), or NULL
/// for a 1-bit page.
static PIX *pageThresholds(void *thresholder) {
    if (intAt(thresholder, channelsOffset) == 0) return NULL;
    GreyFunction grey = (GreyFunction)(*(void *const *const *)thresholder)[greySlot];
    PIX *page = grey(thresholder);
    if (page == NULL) return NULL;
    const int width = pixGetWidth(page), height = pixGetHeight(page);
    IntVector thresholds = {NULL, NULL, NULL}, hiValues = {NULL, NULL, NULL};
    otsu(page, 0, 0, width, height, &thresholds, &hiValues);
    pixDestroy(&page);
    const int threshold = thresholds.end > thresholds.begin && thresholds.begin[0] > 0 ? thresholds.begin[0] : 128;
    // The vectors' storage came from libstdc++'s operator new, which is malloc's.
    free(thresholds.begin);
    free(hiValues.begin);
    // One row: the reader's scale is then the page's height, every row of the page row 0, and column
    // x / height lies below width / height + 2.
    PIX *pix = pixCreate(width / (height > 0 ? height : 1) + 2, 1, 8);
    if (pix != NULL) pixSetAllArbitrary(pix, (l_uint32)threshold);
    return pix;
}

KEPT PIX *GET_PIX_RECT_THRESHOLDS(void *self) {
    if (__builtin_expect(!inPlace, 0)) return library(self);
    return pageThresholds(self);
}

// The check at load.

/// What `BLOBNBOX::ComputeEdgeOffsets` reads for a blob centred at (x, y) of a page `pageHeight` high
/// (Tesseract's y grows upwards); `fallback` when the lookup falls outside the image.
static l_uint32 lookedUp(PIX *thresholds, int pageHeight, int x, int y, l_uint32 fallback) {
    const int height = pixGetHeight(thresholds);
    const int scale = (int)lround((double)pageHeight / height);
    l_uint32 value = fallback;
    const int column = x / scale, row = height - 1 - y / scale;
    if (column < 0 || row < 0 || column >= pixGetWidth(thresholds) || row >= height) return fallback;
    pixGetPixel(thresholds, column, row, &value);
    return value;
}

/// How many answers differ for one page given to a fresh thresholder (and `rectangle`, when given).
static int disagreementsOn(PIX *page, const int *rectangle) {
    _Alignas(16) unsigned char room[512];
    memset(room, 0, sizeof room);
    rvThresholderConstruct(room);
    setImage(room, page);
    if (rectangle != NULL) rvThresholderSetRectangle(room, rectangle[0], rectangle[1], rectangle[2], rectangle[3]);
    PIX *theirs = library(room);
    PIX *ours = pageThresholds(room);
    int differing = 0;
    if (theirs == NULL || ours == NULL) {
        differing = (theirs == NULL) != (ours == NULL);
    } else {
        const int width = pixGetWidth(theirs), height = pixGetHeight(theirs);
        l_uint32 value = 0;
        pixGetPixel(theirs, 0, 0, &value);
        for (int y = 0; y < height && differing == 0; ++y) {
            for (int x = 0; x < width; ++x) {
                l_uint32 pixel = 0;
                pixGetPixel(theirs, x, y, &pixel);
                // Not one value: the library no longer makes what this definition stands in for.
                differing += pixel != value;
                differing += lookedUp(theirs, height, x, y, 1000) != value;
                differing += lookedUp(ours, height, x, y, 1000) != value;
            }
        }
    }
    pixDestroy(&theirs);
    pixDestroy(&ours);
    rvThresholderDestroy(room);
    return differing;
}

int rv_page_thresholds_disagreements(void) {
    if (library == NULL || otsu == NULL || setImage == NULL || rvThresholderConstruct == NULL
        || rvThresholderDestroy == NULL || rvThresholderSetRectangle == NULL) return -1;
    static const int sizes[][2] = {{1, 1}, {37, 5}, {5, 37}, {300, 20}, {20, 300}, {257, 129}, {64, 64}};
    static const int depths[] = {1, 8, 32};
    int differing = 0;
    uint32_t state = 2654435761u;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        for (size_t d = 0; d < sizeof depths / sizeof *depths; ++d) {
            const int width = sizes[s][0], height = sizes[s][1], depth = depths[d];
            PIX *page = pixCreate(width, height, depth);
            if (page == NULL) return -1;
            pixSetResolution(page, 300, 300);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    // Dark print on light paper, and pages all light: thresholds of every kind.
                    const l_uint32 grey = s % 2 == 0 ? (state % 3 == 0 ? state % 90 : 150 + state % 106) : 200 + state % 56;
                    const l_uint32 value = depth == 1 ? state % 2 : depth == 8 ? grey : (grey << 24 | (state % 256) << 16 | grey << 8);
                    pixSetPixel(page, x, y, value);
                }
            }
            differing += disagreementsOn(page, NULL);
            if (width > 4 && height > 4) {
                const int rectangle[] = {2, 1, width - 3, height - 2};
                differing += disagreementsOn(page, rectangle);
            }
            pixDestroy(&page);
        }
    }
    return differing;
}

void checkPageThresholdsAgainstTheLibrary(void) {
    library = (ThresholdsFunction)dlsym(RTLD_NEXT, NAME(GET_PIX_RECT_THRESHOLDS));
    otsu = (OtsuFunction)dlsym(RTLD_DEFAULT, NAME(OTSU_THRESHOLD));
    setImage = (SetImageFunction)dlsym(RTLD_DEFAULT, NAME(SET_IMAGE));
    checked = rv_page_thresholds_disagreements() == 0;
    inPlace = checked;
}

KEPT int rv_page_thresholds_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(GET_PIX_RECT_THRESHOLDS)) == (void *)GET_PIX_RECT_THRESHOLDS;
}

void rv_page_thresholds_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
