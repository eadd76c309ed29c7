// The table activations of activations.h, checked against the library's own at load: tanh against a
// tanh layer's `FullyConnected::ForwardTimeStep`, the logistic against `FuncInplace<FFunc>`, both
// exported by libtesseract, over every table cell's edges, values past the table and far past it,
// infinities, NaN, zeros and subnormals, with gathers and without. fully_connected.c and
// lstm_gates.c compute activations here only when every value was the same bit for bit.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "activations.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// The fields of a fully connected layer the library's `ForwardTimeStep` reads, by their offsets in
/// Tesseract 5.3.0, and its `NetworkType::NT_TANH`.
enum { layerType = 0x8, layerOutputs = 0x1c, tanhLayerType = 19 };

static struct {
    const float *tanhTable, *logisticTable;
    void (*tanhLayerStep)(void *, int, float *);
    void (*logistic)(int, float *);
    bool gathers;
} library;

/// -1 until the check has run, then whether every value was the same.
static int agreed = -1;

/// Each table's cells as pairs of neighbours, for the gathers (activations.h).
static uint64_t tanhPairs[lastTableCell + 2], logisticPairs[lastTableCell + 2];

static void pairUp(uint64_t *pairs, const float *table) {
    for (int cell = 0; cell <= lastTableCell; ++cell) {
        uint32_t low, high;
        memcpy(&low, &table[cell], sizeof low);
        memcpy(&high, &table[cell + 1], sizeof high);
        pairs[cell] = (uint64_t)high << 32 | low;
    }
}

static void findTheLibrarys(void) {
    if (library.tanhTable) return;
    library.tanhTable = (const float *)dlsym(RTLD_DEFAULT, "_ZN9tesseract9TanhTableE");
    library.logisticTable = (const float *)dlsym(RTLD_DEFAULT, "_ZN9tesseract13LogisticTableE");
    if (library.tanhTable) pairUp(tanhPairs, library.tanhTable);
    if (library.logisticTable) pairUp(logisticPairs, library.logisticTable);
    library.tanhLayerStep = (void (*)(void *, int, float *))dlsym(RTLD_NEXT, "_ZN9tesseract14FullyConnected15ForwardTimeStepEiPf");
    library.logistic = (void (*)(int, float *))dlsym(RTLD_DEFAULT, "_ZN9tesseract11FuncInplaceINS_5FFuncEEEviPf");
    library.gathers = __builtin_cpu_supports("avx2");
}

static void activate(float *values, int count, Activation activation, bool gathering) {
    const bool tanh = activation == tanhActivation;
    const float *table = tanh ? library.tanhTable : library.logisticTable;
    if (gathering) {
        activateInPlaceGathering(values, count, table, tanh ? tanhPairs : logisticPairs, activation);
    } else {
        activateInPlace(values, count, table, activation);
    }
}

void rvActivate(float *values, int count, Activation activation) { activate(values, count, activation, library.gathers); }

/// The values the check runs on: the edges of every table cell on both sides of zero (k/256 and the
/// floats beside it), values past the table and far past it (where y passes 2^31 and 2^32),
/// infinities, NaN, zeros and subnormals, then a spread in [−20, 20] from a fixed sequence.
enum { checkedValues = 6 * (lastTableCell + 8) + 64 + 4096 };
static int fillCheckedValues(float *values, int *specialsStart) {
    int n = 0;
    for (int k = -(lastTableCell + 8); k < lastTableCell + 8; ++k) {
        const float edge = (float)k / activationScale;
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

/// The library's activation of `values`: a tanh layer of `count` outputs run on them, or its
/// logistic.
static void librarysActivation(float *values, int count, Activation activation) {
    if (activation == logisticActivation) {
        library.logistic(count, values);
        return;
    }
    _Alignas(16) unsigned char layer[0x40];
    memset(layer, 0, sizeof layer);
    const int type = tanhLayerType;
    memcpy(layer + layerType, &type, sizeof type);
    memcpy(layer + layerOutputs, &count, sizeof count);
    library.tanhLayerStep(layer, 0, values);
}

int rv_activation_disagreements(void) {
    findTheLibrarys();
    if (!library.tanhTable || !library.logisticTable || !library.tanhLayerStep || !library.logistic) return -1;
    // On the heap, not shared: a test may run this while the process reads pages.
    float *values = malloc(3 * sizeof(float) * checkedValues);
    if (values == NULL) return -1;
    float *ours = values + checkedValues, *theirs = ours + checkedValues;
    int specials = 0;
    const int count = fillCheckedValues(values, &specials);
    int differing = 0;
    // Both activations, with gathers and without: the whole spread at once, then every length up to
    // 20 (the blocks of eight and four and their tails) from starts among the far values and NaN.
    for (int activation = tanhActivation; activation <= logisticActivation; ++activation) {
        for (int gathering = 0; gathering <= (int)library.gathers; ++gathering) {
            for (int start = -1; start < 60; ++start) {
                const int from = start < 0 ? 0 : specials - 8 + start % 30;
                const int length = start < 0 ? count : 1 + start % 20;
                memcpy(ours, values + from, (size_t)length * sizeof *values);
                memcpy(theirs, values + from, (size_t)length * sizeof *values);
                activate(ours, length, (Activation)activation, gathering);
                librarysActivation(theirs, length, (Activation)activation);
                for (int k = 0; k < length; ++k) differing += memcmp(&ours[k], &theirs[k], sizeof(float)) != 0;
            }
        }
    }
    free(values);
    return differing;
}

bool rvActivationsAgree(void) {
    if (agreed < 0) agreed = rv_activation_disagreements() == 0;
    return agreed;
}
