// AVX2 versions of the Blur module's 16-bit Gaussian row passes: four pixels a vector instead
// of the Swift code's two (it is built for baseline x86-64, SSE2). Every operation is the one
// the Swift code does, lane for lane, so the results are byte-identical: 16-bit wrapping adds
// and multiplies, `pmulhuw` for the fixed-point products, logical shifts for the rounding.
// The radius is a constant in each instantiation of the bodies below (they are always inlined
// into one function per radius), so the tap loops unroll with the weights in registers.
#include "blur_gauss.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline, target("avx2")))

INLINE __m256i load256(const void *p) { return _mm256_loadu_si256((const __m256i *)p); }
INLINE __m128i load128(const void *p) { return _mm_loadu_si128((const __m128i *)p); }

// MARK: FixedSeparableBlur

INLINE void fixed_vertical(const uint16_t *const *tapRows, const uint16_t *weights, long radius,
                           uint16_t bias, long elements, uint16_t *out) {
    // The row pointers in locals: registers across the loop, not reloaded after each store.
    const uint16_t *rows[2 * 8 + 1];
    for (long i = 0; i < 2 * radius + 1 && i < 17; i++) rows[i] = tapRows[i];
    __m256i w[9];
    for (long d = 0; d <= radius && d < 9; d++) w[d] = _mm256_set1_epi16((short)weights[d]);
    const __m256i b = _mm256_set1_epi16((short)bias);
    long j = 0;
    for (; j + 16 <= elements; j += 16) {
        __m256i sum = _mm256_add_epi16(_mm256_mulhi_epu16(load256(rows[radius] + j), w[0]), b);
        for (long d = 1; d <= radius; d++) {
            __m256i a = load256(rows[radius - d] + j), c = load256(rows[radius + d] + j);
            sum = _mm256_add_epi16(sum, _mm256_mulhi_epu16(_mm256_add_epi16(a, c), w[d]));
        }
        _mm256_storeu_si256((__m256i *)(out + j), sum);
    }
    if (j < elements) {  // 8 elements left (rows hold whole pairs)
        __m128i sum = _mm_add_epi16(_mm_mulhi_epu16(load128(rows[radius] + j), _mm256_castsi256_si128(w[0])),
                                    _mm256_castsi256_si128(b));
        for (long d = 1; d <= radius; d++) {
            __m128i a = load128(rows[radius - d] + j), c = load128(rows[radius + d] + j);
            sum = _mm_add_epi16(sum, _mm_mulhi_epu16(_mm_add_epi16(a, c), _mm256_castsi256_si128(w[d])));
        }
        _mm_storeu_si128((__m128i *)(out + j), sum);
    }
}

// Sum of the taps for pixels at `c` (four pixels; element offsets, 4 per pixel).
INLINE __m256i fixed_sum(const uint16_t *c, const __m256i *w, long radius, __m256i b) {
    __m256i sum = _mm256_add_epi16(_mm256_mulhi_epu16(load256(c), w[0]), b);
    for (long d = 1; d <= radius; d++) {
        __m256i a = load256(c - 4 * d), e = load256(c + 4 * d);
        sum = _mm256_add_epi16(sum, _mm256_mulhi_epu16(_mm256_add_epi16(a, e), w[d]));
    }
    return sum;
}

INLINE __m128i fixed_sum128(const uint16_t *c, const __m256i *w, long radius, __m256i b) {
    __m128i sum = _mm_add_epi16(_mm_mulhi_epu16(load128(c), _mm256_castsi256_si128(w[0])), _mm256_castsi256_si128(b));
    for (long d = 1; d <= radius; d++) {
        __m128i a = load128(c - 4 * d), e = load128(c + 4 * d);
        sum = _mm_add_epi16(sum, _mm_mulhi_epu16(_mm_add_epi16(a, e), _mm256_castsi256_si128(w[d])));
    }
    return sum;
}

// Eight 16-bit units to floats: exact (< 2²⁴), times 1/128 (a power of two: exact).
INLINE __m256 fixed_float(__m128i v, __m256 unit) {
    return _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepu16_epi32(v)), unit);
}

INLINE void fixed_horizontal(const uint16_t *c, const uint16_t *weights, long radius, uint16_t bias,
                             long count, float *out) {
    __m256i w[9];
    for (long d = 0; d <= radius && d < 9; d++) w[d] = _mm256_set1_epi16((short)weights[d]);
    const __m256i b = _mm256_set1_epi16((short)bias);
    const __m256 unit = _mm256_set1_ps(1.0f / 128.0f);
    long x = 0;
    for (; x + 4 <= count; x += 4) {
        __m256i s = fixed_sum(c + 4 * x, w, radius, b);
        _mm256_storeu_ps(out + 4 * x, fixed_float(_mm256_castsi256_si128(s), unit));
        _mm256_storeu_ps(out + 4 * x + 8, fixed_float(_mm256_extracti128_si256(s, 1), unit));
    }
    if (x < count) {  // one to three pixels: a pair, then maybe a lone one (with its spare)
        __m256 f = fixed_float(fixed_sum128(c + 4 * x, w, radius, b), unit);
        if (x + 2 <= count) {
            _mm256_storeu_ps(out + 4 * x, f);
            x += 2;
            if (x < count) f = fixed_float(fixed_sum128(c + 4 * x, w, radius, b), unit);
        }
        if (x < count) _mm_storeu_ps(out + 4 * x, _mm256_castps256_ps128(f));
    }
}

// Units of 1/128 to 1/16 rounded half to even, as the float path's magic-number rounding of
// sum / 8 does: up past a half, and at a half when the quotient is odd.
INLINE __m256i sixteenths(__m256i s) {
    const __m256i three = _mm256_set1_epi16(3), one = _mm256_set1_epi16(1);
    __m256i odd = _mm256_and_si256(_mm256_srli_epi16(s, 3), one);
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(s, three), odd), 3);
}

INLINE __m128i sixteenths128(__m128i s) {
    const __m128i three = _mm_set1_epi16(3), one = _mm_set1_epi16(1);
    __m128i odd = _mm_and_si128(_mm_srli_epi16(s, 3), one);
    return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(s, three), odd), 3);
}

// The horizontal pass into 16-bit units: rounded to sixteenths when `rounds`, else the sums
// as they are (1/128-level units).
INLINE void fixed_horizontal_short(const uint16_t *c, const uint16_t *weights, long radius, uint16_t bias,
                                        long count, uint16_t *out, int rounds) {
    __m256i w[9];
    for (long d = 0; d <= radius && d < 9; d++) w[d] = _mm256_set1_epi16((short)weights[d]);
    const __m256i b = _mm256_set1_epi16((short)bias);
    long x = 0;
    for (; x + 4 <= count; x += 4) {
        __m256i s = fixed_sum(c + 4 * x, w, radius, b);
        _mm256_storeu_si256((__m256i *)(out + 4 * x), rounds ? sixteenths(s) : s);
    }
    for (; x + 2 <= count; x += 2) {
        __m128i s = fixed_sum128(c + 4 * x, w, radius, b);
        _mm_storeu_si128((__m128i *)(out + 4 * x), rounds ? sixteenths128(s) : s);
    }
    if (x < count) {
        __m128i s = fixed_sum128(c + 4 * x, w, radius, b);
        _mm_storel_epi64((__m128i *)(out + 4 * x), rounds ? sixteenths128(s) : s);
    }
}

#define FIXED_CASES(X) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8)

#define FIXED_V(R) \
    static AVX2 void fixed_vertical_##R(const uint16_t *const *rows, const uint16_t *w, uint16_t bias, long n, uint16_t *out) \
    { fixed_vertical(rows, w, R, bias, n, out); }
#define FIXED_H(R) \
    static AVX2 void fixed_horizontal_##R(const uint16_t *c, const uint16_t *w, uint16_t bias, long n, float *out) \
    { fixed_horizontal(c, w, R, bias, n, out); }
#define FIXED_S(R) \
    static AVX2 void fixed_sixteenths_##R(const uint16_t *c, const uint16_t *w, uint16_t bias, long n, uint16_t *out) \
    { fixed_horizontal_short(c, w, R, bias, n, out, 1); } \
    static AVX2 void fixed_units_##R(const uint16_t *c, const uint16_t *w, uint16_t bias, long n, uint16_t *out) \
    { fixed_horizontal_short(c, w, R, bias, n, out, 0); }
FIXED_CASES(FIXED_V)
FIXED_CASES(FIXED_H)
FIXED_CASES(FIXED_S)

// Radii past 8 (no plan uses them) run the tap loop with the weights reloaded from memory.
static AVX2 void fixed_vertical_any(const uint16_t *const *rows, const uint16_t *weights, long radius,
                                    uint16_t bias, long elements, uint16_t *out) {
    const __m256i b = _mm256_set1_epi16((short)bias);
    long j = 0;
    for (; j + 16 <= elements; j += 16) {
        __m256i sum = _mm256_add_epi16(_mm256_mulhi_epu16(load256(rows[radius] + j), _mm256_set1_epi16((short)weights[0])), b);
        for (long d = 1; d <= radius; d++) {
            __m256i a = load256(rows[radius - d] + j), c = load256(rows[radius + d] + j);
            sum = _mm256_add_epi16(sum, _mm256_mulhi_epu16(_mm256_add_epi16(a, c), _mm256_set1_epi16((short)weights[d])));
        }
        _mm256_storeu_si256((__m256i *)(out + j), sum);
    }
    if (j < elements) {
        __m128i sum = _mm_add_epi16(_mm_mulhi_epu16(load128(rows[radius] + j), _mm_set1_epi16((short)weights[0])),
                                    _mm_set1_epi16((short)bias));
        for (long d = 1; d <= radius; d++) {
            __m128i a = load128(rows[radius - d] + j), c = load128(rows[radius + d] + j);
            sum = _mm_add_epi16(sum, _mm_mulhi_epu16(_mm_add_epi16(a, c), _mm_set1_epi16((short)weights[d])));
        }
        _mm_storeu_si128((__m128i *)(out + j), sum);
    }
}

// A pair of pixels' tap sum at `p` with the weights read from memory (radii past 8).
INLINE __m128i fixed_sum_any(const uint16_t *p, const uint16_t *weights, long radius, uint16_t bias) {
    __m128i sum = _mm_add_epi16(_mm_mulhi_epu16(load128(p), _mm_set1_epi16((short)weights[0])), _mm_set1_epi16((short)bias));
    for (long d = 1; d <= radius; d++) {
        __m128i a = load128(p - 4 * d), e = load128(p + 4 * d);
        sum = _mm_add_epi16(sum, _mm_mulhi_epu16(_mm_add_epi16(a, e), _mm_set1_epi16((short)weights[d])));
    }
    return sum;
}

static AVX2 void fixed_horizontal_any(const uint16_t *c, const uint16_t *weights, long radius, uint16_t bias,
                                      long count, float *out) {
    const __m256 unit = _mm256_set1_ps(1.0f / 128.0f);
    for (long x = 0; x < count; x += 2) {
        __m256 f = fixed_float(fixed_sum_any(c + 4 * x, weights, radius, bias), unit);
        if (x + 2 <= count) _mm256_storeu_ps(out + 4 * x, f);
        else _mm_storeu_ps(out + 4 * x, _mm256_castps256_ps128(f));
    }
}

void blur_gauss_fixed_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                               uint16_t bias, long elements, uint16_t *out) {
    switch (radius) {
#define CALL(R) case R: fixed_vertical_##R(rows, weights, bias, elements, out); return;
    FIXED_CASES(CALL)
#undef CALL
    default: fixed_vertical_any(rows, weights, radius, bias, elements, out);
    }
}

void blur_gauss_fixed_horizontal(const uint16_t *centre, const uint16_t *weights, long radius,
                                 uint16_t bias, long count, float *out) {
    switch (radius) {
#define CALL(R) case R: fixed_horizontal_##R(centre, weights, bias, count, out); return;
    FIXED_CASES(CALL)
#undef CALL
    default: fixed_horizontal_any(centre, weights, radius, bias, count, out);
    }
}

// Radii past 8 (no plan uses them): the weights from memory, a pair of pixels a step.
static AVX2 void fixed_short_any(const uint16_t *centre, const uint16_t *weights, long radius, uint16_t bias,
                                      long count, uint16_t *out, int rounds) {
    for (long x = 0; x < count; x += 2) {
        __m128i v = fixed_sum_any(centre + 4 * x, weights, radius, bias);
        if (rounds) v = sixteenths128(v);
        if (x + 2 <= count) _mm_storeu_si128((__m128i *)(out + 4 * x), v);
        else _mm_storel_epi64((__m128i *)(out + 4 * x), v);
    }
}

void blur_gauss_fixed_horizontal_short(const uint16_t *centre, const uint16_t *weights, long radius,
                                       uint16_t bias, long count, uint16_t *out, int sixteenths) {
    switch (radius) {
#define CALL(R) case R: if (sixteenths) fixed_sixteenths_##R(centre, weights, bias, count, out); \
                        else fixed_units_##R(centre, weights, bias, count, out); return;
    FIXED_CASES(CALL)
#undef CALL
    default: fixed_short_any(centre, weights, radius, bias, count, out, sixteenths);
    }
}

// MARK: FullResolutionBlur

// One lane vector of weights (even pixel, odd pixel) in both 128-bit halves: four pixels.
INLINE __m256i full_weight(const uint16_t *weights, long index) {
    return _mm256_broadcastsi128_si256(load128(weights + 8 * index));
}

// The tap sum with the Swift code's grouping: pairs added before one multiply where the two
// sides share a weight (symmetric, or an even offset), else each side multiplied on its own.
#define FULL_SUM(T, ADD, MUL, CENTRE, LEFT, RIGHT, W)                                  \
    T sum = MUL(CENTRE, W[radius]);                                                    \
    for (long d = 1; d <= radius; d++) {                                               \
        T a = LEFT(d), b = RIGHT(d);                                                   \
        if (symmetric || (d & 1) == 0) sum = ADD(sum, MUL(ADD(a, b), W[radius + d]));   \
        else sum = ADD(ADD(sum, MUL(a, W[radius - d])), MUL(b, W[radius + d]));         \
    }

INLINE void full_horizontal(const uint16_t *weights, long radius, int symmetric, const uint8_t *source,
                            long width, uint16_t *padded, uint16_t *row) {
    const long pairs = (width + 1) & ~1L;
    uint16_t *centre = padded + 4 * radius;
    long x = 0;
    for (; x + 4 <= width; x += 4)
        _mm256_storeu_si256((__m256i *)(centre + 4 * x), _mm256_cvtepu8_epi16(load128(source + 4 * x)));
    for (; x < width; x++)
        for (int k = 0; k < 4; k++) centre[4 * x + k] = source[4 * x + k];
    for (long i = 0; i < radius; i++)
        for (int k = 0; k < 4; k++) padded[4 * i + k] = centre[k];
    for (long i = width; i < pairs + radius + 1; i++)
        for (int k = 0; k < 4; k++) centre[4 * i + k] = centre[4 * (width - 1) + k];
    __m256i w[2 * 4 + 1];
    for (long i = 0; i < 2 * radius + 1 && i < 9; i++) w[i] = full_weight(weights, i);
    const __m256i half = _mm256_set1_epi16(128);
    long j = 0;  // in uint16_t, 4 a pixel
    for (; j + 16 <= 4 * pairs; j += 16) {
#define L(d) load256(centre + j - 4 * (d))
#define R(d) load256(centre + j + 4 * (d))
        FULL_SUM(__m256i, _mm256_add_epi16, _mm256_mullo_epi16, load256(centre + j), L, R, w)
#undef L
#undef R
        _mm256_storeu_si256((__m256i *)(row + j), _mm256_srli_epi16(_mm256_add_epi16(sum, half), 8));
    }
    if (j < 4 * pairs) {  // one pair left
        __m128i v[9];
        for (long i = 0; i < 2 * radius + 1 && i < 9; i++) v[i] = _mm256_castsi256_si128(w[i]);
#define L(d) load128(centre + j - 4 * (d))
#define R(d) load128(centre + j + 4 * (d))
        FULL_SUM(__m128i, _mm_add_epi16, _mm_mullo_epi16, load128(centre + j), L, R, v)
#undef L
#undef R
        _mm_storeu_si128((__m128i *)(row + j), _mm_srli_epi16(_mm_add_epi16(sum, _mm256_castsi256_si128(half)), 8));
    }
}

// Sixteen 16-bit sums to 16 bytes, keeping the low byte of each (Swift's truncatingIfNeeded).
INLINE __m128i low_bytes(__m256i v) {
    v = _mm256_and_si256(v, _mm256_set1_epi16(0xff));
    return _mm_packus_epi16(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
}

INLINE void full_vertical(const uint16_t *const *tapRows, const uint16_t *weights, long radius, int symmetric,
                          long width, uint8_t *out) {
    // Byte stores may alias anything: held in locals, the row pointers are not reloaded after each.
    const uint16_t *rows[2 * 4 + 1];
    for (long i = 0; i < 2 * radius + 1 && i < 9; i++) rows[i] = tapRows[i];
    __m256i w[2 * 4 + 1];
    for (long i = 0; i < 2 * radius + 1 && i < 9; i++) w[i] = full_weight(weights, i);
    const __m256i half = _mm256_set1_epi16(128);
    long j = 0;  // in uint16_t of the ring rows, 4 a pixel (and one output byte each)
    for (; j + 16 <= 4 * width; j += 16) {
#define L(d) load256(rows[radius - (d)] + j)
#define R(d) load256(rows[radius + (d)] + j)
        FULL_SUM(__m256i, _mm256_add_epi16, _mm256_mullo_epi16, load256(rows[radius] + j), L, R, w)
#undef L
#undef R
        _mm_storeu_si128((__m128i *)(out + j), low_bytes(_mm256_srli_epi16(_mm256_add_epi16(sum, half), 8)));
    }
    if (j < 4 * width) {  // one to three pixels: a pair (the ring rows hold whole pairs) and maybe one more
        __m128i v[9];
        for (long i = 0; i < 2 * radius + 1 && i < 9; i++) v[i] = _mm256_castsi256_si128(w[i]);
        for (; j < 4 * width; j += 8) {
#define L(d) load128(rows[radius - (d)] + j)
#define R(d) load128(rows[radius + (d)] + j)
            FULL_SUM(__m128i, _mm_add_epi16, _mm_mullo_epi16, load128(rows[radius] + j), L, R, v)
#undef L
#undef R
            __m128i s = _mm_srli_epi16(_mm_add_epi16(sum, _mm256_castsi256_si128(half)), 8);
            __m128i bytes = _mm_packus_epi16(_mm_and_si128(s, _mm_set1_epi16(0xff)), _mm_setzero_si128());
            if (j + 8 <= 4 * width) _mm_storel_epi64((__m128i *)(out + j), bytes);
            else *(int32_t *)(void *)(out + j) = _mm_cvtsi128_si32(bytes);
        }
    }
}

#define FULL_CASES(X) X(1, 1) X(2, 1) X(3, 1) X(4, 1) X(1, 0) X(2, 0) X(3, 0) X(4, 0)
#define FULL_FNS(R, S)                                                                                   \
    static AVX2 void full_horizontal_##R##_##S(const uint16_t *w, const uint8_t *src, long width,         \
                                               uint16_t *padded, uint16_t *row)                           \
    { full_horizontal(w, R, S, src, width, padded, row); }                                               \
    static AVX2 void full_vertical_##R##_##S(const uint16_t *const *rows, const uint16_t *w, long width, \
                                             uint8_t *out)                                               \
    { full_vertical(rows, w, R, S, width, out); }
FULL_CASES(FULL_FNS)

void blur_gauss_full_horizontal(const uint16_t *weights, long radius, int symmetric,
                                const uint8_t *source, long width, uint16_t *padded, uint16_t *row) {
    switch (radius * 2 + (symmetric ? 1 : 0)) {
#define CALL(R, S) case R * 2 + S: full_horizontal_##R##_##S(weights, source, width, padded, row); return;
    FULL_CASES(CALL)
#undef CALL
    default: break;  // the Swift side runs radii past 4 itself
    }
}

void blur_gauss_full_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                              int symmetric, long width, uint8_t *destination) {
    switch (radius * 2 + (symmetric ? 1 : 0)) {
#define CALL(R, S) case R * 2 + S: full_vertical_##R##_##S(rows, weights, width, destination); return;
    FULL_CASES(CALL)
#undef CALL
    default: break;
    }
}

#else

void blur_gauss_fixed_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                               uint16_t bias, long elements, uint16_t *out) {}
void blur_gauss_fixed_horizontal(const uint16_t *centre, const uint16_t *weights, long radius,
                                 uint16_t bias, long count, float *out) {}
void blur_gauss_full_horizontal(const uint16_t *weights, long radius, int symmetric,
                                const uint8_t *source, long width, uint16_t *padded, uint16_t *row) {}
void blur_gauss_fixed_horizontal_short(const uint16_t *centre, const uint16_t *weights, long radius,
                                       uint16_t bias, long count, uint16_t *out, int sixteenths) {}
void blur_gauss_full_vertical(const uint16_t *const *rows, const uint16_t *weights, long radius,
                              int symmetric, long width, uint8_t *destination) {}

#endif
