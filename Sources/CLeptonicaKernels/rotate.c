// `rv_rotate_gray`: Leptonica's area-mapped grey rotation about the centre (rotateam.c,
// `rotateAMGrayLow`). For target pixel (j, i) the library computes, in float as written,
//     xpm = (int)(-(xcen - j) * cosa - (ycen - i) * sina),  ypm = (int)(-(ycen - i) * cosa + (xcen - j) * sina)
// with sina, cosa = 16 sin, 16 cos of the angle, takes source pixel (xcen + xpm >> 4, ycen + ypm >> 4)
// and its right, lower and lower-right neighbours, and weighs them by the sixteenths xpm & 15, ypm & 15:
//     ((16 - xf)(16 - yf) v00 + xf (16 - yf) v01 + (16 - xf) yf v10 + xf yf v11 + 128) / 256,
// or `fill` when that pixel lies outside [0, w - 2] × [0, h - 2].
//
// With AVX2, eight pixels at once: the same float operations in the same order (no fused
// multiply-add: the same roundings), so the same coordinates; the neighbours fetched and weighed as
// neighbours.h does, exact in integers. A group whose fetch could pass the image's last byte takes
// the one-pixel path. Without AVX2, the library's loop.

#pragma STDC FP_CONTRACT OFF

#include "CLeptonicaKernels.h"
#include "neighbours.h"

#include <immintrin.h>
#include <math.h>
#include <stdbool.h>

/// The geometry shared by both paths.
typedef struct {
    int xcen, ycen, wm2, hm2;
    float sina, cosa;
} Rotation;

static Rotation rotation(int width, int height, float angle) {
    // As the library: the sine and cosine in double, times 16, stored as float.
    return (Rotation){width / 2, height / 2, width - 2, height - 2, (float)(16. * sin(angle)), (float)(16. * cos(angle))};
}

/// One target pixel from its sub-pixel source position, as the library computes it.
static inline uint8_t pixel(const uint8_t *source, int sourceBytes, Rotation r, int xpm, int ypm, uint8_t fill) {
    const int xp = r.xcen + (xpm >> 4), yp = r.ycen + (ypm >> 4);
    const int xf = xpm & 0x0f, yf = ypm & 0x0f;
    if (xp < 0 || yp < 0 || xp > r.wm2 || yp > r.hm2) return fill;
    const uint8_t *above = source + yp * sourceBytes, *below = above + sourceBytes;
    const int v00 = (16 - xf) * (16 - yf) * above[xp ^ 3];
    const int v01 = xf * (16 - yf) * above[(xp + 1) ^ 3];
    const int v10 = (16 - xf) * yf * below[xp ^ 3];
    const int v11 = xf * yf * below[(xp + 1) ^ 3];
    return (uint8_t)((v00 + v01 + v10 + v11 + 128) / 256);
}

/// Target pixel (j, i)'s value as the library computes it.
static inline uint8_t pixelAt(const uint8_t *source, int sourceBytes, Rotation r, int j, int i, uint8_t fill) {
    const int xdif = r.xcen - j, ydif = r.ycen - i;
    const int xpm = (int)(-xdif * r.cosa - ydif * r.sina);
    const int ypm = (int)(-ydif * r.cosa + xdif * r.sina);
    return pixel(source, sourceBytes, r, xpm, ypm, fill);
}

static void rotateOneByOne(uint8_t *target, int targetBytes, const uint8_t *source, int sourceBytes,
                           int width, int height, Rotation r, uint8_t fill) {
    for (int i = 0; i < height; i++) {
        uint8_t *line = target + i * targetBytes;
        for (int j = 0; j < width; j++) line[j ^ 3] = pixelAt(source, sourceBytes, r, j, i, fill);
    }
}

__attribute__((target("avx2")))
static void rotateEightAtOnce(uint8_t *target, int targetBytes, const uint8_t *source, int sourceWords,
                              int width, int height, Rotation r, uint8_t fill) {
    const int sourceBytes = 4 * sourceWords;
    const __m256 cosa = _mm256_set1_ps(r.cosa), sina = _mm256_set1_ps(r.sina);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), zero = _mm256_setzero_si256();
    const __m256i xcen = _mm256_set1_epi32(r.xcen), ycen = _mm256_set1_epi32(r.ycen);
    const __m256i wm2 = _mm256_set1_epi32(r.wm2), hm2 = _mm256_set1_epi32(r.hm2);
    const __m256i fifteen = _mm256_set1_epi32(15), half = _mm256_set1_epi32(128), fills = _mm256_set1_epi32(fill);
    for (int i = 0; i < height; i++) {
        const int ydif = r.ycen - i;
        uint8_t *line = target + i * targetBytes;
        const __m256 ydifCos = _mm256_mul_ps(_mm256_set1_ps((float)(-ydif)), cosa);
        const __m256 ydifSin = _mm256_mul_ps(_mm256_set1_ps((float)ydif), sina);
        int j = 0;
        for (; j + 8 <= width; j += 8) {
            const __m256i xdif = _mm256_sub_epi32(_mm256_set1_epi32(r.xcen - j), lanes);
            const __m256i xpm = _mm256_cvttps_epi32(
                _mm256_sub_ps(_mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_sub_epi32(zero, xdif)), cosa), ydifSin));
            const __m256i ypm = _mm256_cvttps_epi32(_mm256_add_ps(ydifCos, _mm256_mul_ps(_mm256_cvtepi32_ps(xdif), sina)));
            const __m256i xp = _mm256_add_epi32(xcen, _mm256_srai_epi32(xpm, 4));
            const __m256i yp = _mm256_add_epi32(ycen, _mm256_srai_epi32(ypm, 4));
            const __m256i outside = _mm256_or_si256(
                _mm256_or_si256(_mm256_cmpgt_epi32(zero, xp), _mm256_cmpgt_epi32(zero, yp)),
                _mm256_or_si256(_mm256_cmpgt_epi32(xp, wm2), _mm256_cmpgt_epi32(yp, hm2)));
            // Outside pixels fetch from (0, 0), and are replaced by `fill` below.
            const __m256i x = _mm256_andnot_si256(outside, xp), y = _mm256_andnot_si256(outside, yp);
            const __m256i risky = fetchPassesTheEnd(x, y, height, sourceWords);
            if (!_mm256_testz_si256(risky, risky)) {
                for (int k = j; k < j + 8; k++) line[k ^ 3] = pixelAt(source, sourceBytes, r, k, i, fill);
                continue;
            }
            const __m256i sums = neighbourSums(source, sourceWords, x, y, _mm256_and_si256(xpm, fifteen),
                                               _mm256_and_si256(ypm, fifteen));
            const __m256i values = _mm256_srli_epi32(_mm256_add_epi32(sums, half), 8);
            storeEight(line, j, _mm256_blendv_epi8(values, fills, outside));
        }
        for (; j < width; j++) line[j ^ 3] = pixelAt(source, sourceBytes, r, j, i, fill);
    }
}

void rv_rotate_gray(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                    int width, int height, float angle, uint8_t fill) {
    const Rotation r = rotation(width, height, angle);
    if (__builtin_cpu_supports("avx2")) {
        rotateEightAtOnce((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, sourceWords, width, height, r, fill);
    } else {
        rotateOneByOne((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, 4 * sourceWords, width, height, r, fill);
    }
}

void rv_rotate_gray_one_by_one(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                               int width, int height, float angle, uint8_t fill) {
    rotateOneByOne((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, 4 * sourceWords, width, height,
                   rotation(width, height, angle), fill);
}

int rv_leptonica_kernels_eight_at_once(void) { return __builtin_cpu_supports("avx2") ? 1 : 0; }
