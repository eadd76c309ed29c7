// ONNX Runtime (the C library in PyPI's `onnxruntime` wheel; Debian 12 packages none), opened when
// the second recogniser first reads a page, not linked. Its C API is a table of function pointers
// that ONNX Runtime only ever appends to: the few entries used are declared in onnx_runtime.c at
// their indices in that table, so no ONNX Runtime header is needed (see `make second-recogniser`).

#pragma once
#include <stddef.h>
#include <stdint.h>

/// ONNX Runtime's API and its one environment, opened once (opaque).
struct rv_onnx;
/// One model ready to run on one thread (opaque). Not for two threads at once.
struct rv_onnx_session;

/// Opens the shared library at `path` and creates the process's environment. Returns it, or NULL
/// with why in `failure`. Call it once; the library and the environment stay for the life of the
/// process.
const struct rv_onnx *_Nullable rv_onnx_open(const char *_Nonnull path, char *_Nonnull failure, size_t failureSize);

/// The library's version ("1.32.0").
const char *_Nonnull rv_onnx_version(const struct rv_onnx *_Nonnull onnx);

/// A session over the `length` bytes of an ONNX model, run on one thread; NULL with why in `failure`.
struct rv_onnx_session *_Nullable rv_onnx_session_create(const struct rv_onnx *_Nonnull onnx,
                                                          const void *_Nonnull model, size_t length,
                                                          char *_Nonnull failure, size_t failureSize);

void rv_onnx_session_free(struct rv_onnx_session *_Nullable session);

/// The most dimensions an output may have.
enum { RV_ONNX_MAX_RANK = 8 };

/// Runs the model on one float tensor (`input`, of `rank` dimensions `shape`, named `inputName`)
/// and copies its float output `outputName` into `*output` (malloc'd, the caller frees it), its
/// dimensions into `outputShape` and their count into `*outputRank`. Returns 0, or -1 with why in
/// `failure`.
int rv_onnx_run(struct rv_onnx_session *_Nonnull session, const char *_Nonnull inputName,
                const float *_Nonnull input, const int64_t *_Nonnull shape, size_t rank,
                const char *_Nonnull outputName, float *_Nullable *_Nonnull output,
                int64_t *_Nonnull outputShape, size_t *_Nonnull outputRank,
                char *_Nonnull failure, size_t failureSize);
