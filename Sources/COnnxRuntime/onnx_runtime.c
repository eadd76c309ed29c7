// See COnnxRuntime.h. The `OrtApi` entries used, at their indices in ONNX Runtime's C API table
// (onnxruntime_c_api.h, unchanged since API version 1; the library only appends entries, so the
// table of a later library has them at the same places). Entries not used are left as gaps.

#include "COnnxRuntime.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct OrtStatus OrtStatus;
typedef struct OrtEnv OrtEnv;
typedef struct OrtSession OrtSession;
typedef struct OrtSessionOptions OrtSessionOptions;
typedef struct OrtMemoryInfo OrtMemoryInfo;
typedef struct OrtValue OrtValue;
typedef struct OrtTensorTypeAndShapeInfo OrtShape;

/// The API table, indexed as the library lays it out.
typedef struct {
    void *gap0[2];
    const char *(*GetErrorMessage)(const OrtStatus *);                                          // 2
    OrtStatus *(*CreateEnv)(int level, const char *name, OrtEnv **);                            // 3
    void *gap4[4];
    OrtStatus *(*CreateSessionFromArray)(const OrtEnv *, const void *, size_t, const OrtSessionOptions *,
                                         OrtSession **);                                        // 8
    OrtStatus *(*Run)(OrtSession *, const void *runOptions, const char *const *inputNames,
                      const OrtValue *const *inputs, size_t inputCount, const char *const *outputNames,
                      size_t outputCount, OrtValue **outputs);                                  // 9
    OrtStatus *(*CreateSessionOptions)(OrtSessionOptions **);                                   // 10
    void *gap11[6];
    OrtStatus *(*DisableMemPattern)(OrtSessionOptions *);                                       // 17
    void *gap18[1];
    OrtStatus *(*DisableCpuMemArena)(OrtSessionOptions *);                                      // 19
    void *gap20[4];
    OrtStatus *(*SetIntraOpNumThreads)(OrtSessionOptions *, int);                               // 24
    OrtStatus *(*SetInterOpNumThreads)(OrtSessionOptions *, int);                               // 25
    void *gap26[23];
    OrtStatus *(*CreateTensorWithDataAsOrtValue)(const OrtMemoryInfo *, void *, size_t, const int64_t *, size_t,
                                                 int type, OrtValue **);                        // 49
    void *gap50[1];
    OrtStatus *(*GetTensorMutableData)(OrtValue *, void **);                                    // 51
    void *gap52[9];
    OrtStatus *(*GetDimensionsCount)(const OrtShape *, size_t *);                               // 61
    OrtStatus *(*GetDimensions)(const OrtShape *, int64_t *, size_t);                           // 62
    void *gap63[2];
    OrtStatus *(*GetTensorTypeAndShape)(const OrtValue *, OrtShape **);                         // 65
    void *gap66[3];
    OrtStatus *(*CreateCpuMemoryInfo)(int allocator, int memoryType, OrtMemoryInfo **);         // 69
    void *gap70[22];
    void (*ReleaseEnv)(OrtEnv *);                                                               // 92
    void (*ReleaseStatus)(OrtStatus *);                                                         // 93
    void (*ReleaseMemoryInfo)(OrtMemoryInfo *);                                                 // 94
    void (*ReleaseSession)(OrtSession *);                                                       // 95
    void (*ReleaseValue)(OrtValue *);                                                           // 96
    void *gap97[2];
    void (*ReleaseTensorTypeAndShapeInfo)(OrtShape *);                                          // 99
    void (*ReleaseSessionOptions)(OrtSessionOptions *);                                         // 100
} OrtApi;

typedef struct {
    const OrtApi *(*GetApi)(uint32_t version);
    const char *(*GetVersionString)(void);
} OrtApiBase;

/// The API version asked for: ONNX Runtime 1.17 (every entry above is older).
enum { API_VERSION = 17, LOGGING_WARNING = 2, LOGGING_ERROR = 3, TENSOR_FLOAT = 1, ARENA_ALLOCATOR = 1, MEMORY_DEFAULT = 0 };

struct rv_onnx {
    const OrtApi *api;
    const char *version;
    OrtEnv *env;
    OrtMemoryInfo *memory;
};

struct rv_onnx_session {
    const struct rv_onnx *onnx;
    OrtSession *session;
};

/// Whether `status` is a failure; if so its message goes to `failure` and it is released.
static int failed(const OrtApi *api, OrtStatus *status, const char *doing, char *failure, size_t size) {
    if (status == NULL) return 0;
    snprintf(failure, size, "%s: %s", doing, api->GetErrorMessage(status));
    api->ReleaseStatus(status);
    return 1;
}

const struct rv_onnx *rv_onnx_open(const char *path, char *failure, size_t size) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, size, "%s", dlerror());
        return NULL;
    }
    const OrtApiBase *(*getBase)(void) = (const OrtApiBase *(*)(void))dlsym(library, "OrtGetApiBase");
    if (getBase == NULL) {
        snprintf(failure, size, "%s has no function OrtGetApiBase: not ONNX Runtime", path);
        return NULL;
    }
    const OrtApiBase *base = getBase();
    const OrtApi *api = base->GetApi(API_VERSION);
    if (api == NULL) {
        snprintf(failure, size, "ONNX Runtime %s is older than 1.17", base->GetVersionString());
        return NULL;
    }
    struct rv_onnx *onnx = calloc(1, sizeof *onnx);
    if (onnx == NULL) {
        snprintf(failure, size, "no memory for ONNX Runtime");
        return NULL;
    }
    onnx->api = api;
    onnx->version = base->GetVersionString();
    if (failed(api, api->CreateEnv(LOGGING_ERROR, "receiptvault", &onnx->env), "creating its environment", failure, size) ||
        failed(api, api->CreateCpuMemoryInfo(ARENA_ALLOCATOR, MEMORY_DEFAULT, &onnx->memory), "describing memory",
               failure, size)) {
        if (onnx->env) api->ReleaseEnv(onnx->env);
        free(onnx);
        return NULL;
    }
    return onnx;
}

const char *rv_onnx_version(const struct rv_onnx *onnx) { return onnx->version; }

struct rv_onnx_session *rv_onnx_session_create(const struct rv_onnx *onnx, const void *model, size_t length,
                                               char *failure, size_t size) {
    const OrtApi *api = onnx->api;
    OrtSessionOptions *options = NULL;
    if (failed(api, api->CreateSessionOptions(&options), "session options", failure, size)) return NULL;
    struct rv_onnx_session *session = calloc(1, sizeof *session);
    int ok = session != NULL &&
             !failed(api, api->SetIntraOpNumThreads(options, 1), "one thread", failure, size) &&
             !failed(api, api->SetInterOpNumThreads(options, 1), "one thread", failure, size) &&
             // Each page has its own size: memory planned for one is not reused, and an arena
             // would keep the largest page's memory for the life of the worker.
             !failed(api, api->DisableMemPattern(options), "memory", failure, size) &&
             !failed(api, api->DisableCpuMemArena(options), "memory", failure, size) &&
             !failed(api, api->CreateSessionFromArray(onnx->env, model, length, options, &session->session),
                     "loading the model", failure, size);
    api->ReleaseSessionOptions(options);
    if (!ok) {
        if (session == NULL) snprintf(failure, size, "no memory for a session");
        free(session);
        return NULL;
    }
    session->onnx = onnx;
    return session;
}

void rv_onnx_session_free(struct rv_onnx_session *session) {
    if (session == NULL) return;
    session->onnx->api->ReleaseSession(session->session);
    free(session);
}

int rv_onnx_run(struct rv_onnx_session *session, const char *inputName, const float *input, const int64_t *shape,
                size_t rank, const char *outputName, float **output, int64_t *outputShape, size_t *outputRank,
                char *failure, size_t size) {
    const OrtApi *api = session->onnx->api;
    *output = NULL;
    size_t count = 1;
    for (size_t i = 0; i < rank; ++i) count *= (size_t)shape[i];
    OrtValue *tensor = NULL, *result = NULL;
    OrtShape *info = NULL;
    int status = -1;
    if (failed(api, api->CreateTensorWithDataAsOrtValue(session->onnx->memory, (void *)input, count * sizeof(float),
                                                        shape, rank, TENSOR_FLOAT, &tensor), "the input", failure, size))
        goto done;
    if (failed(api, api->Run(session->session, NULL, &inputName, (const OrtValue *const *)&tensor, 1, &outputName, 1,
                             &result), "running the model", failure, size))
        goto done;
    if (failed(api, api->GetTensorTypeAndShape(result, &info), "the output's shape", failure, size) ||
        failed(api, api->GetDimensionsCount(info, outputRank), "the output's shape", failure, size))
        goto done;
    if (*outputRank > RV_ONNX_MAX_RANK) {
        snprintf(failure, size, "the output has %zu dimensions", *outputRank);
        goto done;
    }
    if (failed(api, api->GetDimensions(info, outputShape, *outputRank), "the output's shape", failure, size)) goto done;
    size_t outputCount = 1;
    for (size_t i = 0; i < *outputRank; ++i) outputCount *= (size_t)(outputShape[i] < 0 ? 0 : outputShape[i]);
    void *data = NULL;
    if (failed(api, api->GetTensorMutableData(result, &data), "the output", failure, size)) goto done;
    *output = malloc(outputCount * sizeof(float) + 1);
    if (*output == NULL) {
        snprintf(failure, size, "no memory for the output");
        goto done;
    }
    memcpy(*output, data, outputCount * sizeof(float));
    status = 0;
done:
    if (info) api->ReleaseTensorTypeAndShapeInfo(info);
    if (result) api->ReleaseValue(result);
    if (tensor) api->ReleaseValue(tensor);
    return status;
}

// The table's layout, checked where the compiler can: each entry used at its index.
_Static_assert(offsetof(OrtApi, GetErrorMessage) == 2 * sizeof(void *), "GetErrorMessage is entry 2");
_Static_assert(offsetof(OrtApi, CreateSessionFromArray) == 8 * sizeof(void *), "CreateSessionFromArray is entry 8");
_Static_assert(offsetof(OrtApi, DisableMemPattern) == 17 * sizeof(void *), "DisableMemPattern is entry 17");
_Static_assert(offsetof(OrtApi, DisableCpuMemArena) == 19 * sizeof(void *), "DisableCpuMemArena is entry 19");
_Static_assert(offsetof(OrtApi, SetIntraOpNumThreads) == 24 * sizeof(void *), "SetIntraOpNumThreads is entry 24");
_Static_assert(offsetof(OrtApi, CreateTensorWithDataAsOrtValue) == 49 * sizeof(void *), "CreateTensorWithDataAsOrtValue is entry 49");
_Static_assert(offsetof(OrtApi, GetDimensionsCount) == 61 * sizeof(void *), "GetDimensionsCount is entry 61");
_Static_assert(offsetof(OrtApi, GetTensorTypeAndShape) == 65 * sizeof(void *), "GetTensorTypeAndShape is entry 65");
_Static_assert(offsetof(OrtApi, CreateCpuMemoryInfo) == 69 * sizeof(void *), "CreateCpuMemoryInfo is entry 69");
_Static_assert(offsetof(OrtApi, ReleaseEnv) == 92 * sizeof(void *), "ReleaseEnv is entry 92");
_Static_assert(offsetof(OrtApi, ReleaseTensorTypeAndShapeInfo) == 99 * sizeof(void *), "ReleaseTensorTypeAndShapeInfo is entry 99");
_Static_assert(offsetof(OrtApi, ReleaseSessionOptions) == 100 * sizeof(void *), "ReleaseSessionOptions is entry 100");
