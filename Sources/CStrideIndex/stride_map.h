// Tesseract's StrideMap and StrideMap::Index as laid out in memory (4.0 to 5.5, libstdc++'s
// vectors), and the index's methods as Tesseract defines them, for stride_index.c and
// convolve_forward.c. Not a public header: nothing outside this target sees it.
#pragma once

#include <stdbool.h>
#include <stddef.h>

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

static inline void setTFromIndices(StrideIndex *index) {
    const int *increments = index->map->increments;
    index->t = increments[0] * index->indices[0] + increments[1] * index->indices[1]
        + increments[2] * index->indices[2];
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
