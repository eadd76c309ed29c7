// Two of Tesseract's `NetworkIO` methods (src/lstm/networkio.cpp) on the integer models' tensors,
// in SSE2 instead of one element at a time:
//
// - `WriteTimeStepPart`, which every LSTM and fully connected layer calls for every time step to
//   store its float outputs as int8: each value times 127, rounded half away from zero, clipped to
//   ±127. Debian's build does this with a branch on each value's sign, which mispredicts half the
//   time: 6.5% of a batch's CPU on SROIE receipts (`perf record`), more than the first convolution.
// - `MaxpoolTimeStep`, the maxpool layer's running maximum over the time steps it pools, with the
//   step each maximum came from: 2.6%.
//
// Both give the library's answer bit for bit, including its edges: a value whose product is not a
// number or is out of int's range truncates to INT_MIN (x86's `cvttss2si`), which the clip makes
// −127. The library's methods handle the float tensors (the "best" models) and anything this file
// does not recognise: a tensor is read only when its row array's `index` is the library's own, as
// the library itself tests. The tensor's fields are at the offsets of Tesseract 4.0 to 5.5
// (`objdump -d` of Debian's 5.3.0: `f_` at 0x0 and `i_` at 0x20, each a vtable, an array, a flag
// and two dimensions; `int_mode_` at 0x40). At load, both methods are run beside the library's on
// tensors laid out so, over every value class above and every length up to 40 (the SSE2 blocks and
// their tails); if one answer differs, every call goes to the library's.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <emmintrin.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define WRITE_TIME_STEP_PART _ZN9tesseract9NetworkIO17WriteTimeStepPartEiiiPKf
#define WRITE_TIME_STEP _ZN9tesseract9NetworkIO13WriteTimeStepEiPKf
#define MAXPOOL_TIME_STEP _ZN9tesseract9NetworkIO15MaxpoolTimeStepEiRKS0_iPi
#define INT8_ARRAY_INDEX _ZNK9tesseract16GENERIC_2D_ARRAYIaE5indexEii

typedef void (*WritePartFunction)(Tensor *, int, int, int, const float *);
typedef void (*MaxpoolFunction)(Tensor *, int, const Tensor *, int, int *);

/// The library's own methods, and its `GENERIC_2D_ARRAY<int8_t>::index`.
static struct {
    WritePartFunction writeTimeStepPart;
    MaxpoolFunction maxpoolTimeStep;
    const void *int8Index;
} library;

/// Whether the check at load passed, and whether the methods run here (unless a test asked for the
/// library's).
static bool checked = false, inPlace = false;

const void *rvInt8RowIndex(void) { return checked ? library.int8Index : NULL; }

/// One value as the library stores it: x·127 rounded half away from zero (in float, as the library
/// computes it), truncated as `cvttss2si` truncates, clipped to ±127.
static inline int8_t quantized(float value) {
    const float x = value * 127.0f;
    int rounded;
    if (x >= 0.0f) {
        rounded = _mm_cvtt_ss2si(_mm_set_ss(x + 0.5f));
    } else {
        rounded = (int)(0u - (unsigned)_mm_cvtt_ss2si(_mm_set_ss(0.5f - x)));
    }
    return (int8_t)(rounded > 127 ? 127 : rounded < -127 ? -127 : rounded);
}

/// Four values as `quantized` gives them, as int32: both roundings computed, the sign choosing.
static inline __m128i quantizedFour(__m128 values) {
    const __m128 half = _mm_set1_ps(0.5f);
    const __m128 x = _mm_mul_ps(values, _mm_set1_ps(127.0f));
    const __m128i nonNegative = _mm_castps_si128(_mm_cmpge_ps(x, _mm_setzero_ps()));  // false for NaN, as the library's test
    const __m128i up = _mm_cvttps_epi32(_mm_add_ps(x, half));
    const __m128i down = _mm_sub_epi32(_mm_setzero_si128(), _mm_cvttps_epi32(_mm_sub_ps(half, x)));
    return _mm_or_si128(_mm_and_si128(nonNegative, up), _mm_andnot_si128(nonNegative, down));
}

/// Eight values as int16 clipped to ±127: the saturating pack keeps INT_MIN below −127 and large
/// values above 127, so the clip after it is the library's clip before the cast.
static inline __m128i quantizedEight(const float *values) {
    const __m128i packed = _mm_packs_epi32(quantizedFour(_mm_loadu_ps(values)), quantizedFour(_mm_loadu_ps(values + 4)));
    return _mm_max_epi16(_mm_min_epi16(packed, _mm_set1_epi16(127)), _mm_set1_epi16(-127));
}

static void quantizeRow(int8_t *line, const float *input, int count) {
    int i = 0;
    for (; i + 16 <= count; i += 16) {
        _mm_storeu_si128((__m128i *)(line + i), _mm_packs_epi16(quantizedEight(input + i), quantizedEight(input + i + 8)));
    }
    for (; i + 8 <= count; i += 8) {
        _mm_storel_epi64((__m128i *)(line + i), _mm_packs_epi16(quantizedEight(input + i), _mm_setzero_si128()));
    }
    for (; i < count; ++i) line[i] = quantized(input[i]);
}

KEPT void WRITE_TIME_STEP_PART(Tensor *self, int t, int offset, int count, const float *input) {
    if (__builtin_expect(!inPlace || !self->intMode, 0)) {
        library.writeTimeStepPart(self, t, offset, count, input);
        return;
    }
    quantizeRow(int8Row(self, t, offset), input, count);
}

/// `WriteTimeStep`: the whole row, which the library's passes on to `WriteTimeStepPart`.
KEPT void WRITE_TIME_STEP(Tensor *self, int t, const float *input) {
    WRITE_TIME_STEP_PART(self, t, 0, self->intMode ? self->i.dim2 : self->f.dim2, input);
}

static void maxpoolRow(int8_t *destination, const int8_t *from, int count, int sourceT, int *maxima);

KEPT void MAXPOOL_TIME_STEP(Tensor *self, int destinationT, const Tensor *source, int sourceT, int *maxima) {
    if (__builtin_expect(!inPlace || !self->intMode || !source->intMode || source->i.vtable[indexSlot] != library.int8Index,
                         0)) {
        library.maxpoolTimeStep(self, destinationT, source, sourceT, maxima);
        return;
    }
    maxpoolRow(int8Row(self, destinationT, 0), int8Row(source, sourceT, 0), self->i.dim2, sourceT, maxima);
}

/// `MaxpoolTimeStep`'s loop: each of `count` values of `from` above `destination`'s taken, with
/// `sourceT` as the step it came from.
static void maxpoolRow(int8_t *destination, const int8_t *from, int count, int sourceT, int *maxima) {
    int i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m128i current = _mm_loadu_si128((const __m128i *)(destination + i));
        const __m128i candidate = _mm_loadu_si128((const __m128i *)(from + i));
        const __m128i greater = _mm_cmpgt_epi8(candidate, current);
        unsigned bits = (unsigned)_mm_movemask_epi8(greater);
        if (bits == 0) continue;
        _mm_storeu_si128((__m128i *)(destination + i),
                         _mm_or_si128(_mm_and_si128(greater, candidate), _mm_andnot_si128(greater, current)));
        for (; bits != 0; bits &= bits - 1) maxima[i + __builtin_ctz(bits)] = sourceT;
    }
    for (; i < count; ++i) {
        if (destination[i] < from[i]) {
            destination[i] = from[i];
            maxima[i] = sourceT;
        }
    }
}

// The check at load.

/// A tensor of `rows` int8 rows of `width` over `storage`, whose array answers `index` with the
/// library's own (the vtable holds nothing else these methods call).
static Tensor int8Tensor(int8_t *storage, int rows, int width, const void **vtable) {
    Tensor tensor;
    memset(&tensor, 0, sizeof tensor);
    tensor.i.vtable = (const void *const *)vtable;
    tensor.i.array = storage;
    tensor.i.dim1 = rows;
    tensor.i.dim2 = width;
    tensor.i.size = rows * width;
    tensor.intMode = true;
    return tensor;
}

/// The values the quantisation is checked on: zeros, both roundings' edges (x·127 at k ± 0.5 and
/// the floats beside them), the clip's edges, values out of int's range, infinities, NaN,
/// subnormals, then a spread in [−1.5, 1.5] from a fixed sequence.
enum { checkedValues = 512 };
static void fillCheckedValues(float *values) {
    int n = 0;
    const float specials[] = {0.0f, -0.0f, 1.0f, -1.0f, 127.0f / 127.0f, 1.0039370f, -1.0039370f, 2.0f, -2.0f,
                              1e9f, -1e9f, 3e38f, -3e38f, __builtin_inff(), -__builtin_inff(), __builtin_nanf(""),
                              -__builtin_nanf(""), 1e-40f, -1e-40f, 1e-45f};
    for (size_t k = 0; k < sizeof specials / sizeof *specials; ++k) values[n++] = specials[k];
    for (int k = -130; k <= 130 && n + 3 <= checkedValues - 64; k += 5) {
        const float edge = ((float)k + 0.5f) / 127.0f;
        values[n++] = edge;
        values[n++] = __builtin_nextafterf(edge, 10.0f);
        values[n++] = __builtin_nextafterf(edge, -10.0f);
    }
    fillSpread(values + n, checkedValues - n, 2463534242u, 1.5f);
}

/// How many bytes or steps of these methods' answers differ from the library's on tensors laid out
/// as Tesseract 5.3.0's, or -1 when the library's methods cannot be found.
int rv_network_io_disagreements(void) {
    if (library.writeTimeStepPart == NULL || library.maxpoolTimeStep == NULL || library.int8Index == NULL) return -1;
    const void *vtable[8] = {NULL, NULL, NULL, library.int8Index, NULL, NULL, NULL, NULL};
    enum { rows = 3, width = checkedValues };
    // On the heap, not shared: a test may run this while the process reads pages.
    float *values = malloc(2 * sizeof(float) * checkedValues);
    int8_t *ours = malloc(4 * rows * width);
    int *steps = malloc(2 * sizeof(int) * width);
    if (values == NULL || ours == NULL || steps == NULL) {
        free(values);
        free(ours);
        free(steps);
        return -1;
    }
    float *turned = values + checkedValues;
    int8_t *theirs = ours + rows * width, *poolOurs = theirs + rows * width, *poolTheirs = poolOurs + width;
    int *stepsOurs = steps, *stepsTheirs = steps + width;
    fillCheckedValues(values);
    int count = 0;
    Tensor oursTensor = int8Tensor(ours, rows, width, vtable), theirsTensor = int8Tensor(theirs, rows, width, vtable);
    // Every length up to 40 at every offset up to 17, then whole rows.
    for (int length = 0; length <= 40; ++length) {
        for (int offset = 0; offset <= 17; ++offset) {
            memset(ours, 0x55, rows * width);
            memset(theirs, 0x55, rows * width);
            const float *input = values + (length * 7 + offset * 3) % (checkedValues - 40);
            quantizeRow(int8Row(&oursTensor, 1, offset), input, length);
            library.writeTimeStepPart(&theirsTensor, 1, offset, length, input);
            count += memcmp(ours, theirs, rows * width) != 0;
        }
    }
    // Each row the values turned by a different amount, so that the rows pooled below differ (and,
    // int8 being coarse, are often equal too).
    for (int t = 0; t < rows; ++t) {
        for (int k = 0; k < width; ++k) turned[k] = values[(k + t * 97) % width];
        quantizeRow(int8Row(&oursTensor, t, 0), turned, width);
        library.writeTimeStepPart(&theirsTensor, t, 0, width, turned);
    }
    for (int k = 0; k < rows * width; ++k) count += ours[k] != theirs[k];
    // The maxpool over those rows: every width up to 40, then whole rows, from a pooled row
    // that starts at the first and takes the others in turn.
    Tensor source = int8Tensor(ours, rows, width, vtable);
    for (int poolWidth = 1; poolWidth <= width; poolWidth = poolWidth < 40 ? poolWidth + 1 : width) {
        Tensor destinationTheirs = int8Tensor(poolTheirs, 1, poolWidth, vtable);
        source.i.dim2 = poolWidth;
        memcpy(poolOurs, ours, (size_t)poolWidth);
        memcpy(poolTheirs, ours, (size_t)poolWidth);
        memset(steps, 0, 2 * sizeof(int) * width);
        for (int t = 1; t < rows; ++t) {
            maxpoolRow(poolOurs, int8Row(&source, t, 0), poolWidth, t, stepsOurs);
            library.maxpoolTimeStep(&destinationTheirs, 0, &source, t, stepsTheirs);
        }
        count += memcmp(poolOurs, poolTheirs, (size_t)poolWidth) != 0
            || memcmp(stepsOurs, stepsTheirs, sizeof(int) * width) != 0;
        if (poolWidth == width) break;
    }
    free(values);
    free(ours);
    free(steps);
    return count;
}

void checkNetworkIOAgainstTheLibrary(void) {
    library.writeTimeStepPart = (WritePartFunction)dlsym(RTLD_NEXT, NAME(WRITE_TIME_STEP_PART));
    library.maxpoolTimeStep = (MaxpoolFunction)dlsym(RTLD_NEXT, NAME(MAXPOOL_TIME_STEP));
    library.int8Index = dlsym(RTLD_DEFAULT, NAME(INT8_ARRAY_INDEX));
    checked = rv_network_io_disagreements() == 0;
    inPlace = checked;
}

KEPT int rv_network_io_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(WRITE_TIME_STEP_PART)) == (void *)WRITE_TIME_STEP_PART
        && dlsym(RTLD_DEFAULT, NAME(MAXPOOL_TIME_STEP)) == (void *)MAXPOOL_TIME_STEP;
}

void rv_network_io_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
