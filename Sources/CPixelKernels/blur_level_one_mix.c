// `LevelOneMix.row` in AVX2: the same integer sums, two fine pixels a step.
#include "blur_level_one_mix.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline, target("avx2")))

INLINE __m256i widen(const uint16_t *p) { return _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)); }

// One fine pixel, the Swift step: (units·16·(256 − weight) + doubled·weight + 2¹⁴) >> 15.
static inline void mix_one(const uint16_t *units, const uint32_t *centre, const uint32_t *side,
                           uint32_t keep16, uint32_t weight, uint16_t *out) {
    for (int ch = 0; ch < 4; ch++) {
        uint32_t doubled = 3 * centre[ch] + side[ch];
        out[ch] = (uint16_t)((units[ch] * keep16 + doubled * weight + 16384) >> 15);
    }
}

AVX2 void blur_level_one_mix_row(const uint16_t *units, const uint16_t *near, const uint16_t *far,
                                 long coarse, long last, uint32_t weight, uint32_t *scratch, uint16_t *out) {
    long m = 0;
    for (; m + 2 <= coarse; m += 2) {
        __m256i n = widen(near + 4 * m);
        _mm256_storeu_si256((__m256i *)(scratch + 4 * m),
                            _mm256_add_epi32(_mm256_add_epi32(n, _mm256_slli_epi32(n, 1)), widen(far + 4 * m)));
    }
    for (; m < coarse; m++)
        for (int ch = 0; ch < 4; ch++) scratch[4 * m + ch] = 3u * near[4 * m + ch] + far[4 * m + ch];

    const uint32_t keep16 = 16 * (256 - weight);
    const __m256i keep = _mm256_set1_epi32((int)keep16), w = _mm256_set1_epi32((int)weight);
    const __m256i half = _mm256_set1_epi32(16384);
    mix_one(units, scratch, scratch + 4, keep16, weight, out);   // fine 0: coarse 0 and 1
    // Fine 2m + 1 and 2m + 2 lean on coarse m + 1, and on m and m + 2 beside it.
    m = 0;
    for (; 2 * m + 2 <= last; m++) {
        __m128i centre128 = _mm_loadu_si128((const __m128i *)(scratch + 4 * (m + 1)));
        __m256i centre = _mm256_broadcastsi128_si256(centre128);
        __m256i side = _mm256_inserti128_si256(
            _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(scratch + 4 * m))),
            _mm_loadu_si128((const __m128i *)(scratch + 4 * (m + 2))), 1);
        __m256i doubled = _mm256_add_epi32(_mm256_add_epi32(centre, _mm256_slli_epi32(centre, 1)), side);
        __m256i mixed = _mm256_add_epi32(_mm256_mullo_epi32(widen(units + 4 * (2 * m + 1)), keep),
                                         _mm256_add_epi32(_mm256_mullo_epi32(doubled, w), half));
        mixed = _mm256_srli_epi32(mixed, 15);
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi32(mixed, mixed), 0x08);
        _mm_storeu_si128((__m128i *)(out + 4 * (2 * m + 1)), _mm256_castsi256_si128(packed));
    }
    if (2 * m + 1 == last)
        mix_one(units + 4 * last, scratch + 4 * (m + 1), scratch + 4 * m, keep16, weight, out + 4 * last);
}

#else

void blur_level_one_mix_row(const uint16_t *units, const uint16_t *near, const uint16_t *far,
                            long coarse, long last, uint32_t weight, uint32_t *scratch, uint16_t *out) {
    (void)units; (void)near; (void)far; (void)coarse; (void)last; (void)weight; (void)scratch; (void)out;
}

#endif
