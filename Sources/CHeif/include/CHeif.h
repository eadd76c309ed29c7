// libheif, opened when the first HEIC photo is read instead of with the program: loading it (and the
// HEVC, AV1 and x265 libraries it needs, and libde265's tables built at load) cost every command
// ~9 ms and ~5 MB, HEIC or not, and a machine without libheif could not start the program at all.
// The functions the program calls are looked up once into `struct rv_heif`; each field is named as
// libheif's function and typed from libheif's own declaration.

#pragma once
#include <libheif/heif.h>
#include <stddef.h>

#define RV_HEIF_FUNCTIONS(X) \
    X(heif_init) X(heif_get_version) X(heif_have_decoder_for_format) \
    X(heif_context_alloc) X(heif_context_free) X(heif_context_read_from_memory_without_copy) \
    X(heif_context_get_primary_image_handle) X(heif_image_handle_release) X(heif_image_handle_get_width) \
    X(heif_image_handle_get_height) X(heif_image_handle_get_luma_bits_per_pixel) \
    X(heif_decoding_options_alloc) X(heif_decoding_options_free) X(heif_decode_image) X(heif_image_release) \
    X(heif_image_get_width) X(heif_image_get_height) X(heif_image_get_plane_readonly)

#define RV_HEIF_FIELD(name) __typeof__(name) *_Nonnull name;
struct rv_heif {
    RV_HEIF_FUNCTIONS(RV_HEIF_FIELD)
};
#undef RV_HEIF_FIELD

/// Opens the shared library `soname` and looks up every function of `struct rv_heif` in it. Returns
/// them, or NULL with why in `failure` (the loader's message, or the function it lacks). The library
/// and the functions returned stay for the life of the process.
const struct rv_heif *_Nullable rv_heif_open(const char *_Nonnull soname, char *_Nonnull failure, size_t failureSize);
