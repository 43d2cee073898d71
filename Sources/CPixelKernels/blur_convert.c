// `FixedLevel.convert(row:from:unitsPerLevel:)` four pixels (16 floats) an iteration. The
// magic-number rounding needs the product rounded before the add, as the Swift code does it,
// so contraction into FMA is off for this file. The low 16 bits of each 32-bit lane are masked
// out before the saturating pack, which then is the Swift code's truncation for any float.
#include "blur_convert.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2")))
void blur_convert_row(const float *from, long columns, float units, long padded_width, uint16_t *to) {
    const __m256 u = _mm256_set1_ps(units), magic = _mm256_set1_ps(12582912.0f);
    const __m256i low = _mm256_set1_epi32(0xFFFF);
    long x = 0;
    for (; x + 4 <= columns; x += 4) {
        __m256i v0 = _mm256_castps_si256(_mm256_add_ps(_mm256_mul_ps(_mm256_loadu_ps(from + 4 * x), u), magic));
        __m256i v1 = _mm256_castps_si256(_mm256_add_ps(_mm256_mul_ps(_mm256_loadu_ps(from + 4 * x + 8), u), magic));
        // The pack interleaves 128-bit lanes (pixels 0, 2, 1, 3); the permute restores the order.
        __m256i packed = _mm256_packus_epi32(_mm256_and_si256(v0, low), _mm256_and_si256(v1, low));
        _mm256_storeu_si256((__m256i *)(to + 4 * x), _mm256_permute4x64_epi64(packed, 0xD8));
    }
    const __m128 u1 = _mm256_castps256_ps128(u), magic1 = _mm256_castps256_ps128(magic);
    const __m128i low1 = _mm256_castsi256_si128(low);
    for (; x < columns; x++) {
        __m128i v = _mm_and_si128(_mm_castps_si128(_mm_add_ps(_mm_mul_ps(_mm_loadu_ps(from + 4 * x), u1), magic1)), low1);
        _mm_storel_epi64((__m128i *)(to + 4 * x), _mm_packus_epi32(v, v));
    }
    if (padded_width > columns) {
        _mm_storel_epi64((__m128i *)(to + 4 * columns), _mm_loadl_epi64((const __m128i *)(to + 4 * (columns - 1))));
    }
}

#else

void blur_convert_row(const float *from, long columns, float units, long padded_width, uint16_t *to) {}

#endif
