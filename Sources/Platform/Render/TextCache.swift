import CSDL2
import CSDL2TTF
import Foundation
import Painting
import Raster
import ViewTree

/// Rasterised labels, made once per (string, pixel size, colour) and reused every frame; entries
/// unused for a few seconds are released so a long session does not grow.
final class TextCache {
    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        var lastUsed: Int
        /// The texture's ARGB pixels (rows packed), owned by the cache: a rotated label is
        /// sampled from them bilinearly (SDL's geometry samples the nearest texel).
        let pixels: UnsafeMutablePointer<UInt32>

        var texels: PictureTexels {
            PictureTexels(pixels: UnsafePointer(pixels), width: Int(width), height: Int(height), isOpaque: false)
        }
    }

    private struct Key: Hashable {
        let string: String
        let pixelSize: Int32
        let color: UInt32
    }

    /// The font's bytes (nil: no usable font); every font in `fonts` is opened from them.
    private let fontFile: FontFile?
    private var fonts: [Int32: OpaquePointer] = [:]
    private var entries: [Key: Entry] = [:]
    private var renderer: OpaquePointer
    private let warnings: Warnings
    private var frame = 0

    /// Loads nothing yet; with no font found, labels are skipped and a warning says where it looked.
    init(renderer: OpaquePointer, warnings: Warnings) {
        self.renderer = renderer
        self.warnings = warnings
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            warnings.warn(.textEngineFailed(reason: SDLMacros.lastError))
            fontFile = nil
            return
        }
        let (font, tried) = FontLocator.locate()
        fontFile = font
        if font == nil {
            warnings.warn(.noUsableFont(tried: tried))
        }
    }

    deinit { close() }

    /// Destroys every texture and closes every font. Must run while the renderer and SDL_ttf
    /// are alive (the owning `Renderer` calls it first thing when it goes), and before the
    /// font's bytes go (they go with this object, after `deinit` has called it); safe to call twice.
    func close() {
        releaseAll()
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }

    var hasFont: Bool { fontFile != nil }

    /// Drops every texture (the renderer they belong to is going away).
    func reset(renderer: OpaquePointer) {
        releaseAll()
        self.renderer = renderer
    }

    private func releaseAll() {
        for entry in entries.values { release(entry) }
        entries.removeAll()
    }

    private func release(_ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        entry.pixels.deallocate()
    }

    /// The texture for `string`, rasterising it only the first time this combination is drawn.
    func texture(_ string: String, pixelSize: Int32, color: Color) -> Entry? {
        guard !string.isEmpty, pixelSize > 0 else { return nil }
        let key = Key(string: string, pixelSize: pixelSize, color: Self.pack(color))
        if var entry = entries[key] {
            entry.lastUsed = frame
            entries[key] = entry
            return entry
        }
        guard let font = font(pixelSize: pixelSize) else { return nil }
        let sdlColor = SDL_Color(r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue), a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, string, sdlColor) else {
            // Once per cause, not per string: the HUD's frame rate is a new string every frame.
            warnings.warn(.textNotDrawn(reason: SDLMacros.lastError))
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        guard let pixels = Self.argbPixels(of: surface) else {
            SDL_DestroyTexture(texture)
            return nil
        }
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame, pixels: pixels)
        entries[key] = entry
        return entry
    }

    /// Called once a frame: releases labels not drawn for `maxAge` frames.
    func endFrame(maxAge: Int = 300) {
        frame += 1
        guard frame % 60 == 0 else { return }
        let stale = entries.filter { frame - $0.value.lastUsed > maxAge }
        for (key, entry) in stale {
            release(entry)
            entries.removeValue(forKey: key)
        }
    }

    /// A packed ARGB8888 copy of `surface`'s pixels (converted if SDL_ttf made another format).
    private static func argbPixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<UInt32>? {
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDLMacros.pixelFormatARGB8888, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch) / 4
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, w * h))
        let source = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h { (buffer + y * w).update(from: source + y * pitch, count: w) }
        return buffer
    }

    private func font(pixelSize: Int32) -> OpaquePointer? {
        if let font = fonts[pixelSize] { return font }
        guard let file = fontFile else { return nil }
        guard let font = file.open(pixelSize: pixelSize) else {
            warnings.warn(.fontNotOpened(path: file.path, reason: SDLMacros.lastError))
            return nil
        }
        fonts[pixelSize] = font
        return font
    }

    static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    private static func pack(_ c: Color) -> UInt32 {
        UInt32(byte(c.red)) << 24 | UInt32(byte(c.green)) << 16 | UInt32(byte(c.blue)) << 8 | UInt32(byte(c.alpha))
    }
}
