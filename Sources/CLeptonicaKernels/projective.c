// `rv_project_gray`: Leptonica's projective warp of a grey image (projective.c, `pixProjectiveGray`),
// which straightens a photographed page. For target pixel (j, i) the library computes the source
// position with `projectiveXformPt`, in float except the denominator, which is made double:
//     factor = (float)(1.0 / ((double)(c6 j + c7 i) + 1.0))
//     x = factor * ((c0 j + c1 i) + c2),  y = factor * ((c3 j + c4 i) + c5)
// (a zero denominator leaves x, y as the last pixel's), then `linearInterpolatePixelGray`: `fill`
// unless 0 <= x < w and 0 <= y < h; else with xpm = (int)(16.0 x), ypm = (int)(16.0 y) the four
// neighbours of (xpm >> 4, ypm >> 4) weighed by their sixteenths, truncated (no half added), the
// right neighbour the pixel itself at the right edge; on the last line the library reads the first
// line instead (its stride set to 0 before it finds the line), which is kept.
//
// With AVX2, eight pixels at once: the same operations in the same order and precision (no fused
// multiply-add), the neighbours fetched and weighed as neighbours.h does. A group with a zero
// denominator, a pixel at the right or bottom edge, or a fetch past the image's end takes the
// one-pixel path. Without AVX2, the library's loop.

#pragma STDC FP_CONTRACT OFF

#include "CLeptonicaKernels.h"
#include "neighbours.h"

#include <stdbool.h>

/// `projectiveXformPt`: false (x, y untouched) where the library's denominator is zero.
static inline bool sourcePosition(const float *c, int j, int i, float *x, float *y) {
    const float fx = (float)j, fy = (float)i;
    const double denominator = (double)(c[6] * fx + c[7] * fy) + 1.0;
    if (denominator == 0.0) return false;
    const float factor = (float)(1.0 / denominator);
    *x = factor * (c[0] * fx + c[1] * fy + c[2]);
    *y = factor * (c[3] * fx + c[4] * fy + c[5]);
    return true;
}

/// `linearInterpolatePixelGray`.
static inline uint8_t interpolated(const uint8_t *source, int sourceBytes, int width, int height, float x, float y, uint8_t fill) {
    if (!(x >= 0.0f && y >= 0.0f && x < (float)width && y < (float)height)) return fill;
    const int xpm = (int)(16.0 * x), ypm = (int)(16.0 * y);
    const int xp = xpm >> 4, xp2 = xp + 1 < width ? xp + 1 : xp, yp = ypm >> 4;
    // On the last line the library sets its line stride to 0 before it finds the line: so it reads
    // the image's first line there, twice (`lines = datas + yp * wpls` with wpls 0).
    const int stride = yp + 1 >= height ? 0 : sourceBytes;
    const int xf = xpm & 0x0f, yf = ypm & 0x0f;
    const uint8_t *line = source + yp * stride;
    const int below = stride;
    const int v00 = (16 - xf) * (16 - yf) * line[xp ^ 3];
    const int v10 = xf * (16 - yf) * line[xp2 ^ 3];
    const int v01 = (16 - xf) * yf * line[below + (xp ^ 3)];
    const int v11 = xf * yf * line[below + (xp2 ^ 3)];
    return (uint8_t)((v00 + v01 + v10 + v11) / 256);
}

static void projectOneByOne(uint8_t *target, int targetBytes, const uint8_t *source, int sourceBytes,
                            int width, int height, const float *c, uint8_t fill) {
    float x = 0, y = 0;
    for (int i = 0; i < height; i++) {
        uint8_t *line = target + i * targetBytes;
        for (int j = 0; j < width; j++) {
            sourcePosition(c, j, i, &x, &y);
            line[j ^ 3] = interpolated(source, sourceBytes, width, height, x, y, fill);
        }
    }
}

__attribute__((target("avx2")))
static void projectEightAtOnce(uint8_t *target, int targetBytes, const uint8_t *source, int sourceWords,
                               int width, int height, const float *c, uint8_t fill) {
    const int sourceBytes = 4 * sourceWords;
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), fifteen = _mm256_set1_epi32(15);
    const __m256 zero = _mm256_setzero_ps(), sixteen = _mm256_set1_ps(16.0f);
    const __m256 widthF = _mm256_set1_ps((float)width), heightF = _mm256_set1_ps((float)height);
    const __m256i lastColumn = _mm256_set1_epi32(width - 1), lastLine = _mm256_set1_epi32(height - 1);
    const __m256i fills = _mm256_set1_epi32(fill);
    const __m256d one = _mm256_set1_pd(1.0);
    float x = 0, y = 0;  // the last pixel's position, for a zero denominator
    for (int i = 0; i < height; i++) {
        uint8_t *line = target + i * targetBytes;
        const __m256 fy = _mm256_set1_ps((float)i);
        const __m256 c1y = _mm256_mul_ps(_mm256_set1_ps(c[1]), fy), c4y = _mm256_mul_ps(_mm256_set1_ps(c[4]), fy);
        const __m256 c7y = _mm256_mul_ps(_mm256_set1_ps(c[7]), fy);
        int j = 0;
        for (; j + 8 <= width; j += 8) {
            const __m256 fx = _mm256_cvtepi32_ps(_mm256_add_epi32(_mm256_set1_epi32(j), lanes));
            const __m256 denominator = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(c[6]), fx), c7y);
            const __m256d low = _mm256_add_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(denominator)), one);
            const __m256d high = _mm256_add_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(denominator, 1)), one);
            const __m256d zeroD = _mm256_setzero_pd();
            const int zeroDenominator = _mm256_movemask_pd(_mm256_cmp_pd(low, zeroD, _CMP_EQ_OQ))
                | _mm256_movemask_pd(_mm256_cmp_pd(high, zeroD, _CMP_EQ_OQ));
            const __m256 factor = _mm256_set_m128(_mm256_cvtpd_ps(_mm256_div_pd(one, high)), _mm256_cvtpd_ps(_mm256_div_pd(one, low)));
            const __m256 xs = _mm256_mul_ps(factor, _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(c[0]), fx), c1y),
                                                                  _mm256_set1_ps(c[2])));
            const __m256 ys = _mm256_mul_ps(factor, _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(c[3]), fx), c4y),
                                                                  _mm256_set1_ps(c[5])));
            const __m256i inside = _mm256_castps_si256(_mm256_and_ps(
                _mm256_and_ps(_mm256_cmp_ps(xs, zero, _CMP_GE_OQ), _mm256_cmp_ps(ys, zero, _CMP_GE_OQ)),
                _mm256_and_ps(_mm256_cmp_ps(xs, widthF, _CMP_LT_OQ), _mm256_cmp_ps(ys, heightF, _CMP_LT_OQ))));
            // 16.0 x in double and 16 x in float are both exact: the same truncation.
            const __m256i xpm = _mm256_and_si256(inside, _mm256_cvttps_epi32(_mm256_mul_ps(xs, sixteen)));
            const __m256i ypm = _mm256_and_si256(inside, _mm256_cvttps_epi32(_mm256_mul_ps(ys, sixteen)));
            const __m256i xp = _mm256_srai_epi32(xpm, 4), yp = _mm256_srai_epi32(ypm, 4);
            // The one-pixel path: a zero denominator, a pixel on the last column or line (its
            // neighbour is itself), a fetch past the end.
            const __m256i edge = _mm256_and_si256(inside, _mm256_or_si256(_mm256_cmpeq_epi32(xp, lastColumn),
                                                                          _mm256_cmpeq_epi32(yp, lastLine)));
            const __m256i risky = _mm256_or_si256(edge, fetchPassesTheEnd(xp, yp, height, sourceWords));
            if (zeroDenominator || !_mm256_testz_si256(risky, risky)) {
                for (int k = j; k < j + 8; k++) {
                    sourcePosition(c, k, i, &x, &y);
                    line[k ^ 3] = interpolated(source, sourceBytes, width, height, x, y, fill);
                }
                continue;
            }
            const __m256i sums = neighbourSums(source, sourceWords, xp, yp, _mm256_and_si256(xpm, fifteen),
                                               _mm256_and_si256(ypm, fifteen));
            storeEight(line, j, _mm256_blendv_epi8(fills, _mm256_srli_epi32(sums, 8), inside));
            // The last lane's position, should the next pixel's denominator be zero.
            x = _mm256_cvtss_f32(_mm256_permutevar8x32_ps(xs, _mm256_set1_epi32(7)));
            y = _mm256_cvtss_f32(_mm256_permutevar8x32_ps(ys, _mm256_set1_epi32(7)));
        }
        for (; j < width; j++) {
            sourcePosition(c, j, i, &x, &y);
            line[j ^ 3] = interpolated(source, sourceBytes, width, height, x, y, fill);
        }
    }
}

void rv_project_gray(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                     int width, int height, const float coefficients[8], uint8_t fill) {
    if (__builtin_cpu_supports("avx2")) {
        projectEightAtOnce((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, sourceWords, width, height,
                           coefficients, fill);
    } else {
        projectOneByOne((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, 4 * sourceWords, width, height,
                        coefficients, fill);
    }
}

void rv_project_gray_one_by_one(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                                int width, int height, const float coefficients[8], uint8_t fill) {
    projectOneByOne((uint8_t *)target, 4 * targetWords, (const uint8_t *)source, 4 * sourceWords, width, height,
                    coefficients, fill);
}
