#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>

/* PANGO_SCALE as a plain constant for Swift. */
static const int rendering_pango_scale = PANGO_SCALE;
