#ifndef FLUID_BLUR_GAUSS_WIDE_H
#define FLUID_BLUR_GAUSS_WIDE_H

#include <stdint.h>

// FullResolutionBlur's horizontal pass in AVX-512 (VBMI byte permutes and VNNI dot products):
// each output channel is a dot product of four source bytes with four weights per instruction,
// where the AVX2 pass widens every byte to 16 bits and multiplies one tap at a time. The bytes
// are those of blur_gauss_full_horizontal for every kernel whose weights sum to at most 256 on
// each side (every kernel a plan makes: then no 16-bit sum wraps, and the 32-bit sums here are
// the same numbers) and that weighs both sides of an offset alike where the AVX2 pass does (see
// blur_gauss_full_wide_prepare). Call only when fluid_cpu_has_avx512_vnni() != 0.

/// A kernel laid out for the pass: per group of four taps, which window byte each output byte
/// of the dot product reads and its weight (signed bytes, ≤ 127: larger weights take two taps).
typedef struct {
    uint8_t index[3][64];
    int8_t weight[3][64];
    long groups;
    long radius;
} blur_full_wide_kernel;

/// Lays out `weights` (2·radius + 1 lane vectors and `symmetric`, as blur_gauss_full_horizontal
/// takes them) in `kernel`: 1 when the pass gives its bytes (radius 1…4, some weight not zero,
/// sums at most 256, both sides weighed alike where the AVX2 pass takes them so:
/// every offset of a symmetric kernel, the even ones of any; at most 12 taps once split),
/// else 0 (run the AVX2 pass).
int blur_gauss_full_wide_prepare(const uint16_t *weights, long radius, int symmetric, blur_full_wide_kernel *kernel);

/// The horizontal pass over one source row of `width` (≥ 16) RGBA bytes, ends clamped, into
/// `row` (pairs pixels of 16-bit whole levels, pairs = width rounded up to even). `scratch`
/// holds (pairs + radius + 16) × 4 bytes.
void blur_gauss_full_horizontal_wide(const blur_full_wide_kernel *kernel, const uint8_t *source, long width,
                                     uint8_t *scratch, uint16_t *row);

#endif
