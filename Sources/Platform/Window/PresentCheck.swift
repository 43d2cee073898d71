import CSDL2
import Foundation
import Raster

/// Reads back what the window presents and compares it with the frame's pixels
/// (`FLUID_CHECK_PRESENTED=1`, the window-path tests): the window keeps its picture in a texture
/// or its surface and uploads only what changed, so a change left out of the upload shows as an old picture
/// that no headless test can see. Off by default: a read-back costs a whole frame's copy.
final class PresentCheck {
    /// Frames checked, and those whose presented pixels differed from the frame's.
    private(set) var checked = 0
    private(set) var differing = 0
    private var scratch: [UInt32] = []
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
    }

    /// On when the environment asks for it.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PresentCheck? {
        guard environment["FLUID_CHECK_PRESENTED"] == "1" else { return nil }
        return PresentCheck { FileHandle.standardError.write(Data("fluid: \($0)\n".utf8)) }
    }

    /// Compares the renderer's back buffer (the texture just copied, not yet presented) with
    /// `pixels`; a window whose output is not the frame's size is not compared.
    func compare(renderer: OpaquePointer, with pixels: PixelBuffer, uploaded: PixelRect?) {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0, Int(w) == pixels.width, Int(h) == pixels.height else { return }
        let count = pixels.width * pixels.height
        guard count > 0 else { return }
        if scratch.count != count { scratch = Array(repeating: 0, count: count) }
        let read = scratch.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, SDLMacros.pixelFormatARGB8888, bytes.baseAddress, Int32(pixels.width * 4))
        }
        guard read == 0 else { return }
        scratch.withUnsafeBufferPointer { presented in
            guard let base = presented.baseAddress else { return }
            compare(with: pixels, uploaded: uploaded) { base + $0 * pixels.width }
        }
    }

    /// Compares the window's surface (what goes to the X server, about to be shown) with
    /// `pixels`; a surface not of the frame's size is not compared. `SurfacePresenter` uses only
    /// surfaces of the canvas's bytes (XRGB or ARGB).
    func compare(surface: UnsafeMutablePointer<SDL_Surface>, with pixels: PixelBuffer, uploaded: PixelRect?) {
        let s = surface.pointee
        guard Int(s.w) == pixels.width, Int(s.h) == pixels.height, let base = s.pixels else { return }
        let pitch = Int(s.pitch)
        compare(with: pixels, uploaded: uploaded) { UnsafePointer(base.advanced(by: $0 * pitch).assumingMemoryBound(to: UInt32.self)) }
    }

    /// Compares the presented rows (`row(y)`: the frame's width of pixels, colour in the low 24
    /// bits) with `pixels`. A difference is reported with the first differing pixel as presented
    /// and as drawn, the frame's size and what the frame uploaded (`uploaded`), which tell a
    /// stale upload from a frame drawn at another size.
    private func compare(with pixels: PixelBuffer, uploaded: PixelRect?, row presentedRow: (Int) -> UnsafePointer<UInt32>) {
        checked += 1
        for y in 0..<pixels.height {
            let row = pixels.base + y * pixels.pixelsPerRow, presented = presentedRow(y)
            for x in 0..<pixels.width where (presented[x] ^ row[x]) & 0x00FF_FFFF != 0 {
                differing += 1
                report("presented frame \(checked) differs from the frame drawn at (\(x), \(y)): "
                       + String(format: "presented %06X, drawn %06X, ", presented[x] & 0xFF_FFFF, row[x] & 0xFF_FFFF)
                       + "frame \(pixels.width)×\(pixels.height), uploaded "
                       + (uploaded.map { "\($0.width)×\($0.height) at (\($0.x), \($0.y))" } ?? "nothing") + "; "
                       + "\(differing) of \(checked) frames so far")
                return
            }
        }
    }

    /// The closing line: how many frames were compared and how many differed.
    func summarise() {
        report("presented frames checked: \(checked), differing: \(differing)")
    }
}
