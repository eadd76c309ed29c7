// Eight target pixels' four source neighbours, fetched and weighed at once (AVX2): what rotate.c
// and projective.c share. Leptonica's area-mapped rotation and its linear interpolation both weigh
// pixel (xp, yp), its right neighbour, the one below and the one below right by the sixteenths
// xf = 16ths past xp, yf = 16ths past yp:
//     (16 - xf)(16 - yf) v00 + xf (16 - yf) v01 + (16 - xf) yf v10 + xf yf v11
// (they differ in rounding: the caller adds its own half or not before dividing by 256).
#pragma once

#include <immintrin.h>
#include <stdint.h>

/// Lanes whose fetch would read past the image: `neighbourSums` reads the 32-bit word holding
/// pixel xp and the next, on line yp and the line below; on the image's last line the next word may
/// lie past its end. The caller computes such lanes one at a time.
__attribute__((target("avx2")))
static inline __m256i fetchPassesTheEnd(__m256i xp, __m256i yp, int height, int sourceWords) {
    const __m256i word = _mm256_srli_epi32(xp, 2);
    const __m256i onLastLine = _mm256_cmpgt_epi32(_mm256_add_epi32(yp, _mm256_set1_epi32(2)), _mm256_set1_epi32(height - 1));
    return _mm256_and_si256(onLastLine, _mm256_cmpgt_epi32(_mm256_add_epi32(word, _mm256_set1_epi32(1)),
                                                           _mm256_set1_epi32(sourceWords - 1)));
}

/// The weighed sums of eight pixels' neighbours (each pixel's xp + 1 and yp + 1 inside the image,
/// and no lane in `fetchPassesTheEnd`). `source`: Leptonica 8-bit lines of `sourceWords` words.
__attribute__((target("avx2")))
static inline __m256i neighbourSums(const uint8_t *source, int sourceWords, __m256i xp, __m256i yp, __m256i xf, __m256i yf) {
    const __m256i toPixelOrder = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
                                                  3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    const __m256i evenHalves = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    const __m256i low = _mm256_set1_epi32(0xff), second = _mm256_set1_epi32(0xff00), sixteen = _mm256_set1_epi32(16);
    const long long *above = (const long long *)source, *below = (const long long *)(source + 4 * sourceWords);
    const __m256i offset = _mm256_add_epi32(_mm256_mullo_epi32(yp, _mm256_set1_epi32(sourceWords)), _mm256_srli_epi32(xp, 2));
    const __m128i first = _mm256_castsi256_si128(offset), last = _mm256_extracti128_si256(offset, 1);
    // Each line's pixels xp, xp + 1 at the low bytes of a 64-bit lane: the two words in pixel order,
    // shifted by xp's place in its word.
    const __m256i shift = _mm256_slli_epi32(_mm256_and_si256(xp, _mm256_set1_epi32(3)), 3);
    const __m256i shiftFirst = _mm256_cvtepu32_epi64(_mm256_castsi256_si128(shift));
    const __m256i shiftLast = _mm256_cvtepu32_epi64(_mm256_extracti128_si256(shift, 1));
#define PAIRS(base, indices, shifts) \
    _mm256_srlv_epi64(_mm256_shuffle_epi8(_mm256_i32gather_epi64(base, indices, 4), toPixelOrder), shifts)
#define LOW_HALVES(a, b) \
    _mm256_permute2x128_si256(_mm256_permutevar8x32_epi32(a, evenHalves), _mm256_permutevar8x32_epi32(b, evenHalves), 0x20)
    const __m256i top = LOW_HALVES(PAIRS(above, first, shiftFirst), PAIRS(above, last, shiftLast));
    const __m256i bottom = LOW_HALVES(PAIRS(below, first, shiftFirst), PAIRS(below, last, shiftLast));
#undef PAIRS
#undef LOW_HALVES
    // [v0, v1] as two 16-bit halves, weighed by [16 - xf, xf], then the two lines by [16 - yf, yf].
    const __m256i topPair = _mm256_or_si256(_mm256_and_si256(top, low), _mm256_slli_epi32(_mm256_and_si256(top, second), 8));
    const __m256i bottomPair = _mm256_or_si256(_mm256_and_si256(bottom, low), _mm256_slli_epi32(_mm256_and_si256(bottom, second), 8));
    const __m256i xWeights = _mm256_or_si256(_mm256_sub_epi32(sixteen, xf), _mm256_slli_epi32(xf, 16));
    const __m256i yWeights = _mm256_or_si256(_mm256_sub_epi32(sixteen, yf), _mm256_slli_epi32(yf, 16));
    const __m256i lines = _mm256_or_si256(_mm256_madd_epi16(topPair, xWeights),
                                          _mm256_slli_epi32(_mm256_madd_epi16(bottomPair, xWeights), 16));
    return _mm256_madd_epi16(lines, yWeights);
}

/// Eight values (0–255 in 32-bit lanes) to target bytes j..j + 7, j a multiple of 8: two whole words
/// in Leptonica's order.
__attribute__((target("avx2")))
static inline void storeEight(uint8_t *line, int j, __m256i values) {
    const __m128i toLeptonicaOrder = _mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i bytes = _mm_packus_epi32(_mm256_castsi256_si128(values), _mm256_extracti128_si256(values, 1));
    bytes = _mm_shuffle_epi8(_mm_packus_epi16(bytes, bytes), toLeptonicaOrder);
    _mm_storel_epi64((__m128i *)(line + j), bytes);
}
