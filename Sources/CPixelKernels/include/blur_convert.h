#ifndef FLUID_BLUR_CONVERT_H
#define FLUID_BLUR_CONVERT_H

#include <stdint.h>

// AVX2 port of one row of `FixedLevel.convert(row:from:unitsPerLevel:)`, bit-identical to it.
// Call only when fluid_cpu_has_avx2() != 0; elsewhere it does nothing.

/// `columns` float pixels (4 channels) at `from` to 16-bit pixels at `to`: each channel the low
/// 16 bits of the float v·units + 1.5·2²³ (a multiply then an add, no FMA), which hold
/// round(v·units) for v·units in 0…2²²; when `padded_width` > `columns` the spare pixel
/// `to[columns]` repeats `to[columns − 1]`.
void blur_convert_row(const float *from, long columns, float units, long padded_width, uint16_t *to);

#endif
