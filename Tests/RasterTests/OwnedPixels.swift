import Raster

/// Pixels a test owns, zeroed (transparent black, as a fresh canvas), handed to Raster's loops
/// as a `PixelBuffer`; rows may be longer than the width, as a surface's pitch may be.
final class OwnedPixels {
    let buffer: PixelBuffer
    private let storage: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int, pixelsPerRow: Int? = nil) {
        let row = pixelsPerRow ?? width
        storage = .allocate(capacity: row * height)
        storage.initialize(repeating: 0, count: row * height)
        buffer = PixelBuffer(base: storage, width: width, height: height, pixelsPerRow: row)
    }

    deinit { storage.deallocate() }

    subscript(x: Int, y: Int) -> UInt32 {
        get { storage[y * buffer.pixelsPerRow + x] }
        set { storage[y * buffer.pixelsPerRow + x] = newValue }
    }

    /// Sets every pixel (padding included) to `colour`.
    func fill(_ colour: UInt32) {
        storage.update(repeating: colour, count: buffer.pixelsPerRow * buffer.height)
    }
}
