#ifndef FLUID_BLUR_LEVEL_ONE_MIX_H
#define FLUID_BLUR_LEVEL_ONE_MIX_H

#include <stdint.h>

// AVX2 port of `LevelOneMix.row` (the Blur module's cross-fade of level 1 with level 2, in
// integers), byte-identical to the Swift code. Pixels are 4 uint16_t (or uint32_t in
// `scratch`). Call only when fluid_cpu_has_avx2() != 0; elsewhere it does nothing.

/// One fine row: `units` (level 1's Gaussian, 1/128-level units, `last` + 1 pixels) mixed with
/// the bilinear doubling of two coarse rows (level 2's Gaussian, 1/128-level units, `coarse`
/// pixels each; `near` weighs ¾, `far` ¼), the doubling weighted `weight`/256, rounded to
/// 1/16-level units into `out`. `scratch`: `coarse` pixels.
void blur_level_one_mix_row(const uint16_t *units, const uint16_t *near, const uint16_t *far,
                            long coarse, long last, uint32_t weight, uint32_t *scratch, uint16_t *out);

#endif
