#ifndef FLUID_BLUR_RESAMPLE_H
#define FLUID_BLUR_RESAMPLE_H

#include <stdint.h>

// AVX2 ports of the Blur module's two per-pixel resampling stages: the pyramid's binomial entry
// (Downsample.binomialFromBytes) and the last upsample to bytes (ByteUpsample.row). Each
// produces exactly the bytes of the Swift row code it replaces, for any input: the same 16-bit
// wrapping adds and multiplies, the same rounding shifts, the same reads and writes. Call only
// when fluid_cpu_has_avx2() != 0; elsewhere they do nothing. Pixels are 4 uint16_t (RGBA).

/// One output row of ByteUpsample: coarse rows `a`, `b`, `c` (`pixels` pixels each, in 1/16
/// levels) mixed with weights `wa`, `wb`, `wc` (in 1/16, summing to 16) into `mixed` (room for
/// `pixels` rounded up to even), then upsampled `factor`× (2 or 4; 2 for anything else)
/// along the row into `width` RGBA bytes at `destination`. `mixed` must hold at least
/// width / factor + 3 pixels.
void blur_resample_upsample_row(const uint16_t *a, const uint16_t *b, const uint16_t *c,
                                uint16_t wa, uint16_t wb, uint16_t wc, long pixels, uint16_t *mixed,
                                long factor, long width, uint8_t *destination);

/// One padded row of the binomial entry: source rows `r0`…`r3` (`width` ≥ 1 RGBA bytes each)
/// summed [1 3 3 1] into `row` (room for width + 5 pixels: one clamped column on the left, four
/// on the right), then [1 3 3 1] along the row, doubled, into `columns` pixels of `target`;
/// when `padded_width` > `columns` the spare pixel repeats the last.
void blur_resample_binomial_row(const uint8_t *r0, const uint8_t *r1, const uint8_t *r2, const uint8_t *r3,
                                long width, uint16_t *row, long columns, long padded_width, uint16_t *target);

#endif
