// See CHeif.h.

#include "CHeif.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

const struct rv_heif *rv_heif_open(const char *soname, char *failure, size_t failureSize) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, failureSize, "%s", dlerror());
        return NULL;
    }
    struct rv_heif *functions = malloc(sizeof *functions);
    if (functions == NULL) {
        snprintf(failure, failureSize, "no memory for %s's functions", soname);
        dlclose(library);
        return NULL;
    }
#define RV_HEIF_LOOK_UP(name)                                                                  \
    functions->name = (__typeof__(name) *)dlsym(library, #name);                               \
    if (functions->name == NULL) {                                                             \
        snprintf(failure, failureSize, "%s has no function %s", soname, #name);                \
        free(functions);                                                                       \
        dlclose(library);                                                                      \
        return NULL;                                                                           \
    }
    RV_HEIF_FUNCTIONS(RV_HEIF_LOOK_UP)
#undef RV_HEIF_LOOK_UP
    return functions;
}
