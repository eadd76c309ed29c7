// See CSharedLibrary.h.

#include "CSharedLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

void *const *rv_open_functions(const char *soname, int flags, const char *const *names, size_t count,
                               char *failure, size_t failureSize) {
    void *library = dlopen(soname, RTLD_NOW | flags);
    if (library == NULL) {
        snprintf(failure, failureSize, "%s", dlerror());
        return NULL;
    }
    void **functions = calloc(count, sizeof *functions);
    if (functions == NULL) {
        snprintf(failure, failureSize, "no memory for %s's functions", soname);
        return NULL;
    }
    for (size_t i = 0; i < count; ++i) {
        functions[i] = dlsym(library, names[i]);
        if (functions[i] == NULL) {
            snprintf(failure, failureSize, "%s has no function %s", soname, names[i]);
            free(functions);
            return NULL;
        }
    }
    return functions;
}
