// `rv_scale_gray_linear`, `rv_scale_gray_area_map` and `rv_scale_color_area_map`: Leptonica's
// scaling (scale1.c, `scaleGrayLILow`, `scaleGrayAreaMapLow`, `scaleColorAreaMapLow`), the same
// bytes, computed separably.
//
// Both weigh source pixels by products of a horizontal and a vertical weight in sixteenths of a
// pixel, and integer sums do not depend on their order: a row's pixels weighed horizontally, then
// the rows weighed vertically, give the library's sums exactly. The library recomputes every
// column's position (a float multiply) and fetches its pixels one byte at a time for every target
// pixel; here the columns' positions are computed once, and each source line's horizontal sums once
// for all the target lines that use it (linear) or its vertical sums once for all target columns
// (area map).

#pragma STDC FP_CONTRACT OFF

#include "CLeptonicaKernels.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/// Pixel x of a Leptonica 8-bit line.
static inline uint8_t at(const uint8_t *line, int x) { return line[x ^ 3]; }

/// Writes `count` bytes of plain pixel order into a Leptonica line (pixel x at byte x ^ 3).
static void storeLine(uint8_t *line, const uint8_t *pixels, int count) {
    const int whole = count / 4;
    for (int w = 0; w < whole; w++) {
        uint32_t word;
        memcpy(&word, pixels + 4 * w, 4);
        word = __builtin_bswap32(word);
        memcpy(line + 4 * w, &word, 4);
    }
    for (int x = 4 * whole; x < count; x++) line[x ^ 3] = pixels[x];
}

// MARK: - Linear interpolation

/// A source line's pixels weighed horizontally at every target column: (16 - xf) v(xp) + xf v(x1).
static void horizontalSums(uint16_t *sums, const uint8_t *line, const int *left, const int *right,
                           const uint16_t *fraction, int count) {
    for (int j = 0; j < count; j++) {
        sums[j] = (uint16_t)((16 - fraction[j]) * at(line, left[j]) + fraction[j] * at(line, right[j]));
    }
}

int rv_scale_gray_linear(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                         const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords) {
    // As the library: the factors in double, stored as float; positions in float.
    const float scx = 16. * (float)sourceWidth / (float)targetWidth;
    const float scy = 16. * (float)sourceHeight / (float)targetHeight;
    const int wm2 = sourceWidth - 2, hm2 = sourceHeight - 2;
    const int count = targetWidth;
    // Per column: the source pixel, its right neighbour (itself at the right edge), the fraction.
    int *left = malloc(sizeof(int) * count), *right = malloc(sizeof(int) * count);
    uint16_t *fraction = malloc(sizeof(uint16_t) * count);
    uint16_t *upper = malloc(sizeof(uint16_t) * count), *lower = malloc(sizeof(uint16_t) * count);
    uint8_t *pixels = malloc(count);
    const bool ready = left && right && fraction && upper && lower && pixels;
    if (ready) {
        for (int j = 0; j < count; j++) {
            const int xpm = (int)(scx * (float)j);
            left[j] = xpm >> 4;
            right[j] = left[j] > wm2 ? left[j] : left[j] + 1;
            fraction[j] = (uint16_t)(xpm & 0x0f);
        }
        const uint8_t *bytes = (const uint8_t *)source;
        const int sourceBytes = 4 * sourceWords;
        int upperLine = -1, lowerLine = -1;
        for (int i = 0; i < targetHeight; i++) {
            const int ypm = (int)(scy * (float)i);
            const int yp = ypm >> 4, yf = ypm & 0x0f;
            const int below = yp > hm2 ? yp : yp + 1;
            // The sums of the lines the last target line used are reused.
            if (upperLine != yp) {
                if (lowerLine == yp) {
                    uint16_t *swap = upper; upper = lower; lower = swap;
                    upperLine = yp; lowerLine = -1;
                } else {
                    horizontalSums(upper, bytes + yp * sourceBytes, left, right, fraction, count);
                    upperLine = yp;
                }
            }
            if (lowerLine != below) {
                if (below == yp) {
                    memcpy(lower, upper, sizeof(uint16_t) * count);
                } else {
                    horizontalSums(lower, bytes + below * sourceBytes, left, right, fraction, count);
                }
                lowerLine = below;
            }
            for (int j = 0; j < count; j++) {
                pixels[j] = (uint8_t)(((16 - yf) * upper[j] + yf * lower[j] + 128) / 256);
            }
            storeLine((uint8_t *)(target + i * targetWords), pixels, count);
        }
    }
    free(left); free(right); free(fraction); free(upper); free(lower); free(pixels);
    return ready ? 0 : -1;
}

// MARK: - Area map

/// Where pixel x's value lies among a band's vertical sums (by byte, as the lines hold pixels): a
/// grey pixel at byte x ^ 3; channel `channel` of a colour pixel at byte 4x + channel.
static inline int columnOf(int x, int channel, bool color) { return color ? 4 * x + channel : x ^ 3; }

/// One target pixel's sum over a band's vertical sums (`columns`): the first and last source
/// columns weighed by their sixteenths, the inner ones by 16 (one column: by both).
static inline uint32_t bandSum(const uint32_t *columns, int xup, int xuf, int xlp, int xlf, int channel, bool color) {
    if (xlp == xup) return (uint32_t)(16 - xuf + xlf) * columns[columnOf(xup, channel, color)];
    uint32_t inner = 0;
    for (int m = xup + 1; m < xlp; m++) inner += columns[columnOf(m, channel, color)];
    return (uint32_t)(16 - xuf) * columns[columnOf(xup, channel, color)]
        + (uint32_t)xlf * columns[columnOf(xlp, channel, color)] + 16u * inner;
}

/// `scaleGrayAreaMapLow` (`color` 0) or `scaleColorAreaMapLow` (`color` 1), which differ only in
/// how a pixel is held: a byte at x ^ 3, or a word whose bytes 3, 2, 1 are red, green and blue.
static int areaMap(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                   const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords, bool color) {
    const float scx = 16. * (float)sourceWidth / (float)targetWidth;
    const float scy = 16. * (float)sourceHeight / (float)targetHeight;
    const int wm2 = sourceWidth - 2, hm2 = sourceHeight - 2;
    const int count = targetWidth, sourceBytes = 4 * sourceWords;
    // Per column: the first and last source pixel covered and their sixteenths.
    int *first = malloc(sizeof(int) * count), *last = malloc(sizeof(int) * count);
    int *firstPart = malloc(sizeof(int) * count), *lastPart = malloc(sizeof(int) * count);
    // A band of source lines' vertical sums, by byte, as the lines hold them.
    uint32_t *columns = malloc(sizeof(uint32_t) * sourceBytes);
    uint8_t *pixels = malloc(count);
    const bool ready = first && last && firstPart && lastPart && columns && pixels;
    if (ready) {
        for (int j = 0; j < count; j++) {
            // As the library: the left edge in float, the right edge in double.
            const int xu = (int)(scx * j), xl = (int)(scx * (j + 1.0));
            first[j] = xu >> 4; firstPart[j] = xu & 0x0f;
            last[j] = xl >> 4; lastPart[j] = xl & 0x0f;
        }
        const uint8_t *bytes = (const uint8_t *)source;
        for (int i = 0; i < targetHeight; i++) {
            const int yu = (int)(scy * i), yl = (int)(scy * (i + 1.0));
            const int yup = yu >> 4, yuf = yu & 0x0f, ylp = yl >> 4, ylf = yl & 0x0f;
            const int dely = ylp - yup;
            const uint8_t *top = bytes + yup * sourceBytes;
            uint32_t *words = target + i * targetWords;
            if (ylp > hm2) {
                // Near the bottom edge the library takes the band's first pixel.
                for (int j = 0; j < count; j++) {
                    if (color) words[j] = ((const uint32_t *)top)[first[j]];
                    else pixels[j] = at(top, first[j]);
                }
                if (!color) storeLine((uint8_t *)words, pixels, count);
                continue;
            }
            // The band's lines weighed: the first by 16 - yuf, the inner ones by 16, the last by ylf
            // (one line: by both).
            const int firstWeight = dely == 0 ? 16 - yuf + ylf : 16 - yuf;
            for (int b = 0; b < sourceBytes; b++) columns[b] = (uint32_t)firstWeight * top[b];
            for (int k = 1; k < dely; k++) {
                const uint8_t *line = top + k * sourceBytes;
                for (int b = 0; b < sourceBytes; b++) columns[b] += 16u * line[b];
            }
            if (dely > 0) {
                const uint8_t *line = top + dely * sourceBytes;
                for (int b = 0; b < sourceBytes; b++) columns[b] += (uint32_t)ylf * line[b];
            }
            for (int j = 0; j < count; j++) {
                const int xup = first[j], xuf = firstPart[j], xlp = last[j], xlf = lastPart[j];
                if (xlp > wm2) {
                    if (color) words[j] = ((const uint32_t *)top)[xup];
                    else pixels[j] = at(top, xup);
                    continue;
                }
                const int delx = xlp - xup;
                // The library's area, from its formula (not the weights' sum when a band is one pixel).
                const int area = ((16 - xuf) + 16 * (delx - 1) + xlf) * ((16 - yuf) + 16 * (dely - 1) + ylf);
                if (color) {
                    const int red = ((int)bandSum(columns, xup, xuf, xlp, xlf, 3, true) + 128) / area;
                    const int green = ((int)bandSum(columns, xup, xuf, xlp, xlf, 2, true) + 128) / area;
                    const int blue = ((int)bandSum(columns, xup, xuf, xlp, xlf, 1, true) + 128) / area;
                    // As `composeRGBPixel`: the alpha byte 0.
                    words[j] = (uint32_t)red << 24 | (uint32_t)green << 16 | (uint32_t)blue << 8;
                } else {
                    pixels[j] = (uint8_t)(((int)bandSum(columns, xup, xuf, xlp, xlf, 0, false) + 128) / area);
                }
            }
            if (!color) storeLine((uint8_t *)words, pixels, count);
        }
    }
    free(first); free(last); free(firstPart); free(lastPart); free(columns); free(pixels);
    return ready ? 0 : -1;
}

int rv_scale_gray_area_map(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                           const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords) {
    return areaMap(target, targetWidth, targetHeight, targetWords, source, sourceWidth, sourceHeight, sourceWords, false);
}

int rv_scale_color_area_map(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                            const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords) {
    return areaMap(target, targetWidth, targetHeight, targetWords, source, sourceWidth, sourceHeight, sourceWords, true);
}
