// See CTesseract.h.

#include "CTesseract.h"
#include "CSharedLibrary.h"

#include <dlfcn.h>

#define RV_TESSERACT_NAME(name) #name,
static const char *const names[] = {RV_TESSERACT_FUNCTIONS(RV_TESSERACT_NAME)};
_Static_assert(sizeof(struct rv_tesseract) == sizeof names, "one function pointer for every name");

const struct rv_tesseract *rv_tesseract_open(const char *soname, char *failure, size_t failureSize) {
    return (const struct rv_tesseract *)rv_open_functions(soname, RTLD_GLOBAL, names, sizeof names / sizeof *names,
                                                          failure, failureSize);
}
