import CPixelKernels

/// Which row kernels this CPU runs: the AVX2 ones in `CPixelKernels` (byte-identical to the
/// Swift ones, twice the pixels a vector) or the Swift ones, built for baseline x86-64. Asked
/// once; the only global of the module, and read-only. Kernels take it as a parameter
/// defaulting to this, so tests can run both paths and compare them.
enum VectorKernels {
    static let avx2: Bool = fluid_cpu_has_avx2() != 0
    /// The AVX-512 (VBMI, VNNI) kernels: the same bytes again, a dot product of four taps an
    /// instruction (`blur_gauss_wide.h`).
    static let avx512: Bool = fluid_cpu_has_avx512_vnni() != 0
}
