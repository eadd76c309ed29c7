// Encodes a binary PPM (P6, 8-bit) as a HEIC whose `irot`/`imir` boxes carry an orientation, as a
// phone stores a portrait photo (its sensor's pixels sideways, and how to turn them): libheif 1.15's
// heif-enc writes no such boxes (it ignores a JPEG's EXIF Orientation). Used by make-heic-fixtures.py.
//
//     cc -O2 -o ppm-to-heic ppm-to-heic.c $(pkg-config --cflags --libs libheif)
//     ppm-to-heic STORED.ppm QUALITY ORIENTATION OUT.heic
//
// ORIENTATION is an EXIF Orientation value (1...8): 6 says "turn the stored pixels 90° clockwise to
// view them", what an iPhone held upright writes.
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>

static int fail(const char* what, struct heif_error error) {
    fprintf(stderr, "ppm-to-heic: %s: %s\n", what, error.message);
    return 1;
}

int main(int argc, char** argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: ppm-to-heic STORED.ppm QUALITY ORIENTATION OUT.heic\n");
        return 2;
    }
    FILE* in = fopen(argv[1], "rb");
    int width = 0, height = 0, maxval = 0;
    if (!in || fscanf(in, "P6 %d %d %d", &width, &height, &maxval) != 3 || maxval != 255 || fgetc(in) == EOF) {
        fprintf(stderr, "ppm-to-heic: %s is not an 8-bit binary PPM\n", argv[1]);
        return 1;
    }
    heif_init(NULL);
    struct heif_image* image = NULL;
    struct heif_error error = heif_image_create(width, height, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image);
    if (error.code) return fail("create image", error);
    error = heif_image_add_plane(image, heif_channel_interleaved, width, height, 8);
    if (error.code) return fail("add plane", error);
    int stride = 0;
    uint8_t* plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    for (int y = 0; y < height; y++) {
        if (fread(plane + (size_t)y * stride, 3, width, in) != (size_t)width) {
            fprintf(stderr, "ppm-to-heic: %s ends early\n", argv[1]);
            return 1;
        }
    }
    fclose(in);

    struct heif_context* context = heif_context_alloc();
    struct heif_encoder* encoder = NULL;
    error = heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder);
    if (error.code) return fail("HEVC encoder", error);
    heif_encoder_set_lossy_quality(encoder, atoi(argv[2]));
    struct heif_encoding_options* options = heif_encoding_options_alloc();
    options->image_orientation = (enum heif_orientation)atoi(argv[3]);
    error = heif_context_encode_image(context, image, encoder, options, NULL);
    if (error.code) return fail("encode", error);
    error = heif_context_write_to_file(context, argv[4]);
    if (error.code) return fail("write", error);
    heif_encoding_options_free(options);
    heif_encoder_release(encoder);
    heif_image_release(image);
    heif_context_free(context);
    heif_deinit();
    return 0;
}
