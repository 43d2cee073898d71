// The opaque scaled copy's two row loops (Sources/Raster/ScaledRow.swift) in AVX2: the
// vertical mix into 16-bit words and the per-column horizontal mix. A 4K video picture scaled
// to the window was most of the floating-player frame's instructions.
#include "raster_kernels.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

// `PixelBlend.lerp` exactly (the Swift loop's last texels use it).
static inline uint32_t raster_lerp(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t iw = 256 - w;
    uint32_t rb = (((a & 0x00FF00FFu) * iw + (b & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((((a >> 8) & 0x00FF00FFu) * iw + ((b >> 8) & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu;
    return rb | ag << 8;
}

AVX2 void raster_wide_rows_avx2(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint16_t weight, void *wide) {
    uint16_t *out = (uint16_t *)wide;
    const __m256i w = _mm256_set1_epi16((short)weight), iw = _mm256_set1_epi16((short)(uint16_t)(256 - weight));
    const __m256i opaque = _mm256_set1_epi64x(0x00FF000000000000LL);
    ptrdiff_t i = 0;
    // Four texels a step, as the Swift loop: 16 bytes widened to 16 words (in memory order).
    for (; i + 4 <= count; i += 4) {
        __m256i va = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(a + i)));
        __m256i vb = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(b + i)));
        __m256i m = _mm256_add_epi16(_mm256_mullo_epi16(va, iw), _mm256_mullo_epi16(vb, w));
        _mm256_storeu_si256((__m256i *)(out + 4 * i), _mm256_or_si256(_mm256_srli_epi16(m, 8), opaque));
    }
    for (; i < count; i++) {
        uint32_t t = raster_lerp(a[i], b[i], weight);
        out[4 * i] = (uint16_t)(t & 0xFF);
        out[4 * i + 1] = (uint16_t)((t >> 8) & 0xFF);
        out[4 * i + 2] = (uint16_t)((t >> 16) & 0xFF);
        out[4 * i + 3] = 255;
    }
    if (count > 0) memcpy(out + 4 * count, out + 4 * (count - 1), 8);
}

// Pixels x and x + 1: each one's two texels times its column's eight weight words, in one
// 128-bit lane each (x low, x + 1 high).
AVX2 static inline __m256i raster_pair(const uint8_t *src, const int32_t *offsets, const uint8_t *lanes, ptrdiff_t x) {
    __m256i t = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(src + offsets[x]))),
                                        _mm_loadu_si128((const __m128i *)(src + offsets[x + 1])), 1);
    return _mm256_mullo_epi16(t, _mm256_loadu_si256((const __m256i *)(lanes + 16 * x)));
}

AVX2 void raster_opaque_scaled_row_avx2(const void *wide, const int32_t *offsets, const void *lanes, ptrdiff_t count,
                                        uint32_t *line) {
    const uint8_t *src = (const uint8_t *)wide, *lw = (const uint8_t *)lanes;
    // packus leaves pixels 0, 2, 4, 6 in the low lane and 1, 3, 5, 7 in the high one.
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        __m256i p01 = raster_pair(src, offsets, lw, x), p23 = raster_pair(src, offsets, lw, x + 2);
        __m256i p45 = raster_pair(src, offsets, lw, x + 4), p67 = raster_pair(src, offsets, lw, x + 6);
        // Each pixel's left texel's products plus its right texel's: every word is at most 255
        // after the shift, so the saturating pack is the Swift loop's truncation.
        __m256i s0 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_unpacklo_epi64(p01, p23), _mm256_unpackhi_epi64(p01, p23)), 8);
        __m256i s1 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_unpacklo_epi64(p45, p67), _mm256_unpackhi_epi64(p45, p67)), 8);
        __m256i bytes = _mm256_permutevar8x32_epi32(_mm256_packus_epi16(s0, s1), order);
        _mm256_storeu_si256((__m256i *)(line + x), bytes);
    }
    for (; x < count; x++) {
        const uint16_t *t = (const uint16_t *)(src + offsets[x]);
        const uint16_t *k = (const uint16_t *)(lw + 16 * x);
        uint32_t pixel = 0;
        for (int c = 0; c < 4; c++) {
            uint16_t sum = (uint16_t)((uint32_t)t[c] * k[c] + (uint32_t)t[c + 4] * k[c + 4]);
            pixel |= (uint32_t)(sum >> 8) << (8 * c);
        }
        line[x] = pixel;
    }
}

#else

void raster_wide_rows_avx2(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint16_t weight, void *wide) {
    (void)a; (void)b; (void)count; (void)weight; (void)wide;
}

void raster_opaque_scaled_row_avx2(const void *wide, const int32_t *offsets, const void *lanes, ptrdiff_t count,
                                   uint32_t *line) {
    (void)wide; (void)offsets; (void)lanes; (void)count; (void)line;
}

#endif
