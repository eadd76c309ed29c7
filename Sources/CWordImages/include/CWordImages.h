// Tesseract's word images kept in Leptonica's serialised form, not PNG, while this thread reads (word_images.c).
#pragma once

/// From now until the matching `rv_word_images_end`, images this thread writes through Leptonica's
/// `pixWriteMemPng` are written serialised (`spix`), which `pixReadMem` reads back as they were
/// (calls nest).
void rv_word_images_begin(void);
void rv_word_images_end(void);
