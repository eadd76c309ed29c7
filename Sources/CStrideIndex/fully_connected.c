// Tesseract's `FullyConnected::ForwardTimeStep(int, float *)` (src/lstm/fullyconnected.cpp), the
// activation a fully connected layer applies to each time step's outputs, for its tanh layers. The
// integer models' first layer is a convolution followed by 16 tanh outputs at every pixel position
// of a text line; Debian's build computes each tanh from `TanhTable` with a branch on the
// value's sign, which mispredicts half the time: 4.5% of a batch's CPU on SROIE receipts (`perf`).
// Here eight values are computed at once with AVX2's gathers reading the table, or four with SSE2
// where the processor has no AVX2.
//
// The library's tanh, as Debian's 5.3.0 compiles it (`objdump -d`), for a value x:
// - not below zero (NaN included): y = x·256 truncated to a 64-bit integer, whose low 32 bits are
//   the table index i; past 4094, 1; else (T[i+1] − T[i])·(y − i) + T[i];
// - below zero: the same of −x, negated, and −1 past the table.
// Lanes whose y is not below 2^31 (or NaN) take that same computation one at a time, so that even
// the library's quirks there (a huge y's low bits taken as the index) are kept. Other activations
// (logistic, softmax, clips) go to the library's own method, as does every call when the check at
// load finds an answer that differs: a layer laid out as 5.3.0's (`type_` at 0x8, `no_` at 0x1c)
// run by both over every table cell's edges, values past the table, infinities, NaN and subnormals.

#define _GNU_SOURCE
#include "CStrideIndex.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <immintrin.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#define FORWARD_TIME_STEP _ZN9tesseract14FullyConnected15ForwardTimeStepEiPf
#define TANH_TABLE _ZN9tesseract9TanhTableE

/// The fields of a layer this method reads, by their offsets in Tesseract 5.3.0.
enum { layerType = 0x8, layerOutputs = 0x1c };
/// `NetworkType::NT_TANH`.
enum { tanhType = 19 };
/// The table's last cell that has a next one, and its scale (`kTableSize` − 2, `kScaleFactor`).
enum { lastCell = 4094 };
static const float tableScale = 256.0f;

typedef void (*StepFunction)(void *, int, float *);

static struct {
    StepFunction forwardTimeStep;
    const float *tanhTable;
    /// Whether the processor has AVX2's gathers.
    bool gathers;
} library;

static bool checked = false, inPlace = false;

static inline int intAt(const void *object, size_t offset) {
    int value;
    memcpy(&value, (const char *)object + offset, sizeof value);
    return value;
}

/// The library's tanh of one value, computed as it computes it.
static inline float tanhOne(float x, const float *table) {
    const bool negative = x < 0.0f;
    const float y = (negative ? -x : x) * tableScale;
    const unsigned cell = (unsigned)_mm_cvttss_si64(_mm_set_ss(y));
    if (cell > lastCell) return negative ? -1.0f : 1.0f;
    const float low = table[cell], high = table[cell + 1];
    const float value = (high - low) * (y - (float)(int)cell) + low;
    return negative ? -value : value;
}

/// Four values at a time: the sign taken off and put back, the table read at each lane's cell.
static void tanhInPlace(float *values, int count, const float *table) {
    const __m128 sign = _mm_castsi128_ps(_mm_set1_epi32((int)0x80000000u));
    const __m128 one = _mm_set1_ps(1.0f);
    int i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m128 x = _mm_loadu_ps(values + i);
        const __m128 negative = _mm_and_ps(_mm_cmplt_ps(x, _mm_setzero_ps()), sign);
        const __m128 y = _mm_mul_ps(_mm_xor_ps(x, negative), _mm_set1_ps(tableScale));
        const __m128i cells = _mm_cvttps_epi32(y);
        int cell[4];
        _mm_storeu_si128((__m128i *)cell, cells);
        // y at or past 2^31, or NaN: INT_MIN, taken one at a time below.
        if (__builtin_expect((cell[0] | cell[1] | cell[2] | cell[3]) < 0, 0)) {
            for (int k = 0; k < 4; ++k) values[i + k] = tanhOne(values[i + k], table);
            continue;
        }
        const __m128i past = _mm_cmpgt_epi32(cells, _mm_set1_epi32(lastCell));
        int read[4];
        for (int k = 0; k < 4; ++k) read[k] = cell[k] > lastCell ? 0 : cell[k];
        const __m128 low = _mm_setr_ps(table[read[0]], table[read[1]], table[read[2]], table[read[3]]);
        const __m128 high = _mm_setr_ps(table[read[0] + 1], table[read[1] + 1], table[read[2] + 1], table[read[3] + 1]);
        const __m128 inside = _mm_add_ps(_mm_mul_ps(_mm_sub_ps(high, low), _mm_sub_ps(y, _mm_cvtepi32_ps(cells))), low);
        const __m128 pastAsFloat = _mm_castsi128_ps(past);
        const __m128 value = _mm_or_ps(_mm_and_ps(pastAsFloat, one), _mm_andnot_ps(pastAsFloat, inside));
        _mm_storeu_ps(values + i, _mm_xor_ps(value, negative));
    }
    for (; i < count; ++i) values[i] = tanhOne(values[i], table);
}

/// Eight values at a time where the processor gathers (AVX2): the same operations as
/// `tanhInPlace`'s, without fused multiply-adds (the target does not allow them).
__attribute__((target("avx2"))) static void tanhInPlaceGathering(float *values, int count, const float *table) {
    const __m256 sign = _mm256_castsi256_ps(_mm256_set1_epi32((int)0x80000000u));
    const __m256i last = _mm256_set1_epi32(lastCell);
    int i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256 x = _mm256_loadu_ps(values + i);
        const __m256 negative = _mm256_and_ps(_mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_LT_OQ), sign);
        const __m256 y = _mm256_mul_ps(_mm256_xor_ps(x, negative), _mm256_set1_ps(tableScale));
        const __m256i cells = _mm256_cvttps_epi32(y);
        if (__builtin_expect(_mm256_movemask_ps(_mm256_castsi256_ps(cells)) != 0, 0)) {
            for (int k = 0; k < 8; ++k) values[i + k] = tanhOne(values[i + k], table);
            continue;
        }
        const __m256i past = _mm256_cmpgt_epi32(cells, last);
        const __m256i read = _mm256_andnot_si256(past, cells);
        const __m256 low = _mm256_i32gather_ps(table, read, 4);
        const __m256 high = _mm256_i32gather_ps(table + 1, read, 4);
        const __m256 inside = _mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(high, low), _mm256_sub_ps(y, _mm256_cvtepi32_ps(cells))), low);
        const __m256 value = _mm256_blendv_ps(inside, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(past));
        _mm256_storeu_ps(values + i, _mm256_xor_ps(value, negative));
    }
    tanhInPlace(values + i, count - i, table);
}

KEPT void FORWARD_TIME_STEP(void *self, int t, float *outputs) {
    if (__builtin_expect(!inPlace || intAt(self, layerType) != tanhType, 0)) {
        library.forwardTimeStep(self, t, outputs);
        return;
    }
    if (library.gathers) {
        tanhInPlaceGathering(outputs, intAt(self, layerOutputs), library.tanhTable);
    } else {
        tanhInPlace(outputs, intAt(self, layerOutputs), library.tanhTable);
    }
}

/// The values the check runs both on: the edges of every table cell on both sides of zero (k/256
/// and the floats beside it), values past the table and far past it (where y passes 2^31 and
/// 2^32), infinities, NaN, zeros and subnormals, then a spread in [−20, 20] from a fixed sequence.
enum { checkedValues = 6 * (lastCell + 8) + 64 + 4096 };
static int fillCheckedValues(float *values, int *specialsStart) {
    int n = 0;
    for (int k = -(lastCell + 8); k < lastCell + 8; ++k) {
        const float edge = (float)k / tableScale;
        values[n++] = edge;
        values[n++] = __builtin_nextafterf(edge, 1e9f);
        values[n++] = __builtin_nextafterf(edge, -1e9f);
    }
    const float specials[] = {0.0f, -0.0f, 15.99f, 16.0f, -16.0f, 1e6f, -1e6f, 8388608.0f, -8388608.0f, 16777216.0f,
                              -16777216.0f, 16777218.0f, 33554436.0f, -33554436.0f, 1e12f, -1e12f, 3e38f, -3e38f,
                              __builtin_inff(), -__builtin_inff(), __builtin_nanf(""), -__builtin_nanf(""), 1e-40f,
                              -1e-40f, 1e-45f, -1e-45f};
    *specialsStart = n;
    for (size_t k = 0; k < sizeof specials / sizeof *specials; ++k) values[n++] = specials[k];
    fillSpread(values + n, checkedValues - n, 88675123u, 20.0f);
    return checkedValues;
}

int rv_tanh_disagreements(void) {
    if (library.forwardTimeStep == NULL || library.tanhTable == NULL) return -1;
    static float values[checkedValues], ours[checkedValues], theirs[checkedValues];
    int specials = 0;
    const int count = fillCheckedValues(values, &specials);
    _Alignas(16) unsigned char layer[0x40];
    memset(layer, 0, sizeof layer);
    const int type = tanhType;
    memcpy(layer + layerType, &type, sizeof type);
    const bool wasInPlace = inPlace;
    inPlace = true;
    const bool gathers = library.gathers;
    int differing = 0;
    // With and without gathers: the whole spread at once, then every length up to 20 (the blocks of
    // eight and four and their tails) from starts among the far values and NaN.
    for (int gathering = 0; gathering <= (int)gathers; ++gathering) {
        library.gathers = gathering;
        for (int start = -1; start < 60; ++start) {
            const int from = start < 0 ? 0 : specials - 8 + start % 30;
            const int length = start < 0 ? count : 1 + start % 20;
            memcpy(ours, values + from, (size_t)length * sizeof *values);
            memcpy(theirs, values + from, (size_t)length * sizeof *values);
            memcpy(layer + layerOutputs, &length, sizeof length);
            FORWARD_TIME_STEP(layer, 0, ours);
            library.forwardTimeStep(layer, 0, theirs);
            for (int k = 0; k < length; ++k) differing += memcmp(&ours[k], &theirs[k], sizeof(float)) != 0;
        }
    }
    library.gathers = gathers;
    inPlace = wasInPlace;
    return differing;
}

__attribute__((constructor)) static void checkTanhAgainstTheLibrary(void) {
    library.forwardTimeStep = (StepFunction)dlsym(RTLD_NEXT, NAME(FORWARD_TIME_STEP));
    library.tanhTable = (const float *)dlsym(RTLD_DEFAULT, NAME(TANH_TABLE));
    library.gathers = __builtin_cpu_supports("avx2");
    checked = rv_tanh_disagreements() == 0;
    inPlace = checked;
}

KEPT int rv_tanh_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(FORWARD_TIME_STEP)) == (void *)FORWARD_TIME_STEP;
}

void rv_tanh_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
