#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pixel of the working pyramid: four channels in 0…255, in whatever order the caller uses.
typealias Pixel = SIMD4<Float>

/// Owned scratch memory that grows on demand and is never shrunk, so a blur object that has seen
/// a size once runs without allocating again.
///
/// The memory comes zeroed from `calloc`, which for a large buffer maps fresh pages the kernel
/// zeroes on first touch: only the pages a blur writes become resident. A canvas-sized reserve
/// (about 80 MB at 3840×2160) writing every element, as it did, made all of it resident
/// although a blur under a part of the canvas never touches most of it (issue 52: peak RSS).
final class ScratchBuffer<Element: SIMD> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 0
        base = Self.zeroed(1)
    }

    deinit { free(base) }

    /// `count` zeroed elements (every SIMD element is trivial, so zero bytes are its zero).
    private static func zeroed(_ count: Int) -> UnsafeMutablePointer<Element> {
        // calloc aligns to 16 bytes, which every `Element` here needs at most.
        guard let raw = calloc(count, MemoryLayout<Element>.stride) else {
            fatalError("out of memory: \(count) scratch elements")
        }
        return raw.bindMemory(to: Element.self, capacity: count)
    }

    /// Makes room for `count` elements; contents are not preserved when it has to grow.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        free(base)
        base = Self.zeroed(count)
        capacity = count
    }

    var byteCount: Int { capacity * MemoryLayout<Element>.stride }

    /// Writes the first `count` elements (zeros, which they hold already), so their pages are
    /// resident before a timed frame needs them: a page first touched inside a frame costs a
    /// fault and the kernel's zeroing there.
    func prefault(_ count: Int) {
        base.update(repeating: Element(), count: Swift.min(count, capacity))
    }
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
