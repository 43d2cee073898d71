#ifndef FLUID_BLUR_HALVE_H
#define FLUID_BLUR_HALVE_H

#include <stdint.h>

// AVX2 ports of one output row of the Blur module's box halvings (`Downsample.halve`),
// bit-identical to the Swift code: output pixel 0 is (a[0] + b[0])·half, pixel x in 1…width is
// ((a[2x−1] + b[2x−1]) + (a[2x] + b[2x]))·quarter, pixel width + 1 the same with both indices
// clamped to columns − 1. Pixels are 4 channels. Call only when fluid_cpu_has_avx2() != 0;
// elsewhere they do nothing.

/// Float source rows `a`, `b` (`columns` pixels) into `width` + 2 float pixels at `out`: the
/// same float adds and multiplies in the same order as the Swift code, no FMA contraction.
void blur_halve_float_row(const float *a, const float *b, long columns, float *out, long width,
                          float half, float quarter);

/// 16-bit source rows `a`, `b` (`columns` pixels, any values) into `width` + 2 float pixels at
/// `out`. The Swift code converts each value to float and adds in float; every one of those
/// sums is an integer below 2^24, exact in float, so this kernel sums in 32-bit integers and
/// converts once. With `half` and `quarter` powers of two the products are exact too.
void blur_halve_fixed_row(const uint16_t *a, const uint16_t *b, long columns, float *out, long width,
                          float half, float quarter);

#endif
