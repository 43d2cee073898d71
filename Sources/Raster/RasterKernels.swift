import CPixelKernels

/// Which row loops this CPU runs: the AVX2 kernels in CPixelKernels (`raster_*`), which give
/// the Swift loops' bytes at fewer instructions a pixel, or the Swift loops themselves (baseline
/// x86-64 compiles them for SSE2 only). The Swift loops stay as the fallback and as the
/// reference the tests compare the kernels with.
enum RasterKernels {
    /// Asked once. The row loops take it as a defaulted `avx2` argument, so a test can run the
    /// Swift path on an AVX2 CPU without any shared switch.
    static let avx2: Bool = fluid_cpu_has_avx2() != 0
}
