import CSDL2
import Foundation

/// Where frames are drawn: an ARGB8888 surface in memory with SDL's software renderer on it.
///
/// Windowed and headless runs draw the same way, so a headless screenshot is exactly what a
/// window shows, and the backdrop blur reads pixels straight from memory.
public final class Canvas {
    /// Size in pixels.
    public private(set) var width: Int32
    public private(set) var height: Int32
    private(set) var surface: UnsafeMutablePointer<SDL_Surface>
    private(set) var renderer: OpaquePointer

    /// The most pixels one canvas holds: 2²⁵, 8192×4096 (8K's 7680×4320 fits). What a run draws
    /// with grows with it (the surface, the blur's scratch, clip masks: about `bytesPerPixel`
    /// a pixel), so at the limit a run takes about 800 MB and `fluid compare`'s two runs fit in
    /// a 4 GB address space.
    public static let pixelLimit = 1 << 25

    /// About what a run draws with per canvas pixel, in bytes (measured: 24 at 5792×5792).
    static let bytesPerPixel = 32

    /// `width × height` cut down, keeping its shape, to at most `pixelLimit` pixels and
    /// `maximumSide` pixels a side (nil: no side limit); at least 1×1.
    public static func fitting(width: Int, height: Int, maximumSide: Int? = nil) -> (width: Int, height: Int) {
        var w = max(1, width), h = max(1, height)
        if let side = maximumSide, side > 0, w > side || h > side {
            let f = Double(side) / Double(max(w, h))
            (w, h) = (min(side, max(1, Int(Double(w) * f))), min(side, max(1, Int(Double(h) * f))))
        }
        if w * h > pixelLimit {
            let f = (Double(pixelLimit) / Double(w * h)).squareRoot()
            (w, h) = (max(1, Int(Double(w) * f)), max(1, Int(Double(h) * f)))
            while w * h > pixelLimit { if w >= h { w -= 1 } else { h -= 1 } }
        }
        return (w, h)
    }

    /// Throws `.tooLarge` beyond `pixelLimit`, and `.outOfMemory` when the memory a canvas of
    /// this size draws with cannot be reserved now (an address-space limit), so that a run
    /// stops with one line instead of trapping in an allocation later.
    static func checkRoom(width: Int32, height: Int32) throws {
        let w = Int(width), h = Int(height)
        guard w * h <= pixelLimit else { throw CanvasError.tooLarge(width: w, height: h) }
        // Address space reserved and given back untouched: no page is used. mmap, not malloc,
        // whose pair with free the optimiser may remove.
        let bytes = bytesPerPixel * w * h
        let probe = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let probe, probe != MAP_FAILED else { throw CanvasError.outOfMemory(width: w, height: h) }
        munmap(probe, bytes)
    }

    public init(width: Int32, height: Int32) throws {
        try Self.checkRoom(width: max(1, width), height: max(1, height))
        let (surface, renderer) = try Self.make(width: max(1, width), height: max(1, height))
        self.width = max(1, width)
        self.height = max(1, height)
        self.surface = surface
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    private static func make(width: Int32, height: Int32) throws -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDLMacros.pixelFormatARGB8888) else {
            throw CanvasError.sdl(SDLMacros.lastError)
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw CanvasError.sdl(SDLMacros.lastError)
        }
        return (surface, renderer)
    }

    /// Resizes the canvas; callers must drop textures made for the old renderer (see `generation`).
    /// Throws as `init` does, and the canvas stays as it was.
    public func resize(width: Int32, height: Int32) throws {
        let w = max(1, width), h = max(1, height)
        guard w != self.width || h != self.height else { return }
        try Self.checkRoom(width: w, height: h)
        let (surface, renderer) = try Self.make(width: w, height: h)
        SDL_DestroyRenderer(self.renderer)
        SDL_FreeSurface(self.surface)
        self.surface = surface
        self.renderer = renderer
        self.width = w
        self.height = h
        generation += 1
    }

    /// Bumped whenever the renderer is replaced: textures from an older generation are invalid.
    public private(set) var generation = 0

    /// Clears to an opaque colour, within the clip rectangle when one is set (SDL's clear
    /// would ignore it; a filled rectangle keeps to it and writes the same bytes).
    func clear(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, red, green, blue, 255)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            SDL_RenderFillRect(renderer, nil)
        } else {
            SDL_RenderClear(renderer)
        }
    }

    /// Executes queued drawing so the surface's pixels are up to date.
    func flush() {
        SDL_RenderFlush(renderer)
    }

    /// Pixels as 0xAARRGGBB words; valid until the next resize. Call `flush()` first.
    var pixels: UnsafeMutablePointer<UInt32> {
        surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    }

    /// Row length in pixels.
    var pixelsPerRow: Int { Int(surface.pointee.pitch) / 4 }

    /// Sets every pixel from `color(x, y)` (r, g, b in 0…1), opaque: for painting assets.
    public func paint(_ color: (Int, Int) -> (Double, Double, Double)) {
        flush()
        let row = pixelsPerRow, p = pixels
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let (r, g, b) = color(x, y)
                p[y * row + x] = 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
    }

    /// The canvas as an RGBA picture, shrunk by `factor` (a box filter) for compact comparisons.
    public func image(downsampledBy factor: Int = 1) -> BitmapImage {
        flush()
        return pixelBuffer.image(downsampledBy: factor)
    }

    /// The pixel at (x, y) as (r, g, b, a), for tests and screenshots' checks.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        flush()
        return pixelBuffer.rgba(x: x, y: y)
    }

    /// Writes the canvas as a BMP file through the one output writer (atomic for regular
    /// files; devices and pipes written through; refuses what it must not replace): 32 bits a
    /// pixel (exact), or 24 (opaque pictures, a quarter smaller).
    public func saveBMP(to path: String, opaque: Bool = false) throws {
        var picture = image()
        picture.hasAlpha = !opaque
        try BitmapFile.write(picture, to: path)
    }
}

/// Why a canvas could not be made or saved.
public enum CanvasError: Error, Equatable, CustomStringConvertible {
    case sdl(String)
    case file(String, String)
    /// More pixels than `pixelLimit`.
    case tooLarge(width: Int, height: Int)
    /// The memory a canvas of this size draws with could not be had.
    case outOfMemory(width: Int, height: Int)

    public var description: String {
        switch self {
        case .sdl(let message): return "SDL: \(message)"
        case .file(let path, let message): return "\(path): \(message)"
        case let .tooLarge(width, height):
            return "a \(width)×\(height)-pixel canvas is \(width * height) pixels, more than the \(Canvas.pixelLimit) one canvas may hold"
        case let .outOfMemory(width, height):
            return "not enough memory for a \(width)×\(height)-pixel canvas (about \((Canvas.bytesPerPixel * width * height) >> 20) MB)"
        }
    }
}
