// `Upsample.double` for one fine row, two pixels (8 floats) a vector. Float results must match
// the Swift code bit for bit, so every sum and product is the one it computes, in its order,
// and contraction into FMA is off for this file.
#include "blur_gauss_double.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>

#define INLINE static inline __attribute__((always_inline, target("avx2")))

INLINE __m256 ld(const float *p) { return _mm256_loadu_ps(p); }
INLINE __m128 ld1(const float *p) { return _mm_loadu_ps(p); }

INLINE void vertical_mix(const float *a, const float *b, const float *c, float wx, float wy, float wz,
                         long count, float *s) {
    const __m256 x = _mm256_set1_ps(wx), y = _mm256_set1_ps(wy), z = _mm256_set1_ps(wz);
    long i = 0, n = 4 * count;
    if (wx == 0) {
        for (; i + 8 <= n; i += 8) _mm256_storeu_ps(s + i, _mm256_add_ps(_mm256_mul_ps(ld(b + i), y), _mm256_mul_ps(ld(c + i), z)));
        for (; i < n; i += 4)
            _mm_storeu_ps(s + i, _mm_add_ps(_mm_mul_ps(ld1(b + i), _mm256_castps256_ps128(y)),
                                            _mm_mul_ps(ld1(c + i), _mm256_castps256_ps128(z))));
    } else if (wz == 0) {
        for (; i + 8 <= n; i += 8) _mm256_storeu_ps(s + i, _mm256_add_ps(_mm256_mul_ps(ld(a + i), x), _mm256_mul_ps(ld(b + i), y)));
        for (; i < n; i += 4)
            _mm_storeu_ps(s + i, _mm_add_ps(_mm_mul_ps(ld1(a + i), _mm256_castps256_ps128(x)),
                                            _mm_mul_ps(ld1(b + i), _mm256_castps256_ps128(y))));
    } else {
        for (; i + 8 <= n; i += 8)
            _mm256_storeu_ps(s + i, _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(ld(a + i), x), _mm256_mul_ps(ld(b + i), y)),
                                                  _mm256_mul_ps(ld(c + i), z)));
        for (; i < n; i += 4)
            _mm_storeu_ps(s + i, _mm_add_ps(_mm_add_ps(_mm_mul_ps(ld1(a + i), _mm256_castps256_ps128(x)),
                                                       _mm_mul_ps(ld1(b + i), _mm256_castps256_ps128(y))),
                                            _mm_mul_ps(ld1(c + i), _mm256_castps256_ps128(z))));
    }
}

// The Swift loop's outputs for pixel m (odd fine pixel 2m + 1 and even 2m + 2), two m at a time.
INLINE void horizontal(const float *s, float *out, long last, float t) {
    const __m256 q3 = _mm256_set1_ps(0.75f), q1 = _mm256_set1_ps(0.25f);
    const __m128 h3 = _mm_set1_ps(0.75f), h1 = _mm_set1_ps(0.25f);
    const int fade = t != 1;
    const float keepScalar = 1 - t;
    const __m256 tt = _mm256_set1_ps(t), keep = _mm256_set1_ps(keepScalar);
    const __m128 t1 = _mm_set1_ps(t), keep1 = _mm_set1_ps(keepScalar);
    __m128 first = _mm_add_ps(_mm_mul_ps(ld1(s), h3), _mm_mul_ps(ld1(s + 4), h1));
    if (fade) first = _mm_add_ps(_mm_mul_ps(ld1(out), keep1), _mm_mul_ps(first, t1));
    _mm_storeu_ps(out, first);
    long m = 0;
    for (; 2 * m + 4 <= last; m += 2) {
        __m256 centre = _mm256_mul_ps(ld(s + 4 * (m + 1)), q3);
        __m256 odd = _mm256_add_ps(centre, _mm256_mul_ps(ld(s + 4 * m), q1));         // fine 2m+1, 2m+3
        __m256 even = _mm256_add_ps(centre, _mm256_mul_ps(ld(s + 4 * (m + 2)), q1));  // fine 2m+2, 2m+4
        __m256 lo = _mm256_permute2f128_ps(odd, even, 0x20), hi = _mm256_permute2f128_ps(odd, even, 0x31);
        float *o = out + 4 * (2 * m + 1);
        if (fade) {
            lo = _mm256_add_ps(_mm256_mul_ps(ld(o), keep), _mm256_mul_ps(lo, tt));
            hi = _mm256_add_ps(_mm256_mul_ps(ld(o + 8), keep), _mm256_mul_ps(hi, tt));
        }
        _mm256_storeu_ps(o, lo);
        _mm256_storeu_ps(o + 8, hi);
    }
    for (; 2 * m + 2 <= last; m++) {
        __m128 centre = _mm_mul_ps(ld1(s + 4 * (m + 1)), h3);
        __m128 odd = _mm_add_ps(centre, _mm_mul_ps(ld1(s + 4 * m), h1));
        __m128 even = _mm_add_ps(centre, _mm_mul_ps(ld1(s + 4 * (m + 2)), h1));
        float *o = out + 4 * (2 * m + 1);
        if (fade) {
            odd = _mm_add_ps(_mm_mul_ps(ld1(o), keep1), _mm_mul_ps(odd, t1));
            even = _mm_add_ps(_mm_mul_ps(ld1(o + 4), keep1), _mm_mul_ps(even, t1));
        }
        _mm_storeu_ps(o, odd);
        _mm_storeu_ps(o + 4, even);
    }
    if (2 * m + 1 == last) {
        __m128 v = _mm_add_ps(_mm_mul_ps(ld1(s + 4 * (m + 1)), h3), _mm_mul_ps(ld1(s + 4 * m), h1));
        float *o = out + 4 * last;
        if (fade) v = _mm_add_ps(_mm_mul_ps(ld1(o), keep1), _mm_mul_ps(v, t1));
        _mm_storeu_ps(o, v);
    }
}

__attribute__((target("avx2")))
void blur_gauss_double_row(const float *a, const float *b, const float *c, float wx, float wy, float wz,
                           long count, float *scratch, float *out, long last, float t) {
    vertical_mix(a, b, c, wx, wy, wz, count, scratch);
    horizontal(scratch, out, last, t);
}

#else

void blur_gauss_double_row(const float *a, const float *b, const float *c, float wx, float wy, float wz,
                           long count, float *scratch, float *out, long last, float t) {}

#endif
