// AVX2 versions of the Blur module's resampling rows: four 16-bit pixels a vector where the
// Swift code (built for baseline x86-64, SSE2) has two. Every sum is the Swift code's sum,
// modulo 2^16 like its wrapping operators, so the order of the adds may differ without
// changing a bit; results narrowed to bytes are at most 255 after their shift by 8, so the
// saturating pack is the Swift code's truncation. Reads and writes stay within what the Swift
// code reads and writes.
#include "blur_resample.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline, target("avx2")))

INLINE __m256i load256(const void *p) { return _mm256_loadu_si256((const __m256i *)p); }
INLINE __m128i load128(const void *p) { return _mm_loadu_si128((const __m128i *)p); }
INLINE void store256(void *p, __m256i v) { _mm256_storeu_si256((__m256i *)p, v); }

// MARK: ByteUpsample

// Rows mixed in whole pixel pairs, as the Swift loop does (an odd count mixes one more pixel).
INLINE void vertical_mix(const uint16_t *a, const uint16_t *b, const uint16_t *c,
                         uint16_t wa, uint16_t wb, uint16_t wc, long pixels, uint16_t *out) {
    const __m256i va = _mm256_set1_epi16((short)wa), vb = _mm256_set1_epi16((short)wb),
                  vc = _mm256_set1_epi16((short)wc), eight = _mm256_set1_epi16(8);
    const long elements = 4 * pixels;
    long j = 0;
    for (; j + 16 <= elements; j += 16) {
        __m256i sum = _mm256_add_epi16(_mm256_mullo_epi16(load256(a + j), va), _mm256_mullo_epi16(load256(b + j), vb));
        sum = _mm256_add_epi16(sum, _mm256_mullo_epi16(load256(c + j), vc));
        store256(out + j, _mm256_srli_epi16(_mm256_add_epi16(sum, eight), 4));
    }
    for (; j < elements; j += 8) {
        __m128i sum = _mm_add_epi16(_mm_mullo_epi16(load128(a + j), _mm256_castsi256_si128(va)),
                                    _mm_mullo_epi16(load128(b + j), _mm256_castsi256_si128(vb)));
        sum = _mm_add_epi16(sum, _mm_mullo_epi16(load128(c + j), _mm256_castsi256_si128(vc)));
        _mm_storeu_si128((__m128i *)(out + j),
                         _mm_srli_epi16(_mm_add_epi16(sum, _mm256_castsi256_si128(eight)), 4));
    }
}

// Factor 2: output 2n is ¼·m[n] + ¾·m[n+1], output 2n+1 is ¾·m[n+1] + ¼·m[n+2] (in 1/16).
// Four groups a step: the even and odd outputs as two vectors, interleaved pixel by pixel by
// the in-lane unpacks and pack (lane 0 holds groups 0 and 1, lane 1 groups 2 and 3).
INLINE long horizontal2(const uint16_t *m, long groups, uint8_t *out) {
    const __m256i twelve = _mm256_set1_epi16(12), round = _mm256_set1_epi16(128);
    long n = 0;
    for (; n + 4 <= groups; n += 4) {
        const uint16_t *p = m + 4 * n;
        __m256i mid = _mm256_mullo_epi16(load256(p + 4), twelve);
        __m256i even = _mm256_add_epi16(_mm256_add_epi16(_mm256_slli_epi16(load256(p), 2), mid), round);
        __m256i odd = _mm256_add_epi16(_mm256_add_epi16(_mm256_slli_epi16(load256(p + 8), 2), mid), round);
        even = _mm256_srli_epi16(even, 8);
        odd = _mm256_srli_epi16(odd, 8);
        __m256i bytes = _mm256_packus_epi16(_mm256_unpacklo_epi64(even, odd), _mm256_unpackhi_epi64(even, odd));
        store256(out + 8 * n, bytes);
    }
    // The Swift step, one group at a time: pixels (n, n+1) against (n+1, n+2).
    const __m128i near = _mm_setr_epi16(4, 4, 4, 4, 12, 12, 12, 12), far = _mm_setr_epi16(12, 12, 12, 12, 4, 4, 4, 4);
    for (; n < groups; n++) {
        const uint16_t *p = m + 4 * n;
        __m128i sum = _mm_add_epi16(_mm_mullo_epi16(load128(p), near), _mm_mullo_epi16(load128(p + 4), far));
        sum = _mm_srli_epi16(_mm_add_epi16(sum, _mm256_castsi256_si128(round)), 8);
        _mm_storel_epi64((__m128i *)(out + 8 * n), _mm_packus_epi16(sum, sum));
    }
    return n;
}

// Factor 4: one group (four outputs, phases 0…3 side by side) from m[n], m[n+1], m[n+2].
INLINE __m256i group4(const uint16_t *p, __m256i wa, __m256i wb, __m256i wc, __m256i round) {
    __m256i a = _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)p));
    __m256i b = _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)(p + 4)));
    __m256i c = _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)(p + 8)));
    __m256i sum = _mm256_add_epi16(_mm256_mullo_epi16(a, wa), _mm256_mullo_epi16(b, wb));
    sum = _mm256_add_epi16(sum, _mm256_mullo_epi16(c, wc));
    return _mm256_srli_epi16(_mm256_add_epi16(sum, round), 8);
}

INLINE long horizontal4(const uint16_t *m, long groups, uint8_t *out) {
    const __m256i wa = _mm256_setr_epi16(6, 6, 6, 6, 3, 3, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0),
                  wb = _mm256_setr_epi16(10, 10, 10, 10, 12, 12, 12, 12, 12, 12, 12, 12, 10, 10, 10, 10),
                  wc = _mm256_setr_epi16(0, 0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3, 6, 6, 6, 6),
                  round = _mm256_set1_epi16(128);
    long n = 0;
    for (; n + 2 <= groups; n += 2) {
        __m256i s0 = group4(m + 4 * n, wa, wb, wc, round), s1 = group4(m + 4 * n + 4, wa, wb, wc, round);
        // The pack interleaves the groups by lane; the permute puts each group's 16 bytes together.
        store256(out + 16 * n, _mm256_permute4x64_epi64(_mm256_packus_epi16(s0, s1), 0xD8));
    }
    if (n < groups) {
        __m256i s = group4(m + 4 * n, wa, wb, wc, round);
        _mm_storeu_si128((__m128i *)(out + 16 * n),
                         _mm_packus_epi16(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1)));
        n++;
    }
    return n;
}

// The outputs past the last whole group, one at a time (Upsample.phase × 16).
static void tail(const uint16_t *m, long factor, long start, long width, uint8_t *out) {
    static const uint16_t phase2[2][3] = {{4, 12, 0}, {0, 12, 4}};
    static const uint16_t phase4[4][3] = {{6, 10, 0}, {3, 12, 1}, {1, 12, 3}, {0, 10, 6}};
    for (long x = start; x < width; x++) {
        long n = x / factor;
        const uint16_t *w = factor == 2 ? phase2[x - 2 * n] : phase4[x - 4 * n];
        for (int ch = 0; ch < 4; ch++) {
            uint32_t sum = (uint32_t)m[4 * n + ch] * w[0] + (uint32_t)m[4 * n + 4 + ch] * w[1]
                + (uint32_t)m[4 * n + 8 + ch] * w[2] + 128;
            out[4 * x + ch] = (uint8_t)((uint16_t)sum >> 8);
        }
    }
}

AVX2 void blur_resample_upsample_row(const uint16_t *a, const uint16_t *b, const uint16_t *c,
                                     uint16_t wa, uint16_t wb, uint16_t wc, long pixels, uint16_t *mixed,
                                     long factor, long width, uint8_t *destination) {
    vertical_mix(a, b, c, wa, wb, wc, pixels, mixed);
    if (factor == 4) {
        long done = horizontal4(mixed, width / 4, destination);
        tail(mixed, 4, 4 * done, width, destination);
    } else {
        long done = horizontal2(mixed, width / 2, destination);
        tail(mixed, 2, 2 * done, width, destination);
    }
}

// MARK: Binomial entry

AVX2 void blur_resample_binomial_row(const uint8_t *r0, const uint8_t *r1, const uint8_t *r2, const uint8_t *r3,
                                     long width, uint16_t *row, long columns, long padded_width, uint16_t *target) {
    // Vertical [1 3 3 1]: at most 8 × 255, no wrap. `centre` is column 0.
    uint16_t *centre = row + 4;
    long x = 0;
    for (; x + 4 <= width; x += 4) {
        __m256i p0 = _mm256_cvtepu8_epi16(load128(r0 + 4 * x)), p1 = _mm256_cvtepu8_epi16(load128(r1 + 4 * x));
        __m256i p2 = _mm256_cvtepu8_epi16(load128(r2 + 4 * x)), p3 = _mm256_cvtepu8_epi16(load128(r3 + 4 * x));
        __m256i inner = _mm256_add_epi16(p1, p2);
        __m256i sum = _mm256_add_epi16(_mm256_add_epi16(p0, p3),
                                       _mm256_add_epi16(inner, _mm256_add_epi16(inner, inner)));
        store256(centre + 4 * x, sum);
    }
    for (; x < width; x++) {
        for (int ch = 0; ch < 4; ch++) {
            long i = 4 * x + ch;
            centre[i] = (uint16_t)(r0[i] + r3[i] + 3 * (r1[i] + r2[i]));
        }
    }
    // One clamped column on the left, four on the right.
    memcpy(row, centre, 8);
    for (long i = width; i < width + 4; i++) memcpy(centre + 4 * i, centre + 4 * (width - 1), 8);

    // Horizontal [1 3 3 1], doubled: padded column X reads row pixels 2X−2 … 2X+1. The margin
    // (column 0) is the edge column's vertical sum × 16.
    for (int ch = 0; ch < 4; ch++) target[ch] = (uint16_t)(centre[ch] * 16);
    long X = 1;
    for (; X + 4 <= columns; X += 4) {
        // Pixels P0…P9 from row pixel 2X−2. Unpacking pixel pairs takes the even and odd ones
        // for outputs (0, 2) in lane 0 and (1, 3) in lane 1; the permute restores the order.
        const uint16_t *p = row + 4 * (2 * X - 2);
        __m256i a = load256(p), b = load256(p + 16), a2 = load256(p + 8), b2 = load256(p + 24);
        __m256i even = _mm256_unpacklo_epi64(a, b), odd = _mm256_unpackhi_epi64(a, b);
        __m256i even2 = _mm256_unpacklo_epi64(a2, b2), odd2 = _mm256_unpackhi_epi64(a2, b2);
        __m256i inner = _mm256_add_epi16(odd, even2);
        __m256i sum = _mm256_add_epi16(_mm256_add_epi16(even, odd2),
                                       _mm256_add_epi16(inner, _mm256_add_epi16(inner, inner)));
        store256(target + 4 * X, _mm256_permute4x64_epi64(_mm256_slli_epi16(sum, 1), 0xD8));
    }
    for (; X < columns; X++) {
        const uint16_t *p = row + 4 * (2 * X - 2);
        for (int ch = 0; ch < 4; ch++) {
            uint32_t sum = (uint32_t)p[ch] + 3u * p[4 + ch] + 3u * p[8 + ch] + p[12 + ch];
            target[4 * X + ch] = (uint16_t)(sum * 2);
        }
    }
    // The spare pixel of a row of whole pairs repeats the edge.
    if (padded_width > columns) memcpy(target + 4 * columns, target + 4 * (columns - 1), 8);
}

#else

void blur_resample_upsample_row(const uint16_t *a, const uint16_t *b, const uint16_t *c,
                                uint16_t wa, uint16_t wb, uint16_t wc, long pixels, uint16_t *mixed,
                                long factor, long width, uint8_t *destination) {
    (void)a; (void)b; (void)c; (void)wa; (void)wb; (void)wc; (void)pixels; (void)mixed;
    (void)factor; (void)width; (void)destination;
}

void blur_resample_binomial_row(const uint8_t *r0, const uint8_t *r1, const uint8_t *r2, const uint8_t *r3,
                                long width, uint16_t *row, long columns, long padded_width, uint16_t *target) {
    (void)r0; (void)r1; (void)r2; (void)r3; (void)width; (void)row; (void)columns; (void)padded_width; (void)target;
}

#endif
