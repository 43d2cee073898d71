import Foundation

/// A BMP file's size in pixels, from its header alone (what `UIImage.size` reports): the width
/// and height at bytes 18 and 22, little-endian, the height negative for a top-down picture.
enum BitmapSize {
    static func of(_ path: String) -> CGSize {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .zero }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 26) else { return .zero }
        return from(header: [UInt8](data))
    }

    /// The size the first 26 bytes of a BMP file give; zero for anything else.
    static func from(header bytes: [UInt8]) -> CGSize {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return .zero }
        func int32(at i: Int) -> Int32 {
            Int32(bitPattern: UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24)
        }
        let width = int32(at: 18), height = int32(at: 22)
        guard width > 0, height != 0, height != .min else { return .zero }
        return CGSize(width: CGFloat(width), height: CGFloat(abs(height)))
    }
}
