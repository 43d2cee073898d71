#ifndef FLUID_BLUR_GAUSS_H
#define FLUID_BLUR_GAUSS_H

#include <stddef.h>
#include <stdint.h>

// AVX2 ports of the Blur module's two 16-bit Gaussians (FixedSeparableBlur, FullResolutionBlur).
// Each produces exactly the bytes of the Swift row function it replaces: same integer
// arithmetic, wrapping the same way, same rounding. Call only when fluid_cpu_has_avx2() != 0;
// elsewhere they do nothing. A "lane vector" is 8 uint16_t (two RGBA pixels of 16-bit channels).

/// FixedSeparableBlur's vertical pass over `elements` uint16_t (a multiple of 8) of each tap row.
/// `rows[radius + d]` is the tap row at offset d (−radius…radius); `weights[0…radius]` in 1/65,536.
void blur_gauss_fixed_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                               uint16_t bias, long elements, uint16_t *out);

/// FixedSeparableBlur's horizontal pass: `count` pixels from `centre` (readable `radius` pixels
/// either side and one spare after), written as float levels (units / 128) into `out`.
void blur_gauss_fixed_horizontal(const uint16_t *centre, const uint16_t *weights, long radius,
                                 uint16_t bias, long count, float *out);

/// The same horizontal pass into 16-bit units, `count` pixels into `out`: with `sixteenths`,
/// rounded straight to 1/16-level units (what the float row would become in
/// FixedLevel.convert: sum / 8, half to even); else each sum as it is, in 1/128-level units
/// (the float row times 128, exactly).
void blur_gauss_fixed_horizontal_short(const uint16_t *centre, const uint16_t *weights, long radius,
                                       uint16_t bias, long count, uint16_t *out, int sixteenths);

/// FullResolutionBlur's horizontal pass over one source row of `width` RGBA bytes: widened into
/// `padded` (room for pairs + 2·radius + 2 pixels), ends clamped, blurred with `weights`
/// (2·radius + 1 lane vectors: lanes 0–3 the even pixel's weight, 4–7 the odd one's) and
/// rounded to whole levels into `row` (pairs pixels, pairs = width rounded up to even).
void blur_gauss_full_horizontal(const uint16_t *weights, long radius, int symmetric,
                                const uint8_t *source, long width, uint16_t *padded, uint16_t *row);

/// FullResolutionBlur's vertical pass: one output row of `width` RGBA bytes from the ring rows
/// `rows` (offsets −radius…radius) with `weights` (2·radius + 1 lane vectors).
void blur_gauss_full_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                              int symmetric, long width, uint8_t *destination);

#endif
