import CSDL2
import CSDL2TTF
import FileSafety

/// A font file, read whole through the one input-file reader: a regular file only (a FIFO
/// named by `FLUID_FONT` is refused at once, never waited on), at most `sizeLimit` bytes, and
/// a TrueType or OpenType header before the rest is read. SDL_ttf then opens the font from
/// these bytes, never from the path, so it cannot block on what the path names.
public final class FontFile {
    public let path: String
    /// The file's bytes, read by SDL_ttf for as long as any font opened from them is open: the
    /// owner closes those fonts before letting this go.
    private let bytes: UnsafeMutableRawBufferPointer

    /// Larger than any real font (DejaVu Sans is 0.7 MB, a CJK collection about 30 MB).
    static let sizeLimit = 64 << 20

    /// The tags a font file starts with: TrueType (1.0 and Apple's "true"), OpenType with CFF
    /// outlines, PostScript in a TrueType wrapper, and a collection.
    static let tags: [[UInt8]] = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("typ1".utf8), Array("ttcf".utf8)]

    /// Reads `path`; throws `InputFileError` naming what is wrong with it.
    public init(path: String) throws {
        let content = try InputFile.read(path, limit: Self.sizeLimit, headerLength: 12) { header, _ in
            Self.problem(header: header)
        }
        self.path = path
        bytes = .allocate(byteCount: max(1, content.count), alignment: 16)
        bytes.copyBytes(from: content)
        count = content.count
    }

    private let count: Int

    deinit { bytes.deallocate() }

    /// Why a file starting with `header` is not a font this program opens, or nil.
    static func problem(header: [UInt8]) -> String? {
        guard header.count >= 12 else { return "too short to be a font file" }
        guard tags.contains(Array(header.prefix(4))) else { return "not a TrueType or OpenType font file" }
        return nil
    }

    /// The font at `pixelSize`, or nil with SDL_ttf's reason in `SDL_GetError`.
    func open(pixelSize: Int32) -> OpaquePointer? {
        guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(count)) else { return nil }
        return TTF_OpenFontRW(rw, 1, pixelSize)
    }

    /// Opens the font at `pixelSize` and draws `text` with it, closing both again: whether it
    /// could. The fuzzer's check that any bytes a font file holds pass through SDL_ttf unharmed.
    public func draws(_ text: String, pixelSize: Int32) -> Bool {
        if TTF_WasInit() == 0, TTF_Init() != 0 { return false }
        guard let font = open(pixelSize: pixelSize) else { return false }
        defer { TTF_CloseFont(font) }
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return false }
        SDL_FreeSurface(surface)
        return true
    }
}
