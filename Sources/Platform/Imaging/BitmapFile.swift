import CSDL2
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

/// Why a BMP file could not be read or written.
public enum BitmapFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read BMP '\(path)': \(reason)"
        case let .unwritable(path, reason): return "cannot write BMP '\(path)': \(reason)"
        }
    }
}

/// BMP files through SDL's own reader and writer (the formats SDL supports: 1–32 bits a pixel,
/// palettes, bit fields), so images round-trip with the rest of the toolchain.
public enum BitmapFile {
    /// Reads a BMP file into RGBA bytes. Throws `.unreadable` for a missing file, a file that
    /// is not a BMP, or one SDL cannot decode.
    public static func read(_ path: String) throws -> BitmapImage {
        // SDL_LoadBMP is a C macro over these two calls, invisible to Swift.
        guard let rw = SDL_RWFromFile(path, "rb") else { throw BitmapFileError.unreadable(path: path, reason: lastError) }
        guard let loaded = SDL_LoadBMP_RW(rw, 1) else { throw BitmapFileError.unreadable(path: path, reason: lastError) }
        defer { SDL_FreeSurface(loaded) }
        let hasAlpha = (loaded.pointee.format?.pointee.Amask ?? 0) != 0
        // ABGR8888 is R, G, B, A in memory on little-endian machines (SDL's RGBA32 alias).
        guard let surface = SDL_ConvertSurfaceFormat(loaded, rgba32, 0) else {
            throw BitmapFileError.unreadable(path: path, reason: lastError)
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let source = surface.pointee.pixels else {
            throw BitmapFileError.unreadable(path: path, reason: "empty image")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if SDL_LockSurface(surface) != 0 { throw BitmapFileError.unreadable(path: path, reason: lastError) }
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<height {
                out.baseAddress?.advanced(by: y * width * 4)
                    .copyMemory(from: source.advanced(by: y * pitch), byteCount: width * 4)
            }
        }
        SDL_UnlockSurface(surface)
        return BitmapImage(width: width, height: height, pixels: pixels, hasAlpha: hasAlpha)
    }

    /// Writes `image` as a BMP (32-bit with alpha, or 24-bit when `hasAlpha` is false).
    /// Atomic: the file is written under a temporary name and renamed into place, so a failed
    /// write leaves no file (and an existing file at `path` untouched).
    public static func write(_ image: BitmapImage, to path: String) throws {
        guard image.width > 0, image.height > 0 else { throw BitmapFileError.unwritable(path: path, reason: "empty image") }
        var pixels = image.pixels
        try pixels.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress,
                  let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
                    base, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4), rgba32)
            else { throw BitmapFileError.unwritable(path: path, reason: lastError) }
            defer { SDL_FreeSurface(wrapped) }
            var saved = wrapped
            if !image.hasAlpha {
                guard let opaque = SDL_ConvertSurfaceFormat(wrapped, UInt32(SDL_PIXELFORMAT_BGR24.rawValue), 0) else {
                    throw BitmapFileError.unwritable(path: path, reason: lastError)
                }
                saved = opaque
            }
            defer { if saved != wrapped { SDL_FreeSurface(saved) } }
            let temp = path + ".tmp-\(getpid())"
            guard let rw = SDL_RWFromFile(temp, "wb") else { throw BitmapFileError.unwritable(path: path, reason: lastError) }
            guard SDL_SaveBMP_RW(saved, rw, 1) == 0 else {
                unlink(temp)
                throw BitmapFileError.unwritable(path: path, reason: lastError)
            }
            guard rename(temp, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temp)
                throw BitmapFileError.unwritable(path: path, reason: reason)
            }
        }
    }

    private static let rgba32 = UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue)

    private static var lastError: String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }
}
