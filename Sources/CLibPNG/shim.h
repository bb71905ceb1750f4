#include <png.h>

/* Composite macros Swift cannot import, as constants. */
static const unsigned int rendering_png_format_bgra = PNG_FORMAT_BGRA;
static const unsigned int rendering_png_image_version = PNG_IMAGE_VERSION;
