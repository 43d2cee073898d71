import CSDL2
import Foundation
import Painting
import ViewTree

/// Images loaded once from BMP files (`BitmapFile`). A missing, corrupt or oversized file, or
/// something that is not a regular file, gives a warning naming it and a placeholder (a grey
/// checkerboard), and the app runs on.
final class ImageCache {
    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        let isOpaque: Bool
        /// The picture's ARGB pixels (`width × height`, rows packed), for `PixelBlend.copy`.
        let pixels: UnsafePointer<UInt32>
    }

    /// Pixel buffers behind the entries, freed with them.
    private var buffers: [UnsafeMutablePointer<UInt32>] = []

    private var renderer: OpaquePointer
    private var entries: [String: Entry] = [:]
    private var placeholder: Entry?
    private let warnings: Warnings

    init(renderer: OpaquePointer, warnings: Warnings) {
        self.renderer = renderer
        self.warnings = warnings
    }

    deinit { close() }

    /// Destroys every texture and frees the pictures. Must run while the renderer is alive (the
    /// owning `Renderer` calls it first thing when it goes); safe to call twice.
    func close() { releaseAll() }

    func reset(renderer: OpaquePointer) {
        releaseAll()
        self.renderer = renderer
    }

    private func releaseAll() {
        // Entries of unreadable files share the placeholder's texture: destroy it once.
        for entry in entries.values where entry.texture != placeholder?.texture { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        for buffer in buffers { buffer.deallocate() }
        buffers.removeAll()
        if let p = placeholder { SDL_DestroyTexture(p.texture) }
        placeholder = nil
    }

    /// The texture for `image`; the placeholder when it cannot be loaded.
    func entry(for image: ImageReference) -> Entry? {
        if let entry = entries[image.path] { return entry }
        let entry = load(image.path) ?? makePlaceholder()
        if let entry { entries[image.path] = entry }
        return entry
    }

    /// Read as a `ScenePicture`: a regular file only (a FIFO is refused, never waited on), its
    /// header checked against the limits before the file is read whole.
    private func load(_ path: String) -> Entry? {
        let picture: BitmapImage
        let located: String
        switch AssetLocator.locate(path) {
        case .found(let file):
            located = file
        case .missing(let tried):
            warnings.warn(.pictureNotFound(path: path, tried: tried))
            return nil
        }
        do {
            picture = try ScenePicture.read(located)
        } catch let error as BitmapFileError {
            guard !error.problem.isWriting else { return nil }
            warnings.warn(.pictureUnreadable(path: path, reason: error.reason))
            return nil
        } catch {
            warnings.warn(.pictureUnreadable(path: path, reason: "\(error)"))
            return nil
        }
        let w = picture.width, h = picture.height
        // ARGB words (what the canvas and `PixelBlend.copy` use), owned by the cache.
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        picture.pixels.withUnsafeBufferPointer { rgba in
            for i in 0..<(w * h) {
                let p = 4 * i
                buffer[i] = UInt32(rgba[p + 3]) << 24 | UInt32(rgba[p]) << 16 | UInt32(rgba[p + 1]) << 8 | UInt32(rgba[p + 2])
            }
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer, Int32(w), Int32(h), 32, Int32(w * 4),
                                                                SDLMacros.pixelFormatARGB8888) else {
            buffer.deallocate()
            warnings.warn(.pictureNotUploaded(path: path, step: .surface, reason: SDLMacros.lastError))
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            buffer.deallocate()
            warnings.warn(.pictureNotUploaded(path: path, step: .texture, reason: SDLMacros.lastError))
            return nil
        }
        buffers.append(buffer)
        return Entry(texture: texture, width: Int32(w), height: Int32(h), isOpaque: !picture.hasAlpha, pixels: UnsafePointer(buffer))
    }

    /// A packed copy of an ARGB8888 surface's pixels, owned by the cache.
    private func keepPixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafePointer<UInt32> {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, w * h))
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h { (buffer + y * w).update(from: source + y * pitch, count: w) }
        buffers.append(buffer)
        return UnsafePointer(buffer)
    }

    private func makePlaceholder() -> Entry? {
        if let placeholder { return placeholder }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDLMacros.pixelFormatARGB8888) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let row = Int(surface.pointee.pitch) / 4
        for y in 0..<8 {
            for x in 0..<8 { pixels[y * row + x] = (x / 4 + y / 4) % 2 == 0 ? 0xFF9A9AA0 : 0xFF6E6E76 }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        placeholder = Entry(texture: texture, width: 8, height: 8, isOpaque: true, pixels: keepPixels(of: surface))
        return placeholder
    }
}
