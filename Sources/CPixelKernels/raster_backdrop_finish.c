// The backdrop blur's tint and cross-fade (Sources/Raster/BackdropFinish.swift) in AVX2, eight
// pixels a step. The same lanes as the Swift loop: a 16-bit word per two channels, low byte
// blue or red, high byte green or alpha, masked and shifted apart.
#include "raster_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

// One 16-bit word (two channels) of the Swift blend, for the last pixels of a row.
static inline uint16_t raster_finish_word(uint16_t v, uint16_t o, uint16_t tint_low, uint16_t tint_high,
                                          uint16_t keep, uint16_t mix, uint16_t rest, int fades, uint16_t opaque) {
    uint16_t low = (uint16_t)((uint16_t)((uint32_t)(v & 0xFF) * keep + tint_low) >> 8);
    uint16_t high = (uint16_t)((uint16_t)((uint32_t)(v >> 8) * keep + tint_high) >> 8);
    if (fades) {
        low = (uint16_t)((uint16_t)((uint32_t)low * mix + (uint32_t)(o & 0xFF) * rest) >> 8);
        high = (uint16_t)((uint16_t)((uint32_t)high * mix + (uint32_t)(o >> 8) * rest) >> 8);
    }
    return (uint16_t)(low | (uint16_t)(high << 8) | opaque);
}

AVX2 void raster_backdrop_finish_avx2(const uint32_t *line, const uint32_t *base, uint32_t *out, ptrdiff_t count,
                                      uint16_t tint_b, uint16_t tint_g, uint16_t tint_r,
                                      uint16_t keep, uint16_t mix, uint16_t rest, int fades) {
    const __m256i lowByte = _mm256_set1_epi16(0x00FF);
    const __m256i tintLow = _mm256_set1_epi32((int)((uint32_t)tint_b | (uint32_t)tint_r << 16));
    const __m256i tintHigh = _mm256_set1_epi32((int)(uint32_t)tint_g);
    const __m256i k = _mm256_set1_epi16((short)keep), m = _mm256_set1_epi16((short)mix), r = _mm256_set1_epi16((short)rest);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        // Both loads before the store: `out` may be `line` or `base`.
        __m256i v = _mm256_loadu_si256((const __m256i *)(line + x));
        __m256i w = _mm256_loadu_si256((const __m256i *)(base + x));
        __m256i low = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(v, lowByte), k), tintLow), 8);
        __m256i high = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), k), tintHigh), 8);
        if (fades) {
            low = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(low, m),
                                                     _mm256_mullo_epi16(_mm256_and_si256(w, lowByte), r)), 8);
            high = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(high, m),
                                                      _mm256_mullo_epi16(_mm256_srli_epi16(w, 8), r)), 8);
        }
        __m256i result = _mm256_or_si256(_mm256_or_si256(low, _mm256_slli_epi16(high, 8)), opaque);
        _mm256_storeu_si256((__m256i *)(out + x), result);
    }
    for (; x < count; x++) {
        uint32_t v = line[x], o = base[x];
        uint16_t bg = raster_finish_word((uint16_t)v, (uint16_t)o, tint_b, tint_g, keep, mix, rest, fades, 0);
        uint16_t ra = raster_finish_word((uint16_t)(v >> 16), (uint16_t)(o >> 16), tint_r, 0, keep, mix, rest, fades, 0xFF00);
        out[x] = (uint32_t)bg | (uint32_t)ra << 16;
    }
}

#else

void raster_backdrop_finish_avx2(const uint32_t *line, const uint32_t *base, uint32_t *out, ptrdiff_t count,
                                 uint16_t tint_b, uint16_t tint_g, uint16_t tint_r,
                                 uint16_t keep, uint16_t mix, uint16_t rest, int fades) {
    (void)line; (void)base; (void)out; (void)count; (void)tint_b; (void)tint_g; (void)tint_r;
    (void)keep; (void)mix; (void)rest; (void)fades;
}

#endif
