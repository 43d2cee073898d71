/// One pixel of the working pyramid: four channels in 0…255, in whatever order the caller uses.
typealias Pixel = SIMD4<Float>

/// Owned scratch memory that grows on demand and is never shrunk, so a blur object that has seen
/// a size once runs without allocating again.
final class ScratchBuffer<Element: SIMD> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 0
        base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    deinit { base.deallocate() }

    /// Makes room for `count` elements; contents are not preserved when it has to grow.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        base = UnsafeMutablePointer<Element>.allocate(capacity: count)
        base.initialize(repeating: Element(), count: count)
        capacity = count
    }

    var byteCount: Int { capacity * MemoryLayout<Element>.stride }
}

typealias PixelStorage = ScratchBuffer<Pixel>

/// A pyramid level: `width × height` pixels surrounded by a one-pixel margin.
///
/// The margin holds the level's view of the clamped-edge extension of the full-resolution image
/// (for a downsampled level that is the edge column or row filtered along the edge only).
/// Every column beyond the margin would repeat it, so clamping indices into the padded range is
/// exact, and the upsampler finds the neighbour it needs at the border without special cases.
struct PaddedImage {
    let base: UnsafeMutablePointer<Pixel>
    /// Interior size.
    let width: Int
    let height: Int

    var paddedWidth: Int { width + 2 }
    var paddedHeight: Int { height + 2 }
    var pixelCount: Int { paddedWidth * paddedHeight }

    /// Row `index` of the padded grid: 0 is the top margin, `height + 1` the bottom margin.
    @inline(__always)
    func row(_ index: Int) -> UnsafeMutablePointer<Pixel> { base + index * paddedWidth }

    /// Row at padded index `index` clamped into the padded grid.
    @inline(__always)
    func clampedRow(_ index: Int) -> UnsafeMutablePointer<Pixel> {
        row(Swift.min(Swift.max(index, 0), height + 1))
    }

    /// Interior size of a level reduced `factor` times from `size` (partial blocks count).
    static func reducedSize(_ size: Int, factor: Int) -> Int { (size + factor - 1) / factor }
}
