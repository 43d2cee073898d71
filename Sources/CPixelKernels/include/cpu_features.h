#ifndef FLUID_CPU_FEATURES_H
#define FLUID_CPU_FEATURES_H

/// 1 when this CPU runs the AVX2 kernels (x86-64 with AVX2), else 0. Asked once; cheap after.
int fluid_cpu_has_avx2(void);

/// 1 when this CPU runs the AVX-512 kernels (F, BW, VBMI and VNNI, with the OS saving the
/// 512-bit registers), else 0. Asked once; cheap after.
int fluid_cpu_has_avx512_vnni(void);

#endif
