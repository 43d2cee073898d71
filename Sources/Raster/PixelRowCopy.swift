import CPixelKernels

/// Copies rows of pixels between two buffers: what `update(from:count:)` does, at a speed that
/// does not depend on how the two rows lie in their pages (glibc's memcpy, which that calls,
/// runs about four times slower on this host for some alignments: `raster_copy_pixels`).
enum PixelRowCopy {
    /// `count` pixels from `source` to `destination`; the two must not overlap.
    @inline(__always)
    static func copy(_ destination: UnsafeMutablePointer<UInt32>, from source: UnsafePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        raster_copy_pixels(destination, source, count)
    }

    /// The same from a mutable pointer.
    @inline(__always)
    static func copy(_ destination: UnsafeMutablePointer<UInt32>, from source: UnsafeMutablePointer<UInt32>, count: Int) {
        copy(destination, from: UnsafePointer(source), count: count)
    }
}
