// A row of pixels copied with plain 16-byte loads and stores, for the rows Raster copies from
// one buffer to another (a kept scaled picture, blurred texels, onto the canvas).
//
// Why not memcpy: glibc copies a row of more than a few kilobytes with `rep movsb`, which on
// this AMD EPYC runs about four times slower for some relative alignments of source and
// destination (a 2560×1600 canvas copied row by row from a picture whose rows start 16 bytes
// further into their page: 5.8 ms instead of 1.4; `bench scenes --frame-log` found it as a
// frame of half-modal taking three times its neighbours when its dimming ended). The loads and
// stores here take the same time whatever the alignment. The bytes are the copy's either way.
#include "raster_kernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>

void raster_copy_pixels(uint32_t *destination, const uint32_t *source, ptrdiff_t count) {
    ptrdiff_t x = 0;
    for (; x + 16 <= count; x += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(source + x));
        __m128i b = _mm_loadu_si128((const __m128i *)(source + x + 4));
        __m128i c = _mm_loadu_si128((const __m128i *)(source + x + 8));
        __m128i d = _mm_loadu_si128((const __m128i *)(source + x + 12));
        _mm_storeu_si128((__m128i *)(destination + x), a);
        _mm_storeu_si128((__m128i *)(destination + x + 4), b);
        _mm_storeu_si128((__m128i *)(destination + x + 8), c);
        _mm_storeu_si128((__m128i *)(destination + x + 12), d);
    }
    for (; x + 4 <= count; x += 4) {
        _mm_storeu_si128((__m128i *)(destination + x), _mm_loadu_si128((const __m128i *)(source + x)));
    }
    for (; x < count; x++) destination[x] = source[x];
}

#else
#include <string.h>

void raster_copy_pixels(uint32_t *destination, const uint32_t *source, ptrdiff_t count) {
    if (count > 0) memcpy(destination, source, (size_t)count * sizeof(uint32_t));
}
#endif
