// FullResolutionBlur's horizontal pass in AVX-512 VBMI + VNNI (see blur_gauss_wide.h).
#include "blur_gauss_wide.h"

#include <string.h>

int blur_gauss_full_wide_prepare(const uint16_t *weights, long radius, int symmetric, blur_full_wide_kernel *kernel) {
    if (radius < 1 || radius > 4) return 0;
    // The AVX2 pass weighs both sides of an offset alike where the kernel is symmetric, or at
    // even offsets (blur_gauss.c's FULL_SUM); here each side has its own weight: the same
    // only where the two sides' weights are equal there (every plan's kernel).
    for (long d = 1; d <= radius; d++)
        if ((symmetric || (d & 1) == 0) && weights[8 * (radius + d)] != weights[8 * (radius - d)]) return 0;
    // Taps: an offset and its weight for even and odd pixels, each at most 127.
    long offsets[12], taps = 0, evenSum = 0, oddSum = 0;
    int even[12], odd[12];
    for (long d = -radius; d <= radius; d++) {
        long e = weights[8 * (radius + d)], o = weights[8 * (radius + d) + 4];
        evenSum += e;
        oddSum += o;
        long larger = e > o ? e : o;
        for (long part = 0; part * 127 < larger; part++) {
            if (taps == 12) return 0;
            long pe = e - part * 127, po = o - part * 127;
            offsets[taps] = d;
            even[taps] = (int)(pe < 0 ? 0 : pe > 127 ? 127 : pe);
            odd[taps] = (int)(po < 0 ? 0 : po > 127 ? 127 : po);
            taps++;
        }
    }
    if (taps == 0 || evenSum > 256 || oddSum > 256) return 0;
    kernel->groups = (taps + 3) / 4;
    kernel->radius = radius;
    // Output byte 4i + j of group g: dword lane i is pixel p = i / 4 of the four, channel c = i % 4;
    // byte j its tap 4g + j, read from the window of 16 pixels starting `radius` before them.
    for (long g = 0; g < kernel->groups; g++) {
        for (long i = 0; i < 16; i++) {
            long p = i / 4, c = i % 4;
            for (long j = 0; j < 4; j++) {
                long t = 4 * g + j;
                int used = t < taps;
                kernel->index[g][4 * i + j] = (uint8_t)(used ? 4 * (p + offsets[t] + radius) + c : 0);
                kernel->weight[g][4 * i + j] = (int8_t)(used ? ((p & 1) ? odd[t] : even[t]) : 0);
            }
        }
    }
    return 1;
}

#if defined(__x86_64__)
#include <immintrin.h>

#define WIDE __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vnni")))

// One body per group count, so the groups' vectors stay in registers and the loop unrolls.
static inline __attribute__((always_inline)) WIDE void
wide_rows(const blur_full_wide_kernel *kernel, long groups, const uint32_t *window, long pairs, uint16_t *row) {
    __m512i index[3], weight[3];
    for (long g = 0; g < groups; g++) {
        index[g] = _mm512_loadu_si512(kernel->index[g]);
        weight[g] = _mm512_loadu_si512(kernel->weight[g]);
    }
    const __m512i half = _mm512_set1_epi32(128);
    long x = 0;
    for (; x + 4 <= pairs; x += 4) {
        __m512i bytes = _mm512_loadu_si512(window + x), sum = half;
        for (long g = 0; g < groups; g++)
            sum = _mm512_dpbusd_epi32(sum, _mm512_permutexvar_epi8(index[g], bytes), weight[g]);
        _mm256_storeu_si256((__m256i *)(row + 4 * x), _mm512_cvtepi32_epi16(_mm512_srli_epi32(sum, 8)));
    }
    if (x < pairs) {  // one pair left
        __m512i bytes = _mm512_loadu_si512(window + x), sum = half;
        for (long g = 0; g < groups; g++)
            sum = _mm512_dpbusd_epi32(sum, _mm512_permutexvar_epi8(index[g], bytes), weight[g]);
        _mm_storeu_si128((__m128i *)(row + 4 * x),
                         _mm256_castsi256_si128(_mm512_cvtepi32_epi16(_mm512_srli_epi32(sum, 8))));
    }
}

static WIDE void wide_rows_1(const blur_full_wide_kernel *k, const uint32_t *w, long pairs, uint16_t *row) {
    wide_rows(k, 1, w, pairs, row);
}
static WIDE void wide_rows_2(const blur_full_wide_kernel *k, const uint32_t *w, long pairs, uint16_t *row) {
    wide_rows(k, 2, w, pairs, row);
}
static WIDE void wide_rows_3(const blur_full_wide_kernel *k, const uint32_t *w, long pairs, uint16_t *row) {
    wide_rows(k, 3, w, pairs, row);
}

void blur_gauss_full_horizontal_wide(const blur_full_wide_kernel *kernel, const uint8_t *source, long width,
                                     uint8_t *scratch, uint16_t *row) {
    const long radius = kernel->radius, pairs = (width + 1) & ~1L;
    // The row with its ends clamped: pixel −radius at the start, and the last pixel repeated
    // past the pairs as far as the last window reads.
    uint32_t *window = (uint32_t *)(void *)scratch, first, last;
    memcpy(&first, source, 4);
    memcpy(&last, source + 4 * (width - 1), 4);
    for (long i = 0; i < radius; i++) window[i] = first;
    memcpy(window + radius, source, 4 * (size_t)width);
    for (long i = radius + width; i < pairs + radius + 16; i++) window[i] = last;
    switch (kernel->groups) {
    case 1: wide_rows_1(kernel, window, pairs, row); break;
    case 2: wide_rows_2(kernel, window, pairs, row); break;
    default: wide_rows_3(kernel, window, pairs, row); break;
    }
}

#else

void blur_gauss_full_horizontal_wide(const blur_full_wide_kernel *kernel, const uint8_t *source, long width,
                                     uint8_t *scratch, uint16_t *row) {}

#endif
