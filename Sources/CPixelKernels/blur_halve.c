// `Downsample.halve` for one output row, two output pixels (8 floats) a vector. The float
// kernel's results must match the Swift code bit for bit, so every add and multiply is the one
// it computes, in its order, and contraction into FMA is off for this file. Reads stay within
// the pixels the Swift code reads; only `out` is written (the Swift code's row-sum scratch is
// not needed: each output's two column sums are made where they are used, the same adds).
#include "blur_halve.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>

#define INLINE static inline __attribute__((always_inline, target("avx2")))

INLINE __m256 ld(const float *p) { return _mm256_loadu_ps(p); }
INLINE __m128 ld1(const float *p) { return _mm_loadu_ps(p); }

// Output pixel x's 2×2 sum from column sums s0 = [2x−1 | 2x] and s1 = [2x+1 | 2x+2] (128-bit
// lanes): [sum(2x−1) + sum(2x) | sum(2x+1) + sum(2x+2)], outputs x and x + 1.
INLINE __m256 pair_sums(__m256 s0, __m256 s1) {
    return _mm256_add_ps(_mm256_permute2f128_ps(s0, s1, 0x20), _mm256_permute2f128_ps(s0, s1, 0x31));
}

INLINE long min_index(long i, long last) { return i < last ? i : last; }

__attribute__((target("avx2")))
void blur_halve_float_row(const float *a, const float *b, long columns, float *out, long width,
                          float half, float quarter) {
    const __m256 q = _mm256_set1_ps(quarter);
    const __m128 q1 = _mm_set1_ps(quarter);
    _mm_storeu_ps(out, _mm_mul_ps(_mm_add_ps(ld1(a), ld1(b)), _mm_set1_ps(half)));
    long x = 1;
    for (; x + 1 <= width; x += 2) {
        const long i = 4 * (2 * x - 1);
        __m256 s0 = _mm256_add_ps(ld(a + i), ld(b + i)), s1 = _mm256_add_ps(ld(a + i + 8), ld(b + i + 8));
        _mm256_storeu_ps(out + 4 * x, _mm256_mul_ps(pair_sums(s0, s1), q));
    }
    if (x <= width) {
        const long i = 4 * (2 * x - 1);
        __m128 s0 = _mm_add_ps(ld1(a + i), ld1(b + i)), s1 = _mm_add_ps(ld1(a + i + 4), ld1(b + i + 4));
        _mm_storeu_ps(out + 4 * x, _mm_mul_ps(_mm_add_ps(s0, s1), q1));
    }
    const long right = width + 1, last = columns - 1;
    const long i0 = 4 * min_index(2 * right - 1, last), i1 = 4 * min_index(2 * right, last);
    __m128 s0 = _mm_add_ps(ld1(a + i0), ld1(b + i0)), s1 = _mm_add_ps(ld1(a + i1), ld1(b + i1));
    _mm_storeu_ps(out + 4 * right, _mm_mul_ps(_mm_add_ps(s0, s1), q1));
}

// One pixel's four channels widened to 32 bits.
INLINE __m128i px16(const uint16_t *p) { return _mm_cvtepu16_epi32(_mm_loadl_epi64((const __m128i *)p)); }
// Two pixels' channels widened to 32 bits, one pixel a 128-bit lane.
INLINE __m256i px16x2(const uint16_t *p) { return _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)); }

__attribute__((target("avx2")))
void blur_halve_fixed_row(const uint16_t *a, const uint16_t *b, long columns, float *out, long width,
                          float half, float quarter) {
    const __m256 q = _mm256_set1_ps(quarter);
    const __m128 q1 = _mm_set1_ps(quarter);
    _mm_storeu_ps(out, _mm_mul_ps(_mm_cvtepi32_ps(_mm_add_epi32(px16(a), px16(b))), _mm_set1_ps(half)));
    long x = 1;
    for (; x + 1 <= width; x += 2) {
        const long i = 4 * (2 * x - 1);
        __m256i s0 = _mm256_add_epi32(px16x2(a + i), px16x2(b + i));
        __m256i s1 = _mm256_add_epi32(px16x2(a + i + 8), px16x2(b + i + 8));
        __m256i sum = _mm256_add_epi32(_mm256_permute2x128_si256(s0, s1, 0x20), _mm256_permute2x128_si256(s0, s1, 0x31));
        _mm256_storeu_ps(out + 4 * x, _mm256_mul_ps(_mm256_cvtepi32_ps(sum), q));
    }
    if (x <= width) {
        const long i = 4 * (2 * x - 1);
        __m128i sum = _mm_add_epi32(_mm_add_epi32(px16(a + i), px16(b + i)), _mm_add_epi32(px16(a + i + 4), px16(b + i + 4)));
        _mm_storeu_ps(out + 4 * x, _mm_mul_ps(_mm_cvtepi32_ps(sum), q1));
    }
    const long right = width + 1, last = columns - 1;
    const long i0 = 4 * min_index(2 * right - 1, last), i1 = 4 * min_index(2 * right, last);
    __m128i sum = _mm_add_epi32(_mm_add_epi32(px16(a + i0), px16(b + i0)), _mm_add_epi32(px16(a + i1), px16(b + i1)));
    _mm_storeu_ps(out + 4 * right, _mm_mul_ps(_mm_cvtepi32_ps(sum), q1));
}

#else

void blur_halve_float_row(const float *a, const float *b, long columns, float *out, long width,
                          float half, float quarter) {}
void blur_halve_fixed_row(const uint16_t *a, const uint16_t *b, long columns, float *out, long width,
                          float half, float quarter) {}

#endif
