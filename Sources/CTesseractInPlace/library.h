// libtesseract's functions this target calls itself. The program does not link libtesseract: they
// are looked up once it is open (`rv_tesseract_in_place_check`), and stay NULL when one is missing,
// which fails the check of every part that calls it (the library's own method then runs). Not a
// public header.
#pragma once

#include "stride_map.h"

#include <stdbool.h>
#include <stdint.h>

extern const char *(*rvTessVersion)(void);
// NetworkIO::ResizeToMap, Randomize and CopyTimeStepGeneral; Network::DisplayForward and SetRandomizer.
extern void (*rvResizeToMap)(void *io, bool intMode, const StrideMap *map, int features);
extern void (*rvRandomize)(void *io, int t, int offset, int features, void *randomizer);
extern void (*rvCopyTimeStepGeneral)(void *io, int destT, int destOffset, int features, const void *source, int sourceT,
                                     int sourceOffset);
extern void (*rvDisplayForward)(void *network, const void *io);
extern void (*rvSetRandomizer)(void *network, void *randomizer);
// Convolve's constructor (name, ni, half_x, half_y) and destructor.
extern void (*rvConvolveConstruct)(void *convolve, const void *name, int ni, int halfX, int halfY);
extern void (*rvConvolveDestroy)(void *convolve);
// WeightMatrix::MatrixDotVector for int8 inputs.
extern void (*rvMatrixDotVector)(const void *weights, const int8_t *input, float *output);
// ImageThresholder's constructor, destructor and SetRectangle.
extern void (*rvThresholderConstruct)(void *thresholder);
extern void (*rvThresholderDestroy)(void *thresholder);
extern void (*rvThresholderSetRectangle)(void *thresholder, int left, int top, int width, int height);

// The checks that ran as constructors when the program linked libtesseract, in the order they ran.
void checkConvolveAgainstTheLibrary(void);
void checkTanhLayersAgainstTheLibrary(void);
void substituteTheGates(void);
void checkNetworkIOAgainstTheLibrary(void);
void checkStrideIndexAgainstTheLibrary(void);
void checkThresholdAgainstTheLibrary(void);
void checkPageThresholdsAgainstTheLibrary(void);
