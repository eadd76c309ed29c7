// See CHeif.h.

#include "CHeif.h"
#include "CSharedLibrary.h"

#include <dlfcn.h>

#define RV_HEIF_NAME(name) #name,
static const char *const names[] = {RV_HEIF_FUNCTIONS(RV_HEIF_NAME)};
_Static_assert(sizeof(struct rv_heif) == sizeof names, "one function pointer for every name");

const struct rv_heif *rv_heif_open(const char *soname, char *failure, size_t failureSize) {
    return (const struct rv_heif *)rv_open_functions(soname, RTLD_LOCAL, names, sizeof names / sizeof *names, failure,
                                                     failureSize);
}
