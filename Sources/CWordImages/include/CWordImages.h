// Tesseract's word images PNG-encoded without compression while this thread reads (word_images.c).
#pragma once

/// From now until the matching `rv_word_images_end`, PNGs this thread writes through Leptonica are
/// stored without compression (calls nest).
void rv_word_images_begin(void);
void rv_word_images_end(void);
