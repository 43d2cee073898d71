import Foundation
import Raster

/// What a window shows, without a window: a copy of the frames that takes each frame's pixels only
/// where the surface says they changed since the last copy (`Surface.takeUnpresented()`), as the
/// window's streaming texture does (`Window.present`). Comparing it with a full redraw checks the
/// window's partial upload headless (the replay fuzzer, the presented-frames tests).
public struct PresentedCopy {
    public private(set) var width = 0
    public private(set) var height = 0
    private var texels: [UInt32] = []

    public init() {}

    /// Takes the changed part of `surface`'s frame; a new size is a new copy, taken whole (a new
    /// texture in the window).
    public mutating func present(_ surface: Surface) {
        let pixels = surface.pixels
        var area = surface.takeUnpresented()
        if pixels.width != width || pixels.height != height {
            width = pixels.width
            height = pixels.height
            texels = Array(repeating: 0, count: width * height)
            area = PixelRect(x: 0, y: 0, width: width, height: height)
        }
        guard let rect = area?.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) else { return }
        texels.withUnsafeMutableBufferPointer { copy in
            for y in rect.y..<rect.maxY {
                guard let row = copy.baseAddress?.advanced(by: y * width + rect.x) else { return }
                row.update(from: pixels.base + y * pixels.pixelsPerRow + rect.x, count: rect.width)
            }
        }
    }

    /// The first row where the copy differs from `pixels` (any row when the sizes differ); nil
    /// when they are the same.
    public func firstDifferingRow(from pixels: PixelBuffer) -> Int? {
        guard pixels.width == width, pixels.height == height else { return 0 }
        return texels.withUnsafeBufferPointer { copy -> Int? in
            guard let base = copy.baseAddress else { return nil }
            return (0..<height).first { y in memcmp(base + y * width, pixels.base + y * pixels.pixelsPerRow, width * 4) != 0 }
        }
    }
}
