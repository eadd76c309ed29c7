// Tesseract's `ImageThresholder::ThresholdRectToPix` (src/ccmain/thresholder.cpp), which turns the
// page Tesseract is given into the 1-bit image its layout analysis reads: a pixel is black when, in a
// channel whose `hi_values` entry is not negative, it lies above that channel's threshold and the
// entry is 0, or not above it and the entry is not 0. Debian's build tests pixel by pixel and sets
// one bit at a time: 1.8% of SROIE's CPU, 2.6% of noisy scans' (`perf`). For a grey image whose
// rectangle starts on a 32-bit word (every page ReceiptVault gives: it never sets a rectangle), 32
// pixels are compared at once here (SSE2) and their word written whole: `movemask` gives byte i's
// bit at i, byte i holds pixel i ^ 3 (Leptonica's big-endian words), and pixel j's bit is 31 − j, so
// the word is the mask with its eight nibbles in reverse order.
//
// The thresholder's rectangle is at the offsets of Tesseract 5.3.0 (left, top, width, height at 0x2c,
// 0x30, 0x34, 0x38, read off `objdump -d`). At load a thresholder built by the library's constructor
// and given a rectangle by its `SetRectangle` must have them there, and this function must give the
// library's image on grey images of several widths (tails of a word included) for thresholds and
// `hi_values` of every kind; otherwise, and for colour images or rectangles off a word, every call
// goes to the library's.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <emmintrin.h>
#include <leptonica/allheaders.h>
#include <stdint.h>
#include <string.h>

#define THRESHOLD_RECT_TO_PIX _ZNK9tesseract16ImageThresholder18ThresholdRectToPixENS_5ImageEiRKSt6vectorIiSaIiEES6_PS1_

/// The thresholder's rectangle, by its offsets in Tesseract 5.3.0.
enum { rectLeft = 0x2c, rectTop = 0x30, rectWidth = 0x34, rectHeight = 0x38, thresholderSize = 0x60 };

/// libstdc++'s `std::vector<int>` (stride_map.h's `IntVector`).
typedef void (*ThresholdFunction)(const void *, PIX *, int, const IntVector *, const IntVector *, PIX **);

static ThresholdFunction library = NULL;
static bool checked = false, inPlace = false;


/// Pixel j's black bit of a row of 32 grey pixels as Leptonica stores them (`line`: 8 words): a
/// pixel is black when it lies above the threshold (`above`) or not (`!above`).
static inline uint32_t blackWord(const uint32_t *line, __m128i threshold, bool above) {
    const __m128i flip = _mm_set1_epi8((char)0x80);
    const __m128i first = _mm_xor_si128(_mm_loadu_si128((const __m128i *)line), flip);
    const __m128i second = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(line + 4)), flip);
    uint32_t mask = (uint32_t)_mm_movemask_epi8(_mm_cmpgt_epi8(first, threshold))
        | (uint32_t)_mm_movemask_epi8(_mm_cmpgt_epi8(second, threshold)) << 16;
    if (!above) mask = ~mask;
    // The eight nibbles in reverse order: the bytes swapped, then each byte's two nibbles.
    mask = __builtin_bswap32(mask);
    return (mask & 0x0f0f0f0fu) << 4 | (mask & 0xf0f0f0f0u) >> 4;
}

/// The 1-bit image of `source`'s rectangle (grey, its left edge on a word), as the library makes it.
static PIX *thresholded(const void *thresholder, PIX *source, int threshold, int hiValue) {
    const int left = intAt(thresholder, rectLeft), top = intAt(thresholder, rectTop);
    const int width = intAt(thresholder, rectWidth), height = intAt(thresholder, rectHeight);
    PIX *pix = pixCreate(width, height, 1);
    if (pix == NULL) return NULL;
    pixSetXRes(pix, pixGetXRes(source));
    pixSetYRes(pix, pixGetYRes(source));
    if (hiValue < 0) return pix;  // no channel decides: every pixel white
    const bool above = hiValue == 0;
    // Bytes compared as signed after flipping their top bit; a threshold outside 0…254 makes every
    // pixel above it or none.
    const int clipped = threshold < 0 ? -1 : threshold > 255 ? 255 : threshold;
    const __m128i flipped = _mm_set1_epi8((char)(clipped ^ 0x80));
    const int wpl = pixGetWpl(pix), sourceWpl = pixGetWpl(source);
    const uint32_t *sourceData = pixGetData(source);
    uint32_t *data = pixGetData(pix);
    const int wholeWords = width / 32;
    for (int y = 0; y < height; ++y) {
        const uint32_t *line = sourceData + (ptrdiff_t)(y + top) * sourceWpl + left / 4;
        uint32_t *out = data + (ptrdiff_t)y * wpl;
        for (int w = 0; w < wholeWords; ++w) {
            out[w] = threshold < 0 ? (above ? 0xffffffffu : 0) : blackWord(line + 8 * w, flipped, above);
        }
        for (int x = 32 * wholeWords; x < width; ++x) {
            const int pixel = GET_DATA_BYTE(line, x);
            if ((pixel > threshold) == above) SET_DATA_BIT(out, x);
        }
    }
    return pix;
}

KEPT void THRESHOLD_RECT_TO_PIX(const void *self, PIX *source, int channels, const IntVector *thresholds,
                                const IntVector *hiValues, PIX **result) {
    if (__builtin_expect(!inPlace || channels != 1 || pixGetDepth(source) != 8 || intAt(self, rectLeft) % 4 != 0
                         || thresholds->end - thresholds->begin < 1 || hiValues->end - hiValues->begin < 1, 0)) {
        library(self, source, channels, thresholds, hiValues, result);
        return;
    }
    *result = thresholded(self, source, thresholds->begin[0], hiValues->begin[0]);
}

// The check at load.

int rv_threshold_disagreements(void) {
    if (library == NULL || rvThresholderConstruct == NULL || rvThresholderDestroy == NULL
        || rvThresholderSetRectangle == NULL) return -1;
    _Alignas(16) unsigned char room[512];
    memset(room, 0, sizeof room);
    rvThresholderConstruct(room);
    rvThresholderSetRectangle(room, 4, 1, 29, 3);
    bool laidOut = intAt(room, rectLeft) == 4 && intAt(room, rectTop) == 1 && intAt(room, rectWidth) == 29
        && intAt(room, rectHeight) == 3;
    for (size_t i = thresholderSize; laidOut && i < sizeof room; ++i) laidOut = room[i] == 0;
    int differing = laidOut ? 0 : 1;
    static const int widths[] = {1, 31, 32, 33, 64, 95, 257};
    static const int thresholds[] = {-5, -1, 0, 1, 127, 128, 200, 254, 255, 256, 300};
    static const int hiValues[] = {-1, 0, 1, 2};
    uint32_t state = 2654435761u;
    for (size_t w = 0; laidOut && w < sizeof widths / sizeof *widths; ++w) {
        const int width = widths[w] + 8, height = 5;
        PIX *source = pixCreate(width, height, 8);
        if (source == NULL) return -1;
        pixSetResolution(source, 300, 300);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                // Every value, and runs of the thresholds themselves.
                const int value = (state >> 8) % 3 == 0 ? thresholds[(state >> 12) % 11] : (int)(state % 256);
                pixSetPixel(source, x, y, (l_uint32)(value < 0 ? 0 : value > 255 ? 255 : value));
            }
        }
        for (int left = 0; left <= 4; left += 4) {
            rvThresholderSetRectangle(room, left, 1, widths[w], height - 2);
            for (size_t t = 0; t < sizeof thresholds / sizeof *thresholds; ++t) {
                for (size_t h = 0; h < sizeof hiValues / sizeof *hiValues; ++h) {
                    int threshold = thresholds[t], hiValue = hiValues[h];
                    const IntVector thresholdVector = {&threshold, &threshold + 1, &threshold + 1};
                    const IntVector hiVector = {&hiValue, &hiValue + 1, &hiValue + 1};
                    PIX *theirs = NULL;
                    library(room, source, 1, &thresholdVector, &hiVector, &theirs);
                    PIX *ours = thresholded(room, source, threshold, hiValue);
                    l_int32 same = 0;
                    differing += ours == NULL || theirs == NULL || pixEqual(ours, theirs, &same) != 0 || !same;
                    pixDestroy(&ours);
                    pixDestroy(&theirs);
                }
            }
        }
        pixDestroy(&source);
    }
    rvThresholderDestroy(room);
    return differing;
}

void checkThresholdAgainstTheLibrary(void) {
    library = (ThresholdFunction)dlsym(RTLD_NEXT, NAME(THRESHOLD_RECT_TO_PIX));
    checked = rv_threshold_disagreements() == 0;
    inPlace = checked;
}

KEPT int rv_threshold_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(THRESHOLD_RECT_TO_PIX)) == (void *)THRESHOLD_RECT_TO_PIX;
}

void rv_threshold_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
