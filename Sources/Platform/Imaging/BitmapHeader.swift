/// The checks a BMP file passes before any pixel is decoded, or even the whole file read: a
/// header that agrees with the file's size and stays within the side and pixel limits, so a
/// 3 KB file claiming 30000×30000 pixels is refused at once instead of allocating gigabytes.
enum BitmapHeader {
    /// The bytes the checks look at: the file header and the largest info header's fields read.
    static let length = 54

    /// Why `bytes` (a whole file) is not a BMP this program reads, or nil.
    static func problem(in bytes: [UInt8], pixelLimit: Int = BitmapFile.pixelLimit) -> BitmapHeaderProblem? {
        problem(header: Array(bytes.prefix(length)), fileSize: bytes.count, pixelLimit: pixelLimit)
    }

    /// Why a file of `fileSize` bytes starting with `header` (its first `length` bytes, or all
    /// of a shorter file) is not a BMP this program reads, or nil.
    static func problem(header bytes: [UInt8], fileSize: Int, pixelLimit: Int = BitmapFile.pixelLimit) -> BitmapHeaderProblem? {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return .notABMP }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        func i32(_ at: Int) -> Int { Int(Int32(truncatingIfNeeded: u32(at))) }
        let dataOffset = u32(10), headerSize = u32(14)
        let width: Int, height: Int, bitsPerPixel: Int, compression: Int
        if headerSize == 12 {
            (width, height, bitsPerPixel, compression) = (u16(18), u16(20), u16(24), 0)
        } else {
            guard [40, 52, 56, 64, 108, 124].contains(headerSize) else { return .unknownHeaderSize(headerSize) }
            guard bytes.count >= 54 else { return .endsInsideHeader }
            width = i32(18)
            height = abs(i32(22))
            bitsPerPixel = u16(28)
            compression = u32(30)
        }
        switch compression {
        case 0, 1, 2, 3, 6: break
        case 4: return .jpegCompressed
        case 5: return .pngCompressed
        default: return .unknownCompression(compression)
        }
        guard [1, 4, 8, 16, 24, 32].contains(bitsPerPixel) else { return .unsupportedBitsPerPixel(bitsPerPixel) }
        guard width > 0, height > 0 else { return .noPixels(width: width, height: height) }
        guard width <= BitmapFile.sideLimit, height <= BitmapFile.sideLimit, width * height <= pixelLimit else {
            return .tooLarge(width: width, height: height, pixelLimit: pixelLimit)
        }
        guard dataOffset >= 14 + headerSize, dataOffset <= fileSize else {
            return .dataOffsetOutside(dataOffset, fileSize: fileSize)
        }
        // Run-length encoded data (1, 2) has no fixed size; SDL stops at its end.
        if compression == 0 || compression == 3 || compression == 6 {
            let rowBytes = (width * bitsPerPixel + 31) / 32 * 4
            let needed = rowBytes * height
            guard needed <= fileSize - dataOffset else {
                return .pixelsCutShort(width: width, height: height, needed: needed, held: fileSize - dataOffset)
            }
        }
        return nil
    }
}

/// Why a BMP file's header is refused, as a case; `description` says it in words.
public enum BitmapHeaderProblem: Equatable, Sendable, CustomStringConvertible {
    case notABMP
    case unknownHeaderSize(Int)
    case endsInsideHeader
    case jpegCompressed
    case pngCompressed
    case unknownCompression(Int)
    case unsupportedBitsPerPixel(Int)
    /// A width or height of zero or less.
    case noPixels(width: Int, height: Int)
    /// Beyond `BitmapFile.sideLimit` on a side or `pixelLimit` pixels in all.
    case tooLarge(width: Int, height: Int, pixelLimit: Int)
    case dataOffsetOutside(Int, fileSize: Int)
    /// Fewer bytes of pixels in the file than the header's size needs.
    case pixelsCutShort(width: Int, height: Int, needed: Int, held: Int)

    public var description: String {
        switch self {
        case .notABMP: return "not a BMP file (no \"BM\" header)"
        case .unknownHeaderSize(let size): return "unknown BMP header size \(size)"
        case .endsInsideHeader: return "the file ends inside its BMP header"
        case .jpegCompressed: return "JPEG-compressed BMP is not supported"
        case .pngCompressed: return "PNG-compressed BMP is not supported"
        case .unknownCompression(let compression): return "unknown BMP compression \(compression)"
        case .unsupportedBitsPerPixel(let bits): return "unsupported \(bits) bits per pixel"
        case let .noPixels(width, height): return "the header says \(width)×\(height) pixels"
        case let .tooLarge(width, height, limit):
            return "the header says \(width)×\(height) pixels, more than the \(BitmapFile.sideLimit)-pixel side or the \(limit)-pixel limit"
        case let .dataOffsetOutside(offset, size): return "the pixel data offset \(offset) lies outside the \(size)-byte file"
        case let .pixelsCutShort(width, height, needed, held):
            return "the header says \(width)×\(height) pixels (\(needed) bytes) but the file holds \(held) bytes of pixels"
        }
    }
}
