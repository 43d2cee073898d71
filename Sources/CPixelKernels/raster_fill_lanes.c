// The translucent colour fill (Sources/Raster/FillLanes.swift) in AVX2: the Swift loop's lanes
// (a 16-bit word per two channels) eight pixels a step, then four in 128 bits and the last ones
// by the per-pixel rule, as the Swift loop does, so every pixel takes the same formula there.
#include "raster_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

AVX2 void raster_fill_lanes_avx2(const uint32_t *source, uint32_t *line, ptrdiff_t count,
                                 uint32_t inv, uint32_t sr, uint32_t sg, uint32_t sb, uint32_t dst_alpha) {
    const uint32_t keep = (uint16_t)(255 - dst_alpha);
    const int invWords = (int)(uint16_t)inv;
    const int addLow = (int)((uint32_t)(uint16_t)sb | (uint32_t)(uint16_t)sr << 16);
    const int mulHigh = (int)((uint32_t)(uint16_t)inv | keep << 16);
    const int addHigh = (int)((uint32_t)(uint16_t)sg | 128u << 16);
    const int alphaLanes = (int)0xFFFF0000u;
    const int baseAlpha = (int)((uint32_t)(uint16_t)dst_alpha << 16);
    const __m256i lowByte8 = _mm256_set1_epi16(0x00FF), inv8 = _mm256_set1_epi16((short)invWords);
    const __m256i addLow8 = _mm256_set1_epi32(addLow), mulHigh8 = _mm256_set1_epi32(mulHigh);
    const __m256i addHigh8 = _mm256_set1_epi32(addHigh), alpha8 = _mm256_set1_epi32(alphaLanes);
    const __m256i base8 = _mm256_set1_epi32(baseAlpha);
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(source + x));
        __m256i low = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, lowByte8), inv8), addLow8), 8);
        __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), mulHigh8), addHigh8);
        __m256i high = _mm256_add_epi16(
            _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_and_si256(_mm256_srli_epi16(t, 8), alpha8)), 8), base8);
        _mm256_storeu_si256((__m256i *)(line + x), _mm256_or_si256(low, _mm256_slli_epi16(high, 8)));
    }
    if (x + 4 <= count) {
        const __m128i lowByte4 = _mm_set1_epi16(0x00FF), inv4 = _mm_set1_epi16((short)invWords);
        __m128i d = _mm_loadu_si128((const __m128i *)(source + x));
        __m128i low = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, lowByte4), inv4), _mm_set1_epi32(addLow)), 8);
        __m128i t = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(d, 8), _mm_set1_epi32(mulHigh)), _mm_set1_epi32(addHigh));
        __m128i high = _mm_add_epi16(
            _mm_srli_epi16(_mm_add_epi16(t, _mm_and_si128(_mm_srli_epi16(t, 8), _mm_set1_epi32(alphaLanes))), 8),
            _mm_set1_epi32(baseAlpha));
        _mm_storeu_si128((__m128i *)(line + x), _mm_or_si128(low, _mm_slli_epi16(high, 8)));
        x += 4;
    }
    for (; x < count; x++) {   // FillLanes.pixel, in the same 32-bit arithmetic
        uint32_t d = source[x];
        uint32_t r = (((d >> 16) & 0xFF) * inv + sr) >> 8;
        uint32_t g = (((d >> 8) & 0xFF) * inv + sg) >> 8;
        uint32_t b = ((d & 0xFF) * inv + sb) >> 8;
        uint32_t da = d >> 24;
        uint32_t outA = dst_alpha + ((da * (255 - dst_alpha)) + 127) / 255;
        line[x] = outA << 24 | r << 16 | g << 8 | b;
    }
}

#else

void raster_fill_lanes_avx2(const uint32_t *source, uint32_t *line, ptrdiff_t count,
                            uint32_t inv, uint32_t sr, uint32_t sg, uint32_t sb, uint32_t dst_alpha) {
    (void)source; (void)line; (void)count; (void)inv; (void)sr; (void)sg; (void)sb; (void)dst_alpha;
}

#endif
