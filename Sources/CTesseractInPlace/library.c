// See library.h and `rv_tesseract_in_place_check` (CTesseractInPlace.h).

#define _GNU_SOURCE
#include "CTesseractInPlace.h"
#include "library.h"

#include <dlfcn.h>

const char *(*rvTessVersion)(void);
void (*rvResizeToMap)(void *, bool, const StrideMap *, int);
void (*rvRandomize)(void *, int, int, int, void *);
void (*rvCopyTimeStepGeneral)(void *, int, int, int, const void *, int, int);
void (*rvDisplayForward)(void *, const void *);
void (*rvSetRandomizer)(void *, void *);
void (*rvConvolveConstruct)(void *, const void *, int, int, int);
void (*rvConvolveDestroy)(void *);
void (*rvMatrixDotVector)(const void *, const int8_t *, float *);
void (*rvThresholderConstruct)(void *);
void (*rvThresholderDestroy)(void *);
void (*rvThresholderSetRectangle)(void *, int, int, int, int);

#define LOOK_UP(pointer, symbol) pointer = (__typeof__(pointer))dlsym(RTLD_DEFAULT, symbol)

void rv_tesseract_in_place_check(void) {
    LOOK_UP(rvTessVersion, "TessVersion");
    LOOK_UP(rvResizeToMap, "_ZN9tesseract9NetworkIO11ResizeToMapEbRKNS_9StrideMapEi");
    LOOK_UP(rvRandomize, "_ZN9tesseract9NetworkIO9RandomizeEiiiPNS_5TRandE");
    LOOK_UP(rvCopyTimeStepGeneral, "_ZN9tesseract9NetworkIO19CopyTimeStepGeneralEiiiRKS0_ii");
    LOOK_UP(rvDisplayForward, "_ZN9tesseract7Network14DisplayForwardERKNS_9NetworkIOE");
    LOOK_UP(rvSetRandomizer, "_ZN9tesseract7Network13SetRandomizerEPNS_5TRandE");
    LOOK_UP(rvConvolveConstruct, "_ZN9tesseract8ConvolveC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiii");
    LOOK_UP(rvConvolveDestroy, "_ZN9tesseract8ConvolveD1Ev");
    LOOK_UP(rvMatrixDotVector, "_ZNK9tesseract12WeightMatrix15MatrixDotVectorEPKaPf");
    LOOK_UP(rvThresholderConstruct, "_ZN9tesseract16ImageThresholderC1Ev");
    LOOK_UP(rvThresholderDestroy, "_ZN9tesseract16ImageThresholderD1Ev");
    LOOK_UP(rvThresholderSetRectangle, "_ZN9tesseract16ImageThresholder12SetRectangleEiiii");
    checkConvolveAgainstTheLibrary();
    checkTanhLayersAgainstTheLibrary();
    substituteTheGates();
    checkNetworkIOAgainstTheLibrary();
    checkStrideIndexAgainstTheLibrary();
    checkThresholdAgainstTheLibrary();
    checkPageThresholdsAgainstTheLibrary();
}
