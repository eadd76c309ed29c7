// Leptonica's grey rotation, projective warp and scaling, pixel for pixel, several times faster:
// its loops work one pixel at a time with float arithmetic and four byte fetches each, and were
// 5.4% (rotation) and 7.2% (scaling) of a noisy scan's CPU, the warp 3.9% of a photo's (`perf`). Each function here writes exactly the bytes the
// library's own low-level function writes (ImagingTests compare them on random images, sizes,
// angles and factors); the caller makes the target image as the library would.
//
// Images are Leptonica's 8-bit data: `words` 32-bit words a line, pixel x in byte x ^ 3.
#pragma once

#include <stdint.h>

/// Leptonica 1.82's `rotateAMGrayLow` (what `pixRotateAMGray` writes): `target` and `source` are
/// `width` × `height`, `angle` in radians clockwise, `fill` brought in from outside.
void rv_rotate_gray(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                    int width, int height, float angle, uint8_t fill);

/// `rv_rotate_gray` one pixel at a time, as it runs without AVX2 (for tests).
void rv_rotate_gray_one_by_one(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                               int width, int height, float angle, uint8_t fill);

/// Leptonica 1.82's `pixProjectiveGray` loop (what `pixProjectivePta` writes for a grey image): target
/// pixel (j, i) is the source at the projective image of (j, i) under `coefficients` (the eight of
/// `getProjectiveXformCoeffs`), interpolated linearly in sixteenths, `fill` outside; `target` and
/// `source` both `width` × `height`.
void rv_project_gray(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                     int width, int height, const float coefficients[8], uint8_t fill);

/// `rv_project_gray` one pixel at a time, as it runs without AVX2 (for tests).
void rv_project_gray_one_by_one(uint32_t *target, int targetWords, const uint32_t *source, int sourceWords,
                                int width, int height, const float coefficients[8], uint8_t fill);

/// Leptonica 1.82's `scaleGrayLILow` (what `pixScaleGrayLI` writes for factors other than 1, 2 and
/// 4): `source` `sourceWidth` × `sourceHeight` interpolated linearly onto `target`'s
/// `targetWidth` × `targetHeight`. Returns 0, or -1 when no working memory could be had.
int rv_scale_gray_linear(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                         const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords);

/// Leptonica 1.82's `scaleGrayAreaMapLow` (what `pixScaleAreaMap` writes for factors under 0.7 other
/// than 1/2, 1/4, 1/8 and 1/16): each target pixel the mean of the source area it covers, in 1/16ths
/// of a pixel. Returns 0, or -1 when no working memory could be had.
int rv_scale_gray_area_map(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                           const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords);

/// Leptonica 1.82's `scaleColorAreaMapLow` (what `pixScaleAreaMap` writes for 32-bit colour images with
/// three samples, at the factors `rv_scale_gray_area_map` takes): each channel the mean of the area
/// covered, the alpha byte 0 (near the right and bottom edges, the source word as it is). Returns 0,
/// or -1 when no working memory could be had.
int rv_scale_color_area_map(uint32_t *target, int targetWidth, int targetHeight, int targetWords,
                            const uint32_t *source, int sourceWidth, int sourceHeight, int sourceWords);

/// 1 when the rotation and the warp take eight pixels at a time (the processor has AVX2), else 0.
int rv_leptonica_kernels_eight_at_once(void);
