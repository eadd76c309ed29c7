// Tesseract's StrideMap and StrideMap::Index as laid out in memory (4.0 to 5.5, libstdc++'s
// vectors), and the index's methods as Tesseract defines them, for stride_index.c and
// convolve_forward.c; the tensor (`NetworkIO`) as 5.3.0 lays it out, for network_io.c and
// convolve_forward.c. Not a public header: nothing outside this target sees it.
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

// The definitions libtesseract binds to share one section (see serial_openmp.c): only libtesseract
// references them, and the release link drops sections nothing in the program references;
// `rv_stride_index_in_place`, which `receiptvault doctor` calls, keeps the section.
#define KEPT __attribute__((section(".text.rv_stride_index")))
#define NAME(symbol) NAME_(symbol)
#define NAME_(symbol) #symbol

/// Values for the checks at load: `count` floats spread evenly in [−range, range] by a xorshift
/// sequence from `seed`, in steps of range / 20,000.
static inline void fillSpread(float *values, int count, uint32_t seed, float range) {
    uint32_t state = seed;
    for (int n = 0; n < count; ++n) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        values[n] = ((float)(state % 40001u) - 20000.0f) * (range / 20000.0f);
    }
}

/// `tesseract::GENERIC_2D_ARRAY<T>` as laid out in memory.
typedef struct {
    const void *const *vtable;
    void *array;
    int8_t empty;
    int dim1, dim2;
    int size;
} Array2D;

/// The part of `tesseract::NetworkIO` read here: its float rows, its int8 rows, its mode.
typedef struct {
    Array2D f;
    Array2D i;
    bool intMode;
} Tensor;

_Static_assert(offsetof(Tensor, f) == 0x0 && offsetof(Array2D, array) == 0x8 && offsetof(Array2D, dim2) == 0x18,
               "GENERIC_2D_ARRAY as in Tesseract 5.3.0");
_Static_assert(offsetof(Tensor, i) == 0x20 && offsetof(Tensor, intMode) == 0x40, "NetworkIO as in Tesseract 5.3.0");

/// The slot of `GENERIC_2D_ARRAY::index` in its vtable (after the two destructors and `clear`).
enum { indexSlot = 3 };

/// The library's `GENERIC_2D_ARRAY<int8_t>::index` once network_io.c's methods, which read int8
/// tensors as `Tensor` lays them out, gave the library's answers at load; else NULL.
__attribute__((visibility("hidden"))) const void *rvInt8RowIndex(void);

/// The int8 row `t` of `tensor` from `offset`, as `NetworkIO::i_[t] + offset` gives it when its
/// array's `index` is the library's own.
static inline int8_t *int8Row(const Tensor *tensor, int t, int offset) {
    return (int8_t *)tensor->i.array + (ptrdiff_t)t * tensor->i.dim2 + offset;
}

/// The int and the pointer at `offset` bytes into a library object (a field read off the
/// disassembly).
static inline int intAt(const void *object, size_t offset) {
    int value;
    memcpy(&value, (const char *)object + offset, sizeof value);
    return value;
}

static inline void *pointerAt(const void *object, size_t offset) {
    void *value;
    memcpy(&value, (const char *)object + offset, sizeof value);
    return value;
}

/// libstdc++'s `std::vector<int>`.
typedef struct { int *begin, *end, *capacity; } IntVector;
/// `tesseract::StrideMap`: the size of each dimension (batch, height, width), the offset one step
/// along each makes, and the height and width of each image of the batch.
typedef struct { int shape[3]; int increments[3]; IntVector heights, widths; } StrideMap;
/// `tesseract::StrideMap::Index`.
typedef struct { const StrideMap *map; int t; int indices[3]; } StrideIndex;
enum { batchDimension = 0, heightDimension = 1, widthDimension = 2, dimensions = 3 };

/// The last index along height or width (`sizes`, of `shape` at most) in image `batch`.
static inline int lastIndex(const IntVector *sizes, int shape, size_t batch) {
    int last = shape - 1;
    if (batch >= (size_t)(sizes->end - sizes->begin) || sizes->begin[batch] > last) return last;
    return sizes->begin[batch] - 1;
}

/// The last index of `dimension`, given that the dimensions before it are valid: a batch's own
/// height or width when it is smaller than the map's.
static inline int maxIndexOfDim(const StrideIndex *index, int dimension) {
    const StrideMap *map = index->map;
    if (dimension == batchDimension) return map->shape[batchDimension] - 1;
    size_t batch = (size_t)index->indices[batchDimension];
    return lastIndex(dimension == heightDimension ? &map->heights : &map->widths, map->shape[dimension], batch);
}

/// Whether [batch][y][x] lies in `map`: `IsValid`, with the position in registers.
static inline bool isValidAt(const StrideMap *map, int batch, int y, int x) {
    if ((batch | y | x) < 0 || batch > map->shape[batchDimension] - 1) return false;
    return y <= lastIndex(&map->heights, map->shape[heightDimension], (size_t)batch)
        && x <= lastIndex(&map->widths, map->shape[widthDimension], (size_t)batch);
}

static inline bool isValid(const StrideIndex *index) {
    return isValidAt(index->map, index->indices[0], index->indices[1], index->indices[2]);
}

/// The offset `t` of [batch][y][x] in the array beneath `map`.
static inline int offsetAt(const StrideMap *map, int batch, int y, int x) {
    return map->increments[batchDimension] * batch + map->increments[heightDimension] * y
        + map->increments[widthDimension] * x;
}

static inline void setTFromIndices(StrideIndex *index) {
    index->t = offsetAt(index->map, index->indices[0], index->indices[1], index->indices[2]);
}

static inline bool isLast(const StrideIndex *index, int dimension) {
    return maxIndexOfDim(index, dimension) == index->indices[dimension];
}

/// `AddOffset`: the moved position computed in registers and stored once (the library's stores the
/// index it moves, then loads it back for the offset and the test).
static inline bool addOffset(StrideIndex *index, int offset, int dimension) {
    const int batch = index->indices[batchDimension] + (dimension == batchDimension ? offset : 0);
    const int y = index->indices[heightDimension] + (dimension == heightDimension ? offset : 0);
    const int x = index->indices[widthDimension] + (dimension == widthDimension ? offset : 0);
    index->indices[batchDimension] = batch;
    index->indices[heightDimension] = y;
    index->indices[widthDimension] = x;
    index->t = offsetAt(index->map, batch, y, x);
    return isValidAt(index->map, batch, y, x);
}

static inline void initToLastOfBatch(StrideIndex *index, int batch) {
    index->indices[batchDimension] = batch;
    for (int d = batchDimension + 1; d < dimensions; ++d) index->indices[d] = maxIndexOfDim(index, d);
    setTFromIndices(index);
}

static inline bool increment(StrideIndex *index) {
    for (int d = dimensions - 1; d >= 0; --d) {
        if (maxIndexOfDim(index, d) != index->indices[d]) {
            index->t += index->map->increments[d];
            ++index->indices[d];
            return true;
        }
        index->t -= index->map->increments[d] * index->indices[d];
        index->indices[d] = 0;
    }
    return false;
}

static inline bool decrement(StrideIndex *index) {
    for (int d = dimensions - 1; d >= 0; --d) {
        if (index->indices[d] > 0) {
            --index->indices[d];
            if (d == batchDimension) {
                initToLastOfBatch(index, index->indices[batchDimension]);
            } else {
                index->t -= index->map->increments[d];
            }
            return true;
        }
        index->indices[d] = maxIndexOfDim(index, d);
        index->t += index->map->increments[d] * index->indices[d];
    }
    return false;
}
