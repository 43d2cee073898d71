import CSDL2
import FileSafety
#if canImport(Glibc)
import Glibc
#endif

/// An 8-bit RGBA picture in memory: `width × height` pixels, rows packed, bytes R, G, B, A.
public struct BitmapImage: Equatable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]
    /// Whether the file it came from had an alpha channel; an image without one is written
    /// back as 24-bit BMP so that other tools compare like with like.
    public var hasAlpha: Bool

    public init(width: Int, height: Int, pixels: [UInt8], hasAlpha: Bool = true) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.hasAlpha = hasAlpha
    }
}

/// BMP files: read through the one input-file reader, checked against their own header, then
/// decoded by SDL (1–32 bits a pixel, palettes, bit fields); written by our own encoder through
/// the one output writer, so a size SDL's writer would overflow is an error, not a stub file.
public enum BitmapFile {
    /// The longest side read or written, in pixels (SDL's largest texture side).
    public static let sideLimit = 16384
    /// The most pixels read or written by default: two canvases side by side (`fluid compare`'s
    /// frames), 256 MiB of RGBA. Reading one takes about four times that (the file, SDL's
    /// decoded and converted surfaces, the pixels).
    public static let pixelLimit = 2 * Canvas.pixelLimit

    /// The largest file a picture of `pixels` pixels can be: 32 bits a pixel, row padding,
    /// headers and a palette.
    static func fileSizeLimit(pixels: Int) -> Int { pixels * 4 + (1 << 20) }

    /// Reads a BMP file into RGBA bytes. Throws a `BitmapFileError` for a missing or non-regular file
    /// (a FIFO is refused without waiting for a writer), a file that is not a BMP, whose header
    /// disagrees with its size or exceeds the side limit or `pixelLimit` (checked on the header,
    /// before the file is read whole), a JPEG/PNG-compressed one, or one SDL cannot decode.
    public static func read(_ path: String, pixelLimit: Int = BitmapFile.pixelLimit) throws -> BitmapImage {
        let bytes: [UInt8]
        // The reader takes the header's refusal in words; the case is kept here to be thrown.
        var refused: BitmapHeaderProblem?
        do {
            bytes = try InputFile.read(path, limit: fileSizeLimit(pixels: pixelLimit), headerLength: BitmapHeader.length) {
                refused = BitmapHeader.problem(header: $0, fileSize: $1, pixelLimit: pixelLimit)
                return refused?.description
            }
        } catch let error as InputFileError {
            if case .refusedHeader = error.problem, let refused {
                throw BitmapFileError(path: path, problem: .header(refused))
            }
            throw BitmapFileError(path: path, problem: .input(error.problem))
        }
        return try decode(bytes, path: path, pixelLimit: pixelLimit)
    }

    /// Decodes BMP bytes (checked against their header first); `path` names them in errors.
    public static func decode(_ bytes: [UInt8], path: String = "<memory>", pixelLimit: Int = BitmapFile.pixelLimit) throws -> BitmapImage {
        func fail(_ problem: BitmapFileError.Problem) -> BitmapFileError { BitmapFileError(path: path, problem: problem) }
        if let problem = BitmapHeader.problem(in: bytes, pixelLimit: pixelLimit) { throw fail(.header(problem)) }
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
            // SDL_LoadBMP is a C macro over these two calls, invisible to Swift.
            guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return SDL_LoadBMP_RW(rw, 1)
        }
        guard let loaded else { throw fail(.undecodable(reason: lastError)) }
        defer { SDL_FreeSurface(loaded) }
        let hasAlpha = (loaded.pointee.format?.pointee.Amask ?? 0) != 0
        // ABGR8888 is R, G, B, A in memory on little-endian machines (SDL's RGBA32 alias).
        guard let surface = SDL_ConvertSurfaceFormat(loaded, rgba32, 0) else { throw fail(.undecodable(reason: lastError)) }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let source = surface.pointee.pixels else { throw fail(.decodedEmpty) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if SDL_LockSurface(surface) != 0 { throw fail(.undecodable(reason: lastError)) }
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<height {
                out.baseAddress?.advanced(by: y * width * 4)
                    .copyMemory(from: source.advanced(by: y * pitch), byteCount: width * 4)
            }
        }
        SDL_UnlockSurface(surface)
        return BitmapImage(width: width, height: height, pixels: pixels, hasAlpha: hasAlpha)
    }

    /// Writes `image` as a BMP (32-bit with alpha, or 24-bit when `hasAlpha` is false) through
    /// `OutputFile`: a regular file is replaced atomically (its size checked before the rename),
    /// a device or pipe written through; a failure leaves what was at `path` untouched.
    public static func write(_ image: BitmapImage, to path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try encode(image)
        } catch var error as BitmapFileError {
            error.path = path
            throw error
        }
        do {
            try OutputFile.write(bytes, to: path)
        } catch let error as OutputFileError {
            throw BitmapFileError(path: path, problem: .output(error.problem))
        }
    }

    /// The BMP bytes of `image`: BITMAPV4HEADER with bit fields for 32-bit (as SDL writes
    /// it), BITMAPINFOHEADER for 24-bit; rows bottom-up.
    public static func encode(_ image: BitmapImage) throws -> [UInt8] {
        func fail(_ problem: BitmapFileError.Problem) -> BitmapFileError { BitmapFileError(path: "", problem: problem) }
        let w = image.width, h = image.height
        guard w > 0, h > 0 else { throw fail(.emptyImage) }
        guard w <= sideLimit, h <= sideLimit, w * h <= pixelLimit else { throw fail(.tooLarge(width: w, height: h)) }
        let alpha = image.hasAlpha
        let headerSize = alpha ? 108 : 40
        let rowBytes = alpha ? w * 4 : (w * 3 + 3) / 4 * 4
        let offset = 14 + headerSize
        let total = offset + rowBytes * h
        var out = [UInt8]()
        out.reserveCapacity(total)
        func u16(_ v: Int) { out.append(UInt8(v & 0xFF)); out.append(UInt8((v >> 8) & 0xFF)) }
        func u32(_ v: Int) { for k in 0..<4 { out.append(UInt8((v >> (8 * k)) & 0xFF)) } }
        out.append(0x42); out.append(0x4D)  // "BM"
        u32(total); u32(0); u32(offset)
        u32(headerSize); u32(w); u32(h); u16(1); u16(alpha ? 32 : 24)
        u32(alpha ? 3 : 0)  // BI_BITFIELDS or BI_RGB
        u32(rowBytes * h); u32(2835); u32(2835); u32(0); u32(0)
        if alpha {
            u32(0x00FF_0000); u32(0x0000_FF00); u32(0x0000_00FF); u32(Int(0xFF00_0000))
            u32(0x5769_6E20)  // LCS_WINDOWS_COLOR_SPACE ("Win ")
            for _ in 0..<12 { u32(0) }  // endpoints, gamma
        }
        image.pixels.withUnsafeBufferPointer { px in
            for y in stride(from: h - 1, through: 0, by: -1) {
                let row = y * w * 4
                for x in 0..<w {
                    let i = row + x * 4
                    out.append(px[i + 2]); out.append(px[i + 1]); out.append(px[i])
                    if alpha { out.append(px[i + 3]) }
                }
                if !alpha { for _ in 0..<(rowBytes - w * 3) { out.append(0) } }
            }
        }
        guard out.count == total else { throw fail(.encodedSize(out.count, expected: total)) }
        return out
    }

    private static let rgba32 = UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue)

    private static var lastError: String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }
}
