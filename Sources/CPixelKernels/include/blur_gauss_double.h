#ifndef FLUID_BLUR_GAUSS_DOUBLE_H
#define FLUID_BLUR_GAUSS_DOUBLE_H

// AVX2 port of one row of the Blur module's float bilinear doubling (`Upsample.double`),
// bit-identical to it: the same float operations in the same order, no FMA contraction.
// Pixels are 4 floats. Call only when fluid_cpu_has_avx2() != 0; elsewhere it does nothing.

/// Mixes coarse rows a, b, c (`count` pixels each) with weights wx, wy, wz into `scratch` as
/// `Upsample.verticalMix` does (wx = 0: b·wy + c·wz; wz = 0: a·wx + b·wy; else all three), then
/// writes the fine row `out` (`last` + 1 pixels): `out = up(scratch)` when t = 1, else
/// `out·(1 − t) + up(scratch)·t`.
void blur_gauss_double_row(const float *a, const float *b, const float *c, float wx, float wy, float wz,
                           long count, float *scratch, float *out, long last, float t);

#endif
