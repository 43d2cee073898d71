// Which vector kernels this CPU runs. The AVX2 kernels are compiled for AVX2 with a function
// attribute only (the package sets no global compiler flags), so a CPU without it must never
// reach them: every caller asks here first.
#include "cpu_features.h"

int fluid_cpu_has_avx2(void) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return known;
#else
    return 0;
#endif
}

int fluid_cpu_has_avx512_vnni(void) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        // The compiler's runtime sets these only when the OS saves the 512-bit registers too.
        known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vnni") ? 1 : 0;
    }
    return known;
#else
    return 0;
#endif
}
