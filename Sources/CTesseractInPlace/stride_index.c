// Tesseract's LSTM steps through its tensors with `StrideMap::Index` (src/lstm/stridemap.h): a
// position [batch][y][x] and its offset `t` in the array beneath. Its methods are a few lines each,
// but Debian's libtesseract calls every one of them through the PLT — `AddOffset` calls
// `SetTFromIndices` and `IsValid`, which calls `MaxIndexOfDim` three times — so nothing is inlined.
// `perf record` over dev's scans and photos put the five at 12% of a batch's CPU (`MaxIndexOfDim`
// 4.8%, `SetTFromIndices` 3.8%, `IsValid` 2.1%, `AddOffset` 1.0%, the PLT 0.6%): more than the
// LSTM's own arithmetic with the integer models.
//
// This file defines the eight methods with the same semantics, each inlining the others, and the
// program exports them, so that the dynamic linker binds libtesseract's calls here (`LD_DEBUG=bindings`),
// as it does libgomp's entry points (serial_openmp.c). The linkers export a definition that a shared
// library in the link defines too even unasked; the target's linker settings ask
// (`--export-dynamic-symbol`) so that it does not rest on that. The struct layouts below are Tesseract's (4.0 to 5.5) and libstdc++'s
// `std::vector`; they are not trusted blindly: at load, before any reading, the library's own
// `SetStride` builds maps whose fields must sit where these structs say, and the library's own
// methods must agree with these on every position in and around them. If anything differs (another
// Tesseract), every call is handed to the library's own method, and `receiptvault doctor` says so.

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

// The mangled names of the methods, in the order of `Method`.
#define MAX_INDEX_OF_DIM _ZNK9tesseract9StrideMap5Index13MaxIndexOfDimENS_14FlexDimensionsE
#define IS_VALID _ZNK9tesseract9StrideMap5Index7IsValidEv
#define IS_LAST _ZNK9tesseract9StrideMap5Index6IsLastENS_14FlexDimensionsE
#define SET_T_FROM_INDICES _ZN9tesseract9StrideMap5Index15SetTFromIndicesEv
#define ADD_OFFSET _ZN9tesseract9StrideMap5Index9AddOffsetEiNS_14FlexDimensionsE
#define INCREMENT _ZN9tesseract9StrideMap5Index9IncrementEv
#define DECREMENT _ZN9tesseract9StrideMap5Index9DecrementEv
#define INIT_TO_LAST_OF_BATCH _ZN9tesseract9StrideMap5Index17InitToLastOfBatchEi

/// The library's own methods, for the check at load and for calls when it fails.
static struct {
    int (*maxIndexOfDim)(const StrideIndex *, int);
    bool (*isValid)(const StrideIndex *);
    bool (*isLast)(const StrideIndex *, int);
    void (*setTFromIndices)(StrideIndex *);
    bool (*addOffset)(StrideIndex *, int, int);
    bool (*increment)(StrideIndex *);
    bool (*decrement)(StrideIndex *);
    void (*initToLastOfBatch)(StrideIndex *, int);
} library;

/// Whether the methods below run here; false until the check at load has passed.
static bool inPlace = false;

// MARK: - The exported definitions libtesseract binds to

KEPT int MAX_INDEX_OF_DIM(const StrideIndex *index, int dimension) {
    if (__builtin_expect(!inPlace, 0) && library.maxIndexOfDim) return library.maxIndexOfDim(index, dimension);
    return maxIndexOfDim(index, dimension);
}

KEPT bool IS_VALID(const StrideIndex *index) {
    if (__builtin_expect(!inPlace, 0) && library.isValid) return library.isValid(index);
    return isValid(index);
}

KEPT bool IS_LAST(const StrideIndex *index, int dimension) {
    if (__builtin_expect(!inPlace, 0) && library.isLast) return library.isLast(index, dimension);
    return isLast(index, dimension);
}

KEPT void SET_T_FROM_INDICES(StrideIndex *index) {
    if (__builtin_expect(!inPlace, 0) && library.setTFromIndices) {
        library.setTFromIndices(index);
        return;
    }
    setTFromIndices(index);
}

KEPT bool ADD_OFFSET(StrideIndex *index, int offset, int dimension) {
    if (__builtin_expect(!inPlace, 0) && library.addOffset) return library.addOffset(index, offset, dimension);
    return addOffset(index, offset, dimension);
}

KEPT bool INCREMENT(StrideIndex *index) {
    if (__builtin_expect(!inPlace, 0) && library.increment) return library.increment(index);
    return increment(index);
}

KEPT bool DECREMENT(StrideIndex *index) {
    if (__builtin_expect(!inPlace, 0) && library.decrement) return library.decrement(index);
    return decrement(index);
}

KEPT void INIT_TO_LAST_OF_BATCH(StrideIndex *index, int batch) {
    if (__builtin_expect(!inPlace, 0) && library.initToLastOfBatch) {
        library.initToLastOfBatch(index, batch);
        return;
    }
    initToLastOfBatch(index, batch);
}

// MARK: - The check against the library

/// libstdc++'s `std::vector<std::pair<int, int>>`, as `StrideMap::SetStride` takes it.
typedef struct { int height, width; } HeightWidth;
typedef struct { const HeightWidth *begin, *end, *capacity; } HeightWidthVector;

/// A map as the library's `SetStride` builds it, in room larger than any `StrideMap` needs (so
/// that a larger one written by another Tesseract lands in it).
typedef union { StrideMap map; unsigned char room[512]; } MapRoom;

static void letGoOfVectors(MapRoom *room) {
    void (*operatorDelete)(void *) = (void (*)(void *))dlsym(RTLD_DEFAULT, "_ZdlPv");
    if (operatorDelete == NULL) return;  // Two small blocks left, once.
    if (room->map.heights.begin) operatorDelete(room->map.heights.begin);
    if (room->map.widths.begin) operatorDelete(room->map.widths.begin);
}

/// Whether this file's methods and the library's agree on every position in and around `map`
/// (one step past each end), including moving from there: 0 when they do, else how many differ.
static int disagreements(const StrideMap *map) {
    int count = 0;
    for (int b = -1; b <= map->shape[0]; ++b) {
        for (int y = -1; y <= map->shape[1]; ++y) {
            for (int x = -1; x <= map->shape[2]; ++x) {
                StrideIndex start = {map, 0, {b, y, x}};
                setTFromIndices(&start);
                StrideIndex ours = start, theirs = start;
                theirs.t = 0;
                library.setTFromIndices(&theirs);
                count += ours.t != theirs.t;
                count += isValid(&start) != library.isValid(&start);
                bool valid = isValid(&start);
                for (int d = 0; d < dimensions && b >= 0; ++d) {
                    count += maxIndexOfDim(&start, d) != library.maxIndexOfDim(&start, d);
                    count += isLast(&start, d) != library.isLast(&start, d);
                    for (int offset = -2; offset <= 2; ++offset) {
                        ours = start;
                        theirs = start;
                        bool ourAnswer = addOffset(&ours, offset, d);
                        count += ourAnswer != library.addOffset(&theirs, offset, d) || memcmp(&ours, &theirs, sizeof ours) != 0;
                    }
                }
                if (!valid) continue;
                ours = start;
                theirs = start;
                count += increment(&ours) != library.increment(&theirs) || memcmp(&ours, &theirs, sizeof ours) != 0;
                ours = start;
                theirs = start;
                count += decrement(&ours) != library.decrement(&theirs) || memcmp(&ours, &theirs, sizeof ours) != 0;
                ours = start;
                theirs = start;
                initToLastOfBatch(&ours, b);
                library.initToLastOfBatch(&theirs, b);
                count += memcmp(&ours, &theirs, sizeof ours) != 0;
            }
        }
    }
    return count;
}

int rv_stride_index_disagreements(const int *heights, const int *widths, int count) {
    if (count <= 0 || count > 64) return -1;
    void (*setStride)(void *, const HeightWidthVector *) = (void (*)(void *, const HeightWidthVector *))dlsym(
        RTLD_DEFAULT, "_ZN9tesseract9StrideMap9SetStrideERKSt6vectorISt4pairIiiESaIS3_EE");
    if (setStride == NULL || library.maxIndexOfDim == NULL || library.isValid == NULL || library.isLast == NULL
        || library.setTFromIndices == NULL || library.addOffset == NULL || library.increment == NULL
        || library.decrement == NULL || library.initToLastOfBatch == NULL) {
        return -1;
    }
    HeightWidth pairs[64];
    int maxHeight = 0, maxWidth = 0;
    for (int i = 0; i < count; ++i) {
        pairs[i] = (HeightWidth){heights[i], widths[i]};
        if (heights[i] > maxHeight) maxHeight = heights[i];
        if (widths[i] > maxWidth) maxWidth = widths[i];
    }
    HeightWidthVector vector = {pairs, pairs + count, pairs + count};
    MapRoom room;
    memset(&room, 0, sizeof room);
    setStride(&room, &vector);
    const StrideMap *map = &room.map;
    // The fields where this file's struct says they are.
    bool laidOut = map->shape[0] == count && map->shape[1] == maxHeight && map->shape[2] == maxWidth
        && map->increments[2] == 1 && map->increments[1] == maxWidth && map->increments[0] == maxHeight * maxWidth
        && map->heights.end - map->heights.begin == count && map->widths.end - map->widths.begin == count;
    for (int i = 0; laidOut && i < count; ++i) {
        laidOut = map->heights.begin[i] == heights[i] && map->widths.begin[i] == widths[i];
    }
    int result = laidOut ? disagreements(map) : 1;
    letGoOfVectors(&room);
    return result;
}

/// At load, before `main`: the library's methods found and checked on maps like the LSTM's (a
/// batch of one line, of two of different sizes, of three).
void checkStrideIndexAgainstTheLibrary(void) {
    library.maxIndexOfDim = (int (*)(const StrideIndex *, int))dlsym(RTLD_NEXT, NAME(MAX_INDEX_OF_DIM));
    library.isValid = (bool (*)(const StrideIndex *))dlsym(RTLD_NEXT, NAME(IS_VALID));
    library.isLast = (bool (*)(const StrideIndex *, int))dlsym(RTLD_NEXT, NAME(IS_LAST));
    library.setTFromIndices = (void (*)(StrideIndex *))dlsym(RTLD_NEXT, NAME(SET_T_FROM_INDICES));
    library.addOffset = (bool (*)(StrideIndex *, int, int))dlsym(RTLD_NEXT, NAME(ADD_OFFSET));
    library.increment = (bool (*)(StrideIndex *))dlsym(RTLD_NEXT, NAME(INCREMENT));
    library.decrement = (bool (*)(StrideIndex *))dlsym(RTLD_NEXT, NAME(DECREMENT));
    library.initToLastOfBatch = (void (*)(StrideIndex *, int))dlsym(RTLD_NEXT, NAME(INIT_TO_LAST_OF_BATCH));
    static const int oneHeight[] = {4}, oneWidth[] = {7};
    static const int twoHeights[] = {3, 5}, twoWidths[] = {6, 2};
    static const int threeHeights[] = {1, 4, 3}, threeWidths[] = {5, 4, 3};  // one step short of the map too
    inPlace = rv_stride_index_disagreements(oneHeight, oneWidth, 1) == 0
        && rv_stride_index_disagreements(twoHeights, twoWidths, 2) == 0
        && rv_stride_index_disagreements(threeHeights, threeWidths, 3) == 0;
}

KEPT int rv_stride_index_in_place(void) {
    return inPlace && dlsym(RTLD_DEFAULT, NAME(ADD_OFFSET)) == (void *)ADD_OFFSET
        && dlsym(RTLD_DEFAULT, NAME(IS_VALID)) == (void *)IS_VALID
        && dlsym(RTLD_DEFAULT, NAME(MAX_INDEX_OF_DIM)) == (void *)MAX_INDEX_OF_DIM;
}
