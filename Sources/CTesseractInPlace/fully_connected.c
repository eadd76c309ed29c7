// Tesseract's `FullyConnected::ForwardTimeStep(int, float *)` (src/lstm/fullyconnected.cpp), the
// activation a fully connected layer applies to each time step's outputs, for its tanh layers. The
// integer models' first layer is a convolution followed by 16 tanh outputs at every pixel position
// of a text line; Debian's build computes each tanh from `TanhTable` with a branch on the value's
// sign, which mispredicts half the time: 4.5% of a batch's CPU on SROIE receipts (`perf`). Here
// they are computed eight or four at a time (activations.h). Other activations (logistic, softmax,
// clips) go to the library's own method, as does every call when the activations differed from the
// library's at load (activations.c) or the layer's fields are not where 5.3.0 has them (`type_` at
// 0x8, `no_` at 0x1c: the check runs the library's method on a layer laid out so).

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "activations.h"
#include "library.h"
#include "stride_map.h"

#include <dlfcn.h>
#include <string.h>

#define FORWARD_TIME_STEP _ZN9tesseract14FullyConnected15ForwardTimeStepEiPf

/// The fields of a layer this method reads, by their offsets in Tesseract 5.3.0, and
/// `NetworkType::NT_TANH`.
enum { layerType = 0x8, layerOutputs = 0x1c, tanhType = 19 };

static void (*library)(void *, int, float *) = NULL;
static bool checked = false, inPlace = false;


KEPT void FORWARD_TIME_STEP(void *self, int t, float *outputs) {
    if (__builtin_expect(!inPlace || intAt(self, layerType) != tanhType, 0)) {
        library(self, t, outputs);
        return;
    }
    rvActivate(outputs, intAt(self, layerOutputs), tanhActivation);
}

void checkTanhLayersAgainstTheLibrary(void) {
    library = (void (*)(void *, int, float *))dlsym(RTLD_NEXT, NAME(FORWARD_TIME_STEP));
    checked = library != NULL && rvActivationsAgree();
    inPlace = checked;
}

KEPT int rv_tanh_in_place(void) {
    return checked && dlsym(RTLD_DEFAULT, NAME(FORWARD_TIME_STEP)) == (void *)FORWARD_TIME_STEP;
}

void rv_tanh_use_library(int useLibrary) { inPlace = !useLibrary && checked; }
