// Tesseract's table activations — tanh (`GFunc`) and the logistic (`FFunc`), src/lstm/functions.h —
// computed eight values at a time with AVX2's gathers, or four with SSE2, bit for bit as Debian's
// 5.3.0 computes them one at a time (`objdump -d`), for a value x:
// - not below zero (NaN included): y = x·256 truncated to a 64-bit integer, whose low 32 bits are
//   the table index i; past 4094, 1; else (T[i+1] − T[i])·(y − i) + T[i];
// - below zero: the same of −x, and then for tanh its negation (−1 past the table), for the
//   logistic 1 minus it (0 past the table).
// Lanes whose y is not below 2^31 (or NaN) are computed one at a time the same way, so that even the
// library's quirks there (a huge y's low bits taken as the index) are kept. Not a public header.
#pragma once

#include <immintrin.h>
#include <stdbool.h>
#include <stdint.h>

/// Which activation: its table, and what a value below zero becomes.
typedef enum { tanhActivation, logisticActivation } Activation;

/// The table's last cell that has a next one, and its scale (`kTableSize` − 2, `kScaleFactor`).
enum { lastTableCell = 4094 };
static const float activationScale = 256.0f;

/// `count` values activated in place, with gathers where the processor has them (activations.c).
__attribute__((visibility("hidden"))) void rvActivate(float *values, int count, Activation activation);

/// Whether activations.c's check at load found every value the same as the library's (run on the
/// first call, from a check run when libtesseract is opened, `rv_tesseract_in_place_check`).
__attribute__((visibility("hidden"))) bool rvActivationsAgree(void);

/// One value, as the library computes it.
static inline float activatedOne(float x, const float *table, Activation activation) {
    const bool negative = x < 0.0f;
    const float y = (negative ? -x : x) * activationScale;
    const unsigned cell = (unsigned)_mm_cvttss_si64(_mm_set_ss(y));
    float value = 1.0f;
    if (cell <= lastTableCell) value = (table[cell + 1] - table[cell]) * (y - (float)(int)cell) + table[cell];
    if (!negative) return value;
    return activation == tanhActivation ? -value : 1.0f - value;
}

/// Four values: the sign taken off, the table read at each lane's cell, the sign's rule applied.
static inline void activateFour(float *values, const float *table, Activation activation) {
    const __m128 x = _mm_loadu_ps(values);
    const __m128 negative = _mm_cmplt_ps(x, _mm_setzero_ps());  // false for NaN, as the library's test
    const __m128 sign = _mm_castsi128_ps(_mm_set1_epi32((int)0x80000000u));
    const __m128 one = _mm_set1_ps(1.0f);
    const __m128 y = _mm_mul_ps(_mm_xor_ps(x, _mm_and_ps(negative, sign)), _mm_set1_ps(activationScale));
    const __m128i cells = _mm_cvttps_epi32(y);
    int cell[4];
    _mm_storeu_si128((__m128i *)cell, cells);
    // y at or past 2^31, or NaN: INT_MIN, computed one at a time.
    if (__builtin_expect((cell[0] | cell[1] | cell[2] | cell[3]) < 0, 0)) {
        for (int k = 0; k < 4; ++k) values[k] = activatedOne(values[k], table, activation);
        return;
    }
    const __m128 past = _mm_castsi128_ps(_mm_cmpgt_epi32(cells, _mm_set1_epi32(lastTableCell)));
    int read[4];
    for (int k = 0; k < 4; ++k) read[k] = cell[k] > lastTableCell ? 0 : cell[k];
    const __m128 low = _mm_setr_ps(table[read[0]], table[read[1]], table[read[2]], table[read[3]]);
    const __m128 high = _mm_setr_ps(table[read[0] + 1], table[read[1] + 1], table[read[2] + 1], table[read[3] + 1]);
    const __m128 inside = _mm_add_ps(_mm_mul_ps(_mm_sub_ps(high, low), _mm_sub_ps(y, _mm_cvtepi32_ps(cells))), low);
    const __m128 value = _mm_or_ps(_mm_and_ps(past, one), _mm_andnot_ps(past, inside));
    const __m128 below = activation == tanhActivation ? _mm_xor_ps(value, sign) : _mm_sub_ps(one, value);
    _mm_storeu_ps(values, _mm_or_ps(_mm_and_ps(negative, below), _mm_andnot_ps(negative, value)));
}

/// `count` values in place with SSE2.
static inline void activateInPlace(float *values, int count, const float *table, Activation activation) {
    int i = 0;
    for (; i + 4 <= count; i += 4) activateFour(values + i, table, activation);
    for (; i < count; ++i) values[i] = activatedOne(values[i], table, activation);
}

/// `count` values in place, eight at a time with AVX2's gathers, each fetching a cell's two values
/// at once from `pairs` (cell i's T[i] and T[i+1] side by side, 64 bits); `table` for the tail. The
/// target does not allow fused multiply-adds, so the products and sums round as the library's do.
__attribute__((target("avx2"))) static inline void activateInPlaceGathering(float *values, int count, const float *table,
                                                                            const uint64_t *pairs, Activation activation) {
    const __m256 sign = _mm256_castsi256_ps(_mm256_set1_epi32((int)0x80000000u));
    const __m256 one = _mm256_set1_ps(1.0f);
    const __m256i last = _mm256_set1_epi32(lastTableCell);
    int i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256 x = _mm256_loadu_ps(values + i);
        const __m256 negative = _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_LT_OQ);
        const __m256 y = _mm256_mul_ps(_mm256_xor_ps(x, _mm256_and_ps(negative, sign)), _mm256_set1_ps(activationScale));
        const __m256i cells = _mm256_cvttps_epi32(y);
        if (__builtin_expect(_mm256_movemask_ps(_mm256_castsi256_ps(cells)) != 0, 0)) {
            for (int k = 0; k < 8; ++k) values[i + k] = activatedOne(values[i + k], table, activation);
            continue;
        }
        const __m256i past = _mm256_cmpgt_epi32(cells, last);
        const __m256i read = _mm256_andnot_si256(past, cells);
        // Lanes 0–3 and 4–7: (low, high) of each, then the lows and the highs in lane order.
        const __m256 first = _mm256_castsi256_ps(
            _mm256_i32gather_epi64((const long long *)pairs, _mm256_castsi256_si128(read), 8));
        const __m256 second = _mm256_castsi256_ps(
            _mm256_i32gather_epi64((const long long *)pairs, _mm256_extracti128_si256(read, 1), 8));
        const __m256 low = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(first, second, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 high = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(first, second, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 inside = _mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(high, low), _mm256_sub_ps(y, _mm256_cvtepi32_ps(cells))), low);
        const __m256 value = _mm256_blendv_ps(inside, one, _mm256_castsi256_ps(past));
        const __m256 below = activation == tanhActivation ? _mm256_xor_ps(value, sign) : _mm256_sub_ps(one, value);
        _mm256_storeu_ps(values + i, _mm256_blendv_ps(value, below, negative));
    }
    activateInPlace(values + i, count - i, table, activation);
}
