// Tesseract's `Convolve::Forward` (src/lstm/convolve.cpp), the LSTM's first layer: for every
// position of its input it stacks the (2·half_x + 1) × (2·half_y + 1) neighbours' features into
// one output time step, moving a `StrideMap::Index` a dozen times per position. Even inlined
// (stride_index.c), each move is a call from libtesseract through the PLT: `AddOffset` alone was
// still 6–7% of a batch's CPU. Defined here, the moves are a comparison with the image's last row and
// column; a neighbour's int8 features are copied here too (`CopyTimeStepGeneral`'s memcpy, through
// the PLT for every neighbour: 1.9% of the CPU), and the rest — resizing the output, copying float
// features, filling positions off the image from the network's randomizer — is left to the
// library's own exported methods, called in the same order with the same arguments (the
// randomizer's sequence, and so every reading, stays the same).
//
// The function reads the layer's and the tensors' fields, whose offsets are those of Tesseract 5.3.0
// (`objdump -d` of Debian's libtesseract 5.3.0: `Network::ni_` at 0x18, `no_` at 0x1c, `randomizer_`
// at 0x58, `Convolve::half_x_` / `half_y_` at 0x60 / 0x64; `NetworkIO::int_mode_` at 0x40 and its
// `StrideMap` at 0x48). It runs only when the library says it is 5.3.0 and a layer the library's own
// constructor builds has those fields where this file expects them; otherwise every call goes to the
// library's `Convolve::Forward`.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define CONVOLVE_FORWARD _ZN9tesseract8Convolve7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_

/// The fields of a layer and of a tensor this function reads, by their offsets in Tesseract 5.3.0.
enum {
    networkInputs = 0x18, networkOutputs = 0x1c, networkRandomizer = 0x58,
    convolveHalfX = 0x60, convolveHalfY = 0x64, convolveSize = 0x68,
    tensorIntMode = 0x40, tensorStrideMap = 0x48,
};



typedef void (*ForwardFunction)(void *, bool, const void *, const void *, void *, void *);
/// The library's own `Convolve::Forward`.
static ForwardFunction library = NULL;
/// Whether the check at load passed, and whether `Convolve::Forward` runs here (it does when the
/// check passed, unless a test asked for the library's).
static bool checked = false, inPlace = false;

KEPT void CONVOLVE_FORWARD(void *self, bool debug, const void *input, const void *transposed, void *scratch,
                           void *output) {
    if (__builtin_expect(!inPlace, 0)) {
        if (library) library(self, debug, input, transposed, scratch, output);
        return;
    }
    const int inputs = intAt(self, networkInputs), halfX = intAt(self, convolveHalfX), halfY = intAt(self, convolveHalfY);
    void *randomizer = pointerAt(self, networkRandomizer);
    const bool intMode = *((const char *)input + tensorIntMode) != 0;
    // A neighbour's int8 features are copied here, as `CopyTimeStepGeneral` copies them, when the
    // tensors are laid out as network_io.c found them at load and the input's rows are plain arrays.
    const void *int8Index = rvInt8RowIndex();
    const bool copiesHere = intMode && int8Index != NULL && ((const Tensor *)input)->i.vtable[indexSlot] == int8Index;
    rvResizeToMap(output, intMode, (const StrideMap *)((const char *)input + tensorStrideMap), intAt(self, networkOutputs));
    const StrideMap *map = (const StrideMap *)((const char *)output + tensorStrideMap);
    const int yScale = 2 * halfY + 1;
    StrideIndex destination = {map, 0, {0, 0, 0}};
    do {
        const int t = destination.t;
        const int batch = destination.indices[batchDimension];
        const int y = destination.indices[heightDimension], x = destination.indices[widthDimension];
        // The destination is a valid position of the map, so a neighbour is too when its own
        // coordinate is within the image's (`AddOffset`'s test, the other coordinates unchanged).
        const int lastY = lastIndex(&map->heights, map->shape[heightDimension], (size_t)batch);
        const int lastX = lastIndex(&map->widths, map->shape[widthDimension], (size_t)batch);
        int outX = 0;
        for (int dx = -halfX; dx <= halfX; ++dx, outX += yScale * inputs) {
            const int nx = x + dx;
            if (nx < 0 || nx > lastX) {
                rvRandomize(output, t, outX, yScale * inputs, randomizer);
                continue;
            }
            int outY = outX;
            for (int dy = -halfY; dy <= halfY; ++dy, outY += inputs) {
                const int ny = y + dy;
                if (ny < 0 || ny > lastY) {
                    rvRandomize(output, t, outY, inputs, randomizer);
                } else if (copiesHere) {
                    int8_t *to = int8Row(output, t, outY);
                    const int8_t *from = int8Row(input, offsetAt(map, batch, ny, nx), 0);
                    // The first layer's input is one grey value a pixel: no call to memcpy for one byte.
                    if (inputs == 1) {
                        *to = *from;
                    } else {
                        memcpy(to, from, (size_t)inputs);
                    }
                } else {
                    rvCopyTimeStepGeneral(output, t, outY, inputs, input, offsetAt(map, batch, ny, nx), 0);
                }
            }
        }
    } while (increment(&destination));
    if (debug) rvDisplayForward(self, output);
}

/// libstdc++'s `std::string` holding a short name in its own buffer.
typedef struct { char *data; size_t length; char buffer[16]; } ShortString;

/// Whether the library's constructor puts a layer's fields where this file reads them.
static bool layoutMatches(void) {
    _Alignas(16) unsigned char room[512];
    memset(room, 0, sizeof room);
    ShortString name;
    memset(&name, 0, sizeof name);
    name.data = name.buffer;
    name.length = 4;
    memcpy(name.buffer, "conv", 5);
    const int inputs = 3, halfX = 1, halfY = 2;
    rvConvolveConstruct(room, &name, inputs, halfX, halfY);
    bool matches = intAt(room, networkInputs) == inputs
        && intAt(room, networkOutputs) == inputs * (2 * halfX + 1) * (2 * halfY + 1)
        && intAt(room, convolveHalfX) == halfX && intAt(room, convolveHalfY) == halfY
        && pointerAt(room, networkRandomizer) == NULL;
    // Nothing of the layer lies past its size.
    for (size_t i = convolveSize; matches && i < sizeof room; ++i) matches = room[i] == 0;
    static int marker;
    rvSetRandomizer(room, &marker);
    matches = matches && pointerAt(room, networkRandomizer) == &marker;
    rvSetRandomizer(room, NULL);
    rvConvolveDestroy(room);
    return matches;
}

void checkConvolveAgainstTheLibrary(void) {
    library = (ForwardFunction)dlsym(RTLD_NEXT, NAME(CONVOLVE_FORWARD));
    const char *version = rvTessVersion != NULL ? rvTessVersion() : NULL;
    checked = library != NULL && version != NULL && strcmp(version, "5.3.0") == 0 && rvResizeToMap != NULL
        && rvRandomize != NULL && rvCopyTimeStepGeneral != NULL && rvDisplayForward != NULL && rvSetRandomizer != NULL
        && rvConvolveConstruct != NULL && rvConvolveDestroy != NULL && layoutMatches();
    inPlace = checked;
}

KEPT int rv_convolve_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(CONVOLVE_FORWARD)) == (void *)CONVOLVE_FORWARD;
}

void rv_convolve_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
