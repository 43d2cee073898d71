#ifndef FLUID_RASTER_KERNELS_H
#define FLUID_RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

// AVX2 ports of Raster's per-pixel row loops. Each gives exactly the bytes of the Swift loop it
// names (same 16-bit integer arithmetic, same order of steps), which stays as the reference and
// the fallback. Call only when fluid_cpu_has_avx2() != 0; elsewhere they do nothing.

/// `PixelBlend.wideRows`: rows `a` and `b` mixed `weight`/256 (0…256) as four 16-bit words a
/// texel (alpha 255), `count` texels, then the last texel once more; `wide` holds
/// (count + 1) * 8 bytes.
void raster_wide_rows_avx2(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint16_t weight, void *wide);

/// `PixelBlend.opaqueScaledRow`: pixel x from the eight words at byte `offsets[x]` of `wide`
/// times the eight words `lanes` holds for column x, `count` pixels into `line`.
void raster_opaque_scaled_row_avx2(const void *wide, const int32_t *offsets, const void *lanes, ptrdiff_t count,
                                   uint32_t *line);

/// `BackdropFinish`'s row: the tint (`tint_b`, `tint_g`, `tint_r`: channel times the tint's
/// weight) over `line` at `keep`, then, when `fades`, mixed with `base` at `mix`/`rest`; opaque.
/// `out` may be `line` or `base`.
void raster_backdrop_finish_avx2(const uint32_t *line, const uint32_t *base, uint32_t *out, ptrdiff_t count,
                                 uint16_t tint_b, uint16_t tint_g, uint16_t tint_r,
                                 uint16_t keep, uint16_t mix, uint16_t rest, int fades);

/// `FillLanes.blend`: the colour (`sr`, `sg`, `sb`: channel times its weight, `inv` = 256 −
/// weight, `dst_alpha` its alpha) over `count` pixels of `source` into `line` (may be `source`).
void raster_fill_lanes_avx2(const uint32_t *source, uint32_t *line, ptrdiff_t count,
                            uint32_t inv, uint32_t sr, uint32_t sg, uint32_t sb, uint32_t dst_alpha);

/// `count` pixels from `source` to `destination` (which must not overlap), at the same speed
/// whatever their alignment (unlike glibc's memcpy here; see raster_copy_pixels.c). Any CPU.
void raster_copy_pixels(uint32_t *destination, const uint32_t *source, ptrdiff_t count);

#endif
