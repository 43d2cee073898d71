/// The checks a BMP file passes before any pixel is decoded, or even the whole file read: a
/// header that agrees with the file's size and stays within the side and pixel limits, so a
/// 3 KB file claiming 30000×30000 pixels is refused at once instead of allocating gigabytes.
enum BitmapHeader {
    /// The bytes the checks look at: the file header and the largest info header's fields read.
    static let length = 54

    /// Why `bytes` (a whole file) is not a BMP this program reads, or nil.
    static func problem(in bytes: [UInt8], pixelLimit: Int = BitmapFile.pixelLimit) -> String? {
        problem(header: Array(bytes.prefix(length)), fileSize: bytes.count, pixelLimit: pixelLimit)
    }

    /// Why a file of `fileSize` bytes starting with `header` (its first `length` bytes, or all
    /// of a shorter file) is not a BMP this program reads, or nil.
    static func problem(header bytes: [UInt8], fileSize: Int, pixelLimit: Int = BitmapFile.pixelLimit) -> String? {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return "not a BMP file (no \"BM\" header)" }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        func i32(_ at: Int) -> Int { Int(Int32(truncatingIfNeeded: u32(at))) }
        let dataOffset = u32(10), headerSize = u32(14)
        let width: Int, height: Int, bitsPerPixel: Int, compression: Int
        if headerSize == 12 {
            (width, height, bitsPerPixel, compression) = (u16(18), u16(20), u16(24), 0)
        } else {
            guard [40, 52, 56, 64, 108, 124].contains(headerSize) else { return "unknown BMP header size \(headerSize)" }
            guard bytes.count >= 54 else { return "the file ends inside its BMP header" }
            width = i32(18)
            height = abs(i32(22))
            bitsPerPixel = u16(28)
            compression = u32(30)
        }
        switch compression {
        case 0, 1, 2, 3, 6: break
        case 4: return "JPEG-compressed BMP is not supported"
        case 5: return "PNG-compressed BMP is not supported"
        default: return "unknown BMP compression \(compression)"
        }
        guard [1, 4, 8, 16, 24, 32].contains(bitsPerPixel) else { return "unsupported \(bitsPerPixel) bits per pixel" }
        guard width > 0, height > 0 else { return "the header says \(width)×\(height) pixels" }
        guard width <= BitmapFile.sideLimit, height <= BitmapFile.sideLimit, width * height <= pixelLimit else {
            return "the header says \(width)×\(height) pixels, more than the \(BitmapFile.sideLimit)-pixel side or the \(pixelLimit)-pixel limit"
        }
        guard dataOffset >= 14 + headerSize, dataOffset <= fileSize else {
            return "the pixel data offset \(dataOffset) lies outside the \(fileSize)-byte file"
        }
        // Run-length encoded data (1, 2) has no fixed size; SDL stops at its end.
        if compression == 0 || compression == 3 || compression == 6 {
            let rowBytes = (width * bitsPerPixel + 31) / 32 * 4
            let needed = rowBytes * height
            guard needed <= fileSize - dataOffset else {
                return "the header says \(width)×\(height) pixels (\(needed) bytes) but the file holds \(fileSize - dataOffset) bytes of pixels"
            }
        }
        return nil
    }
}
