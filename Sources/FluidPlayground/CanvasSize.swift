import Foundation
import Platform

/// The `--size WxH` argument shared by `run`, `compare` and `bench scenes`, and the one limit on
/// what it and `--scale` ask of a canvas.
package enum CanvasSize {
    /// `text` as a size in points, or nil unless it is two positive whole numbers up to 16384
    /// (SDL's largest texture side) joined by an x.
    package static func parse(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The usage problem of a `--size` argument (`option`) at `scale` pixels per point: a size
    /// that does not parse, or a canvas of more pixels than `Canvas.pixelLimit`; nil when it fits.
    package static func problem(_ text: String, scale: Double = 1, option: String = "--size") -> UsageError? {
        guard let size = parse(text) else { return .badCanvasSize(option: option) }
        // As the headless runner sizes its canvas.
        let w = Int((Double(size.width) * scale).rounded()), h = Int((Double(size.height) * scale).rounded())
        guard w * h > Canvas.pixelLimit else { return nil }
        return .canvasTooLarge(width: Int(size.width), height: Int(size.height), scale: scale, limit: Canvas.pixelLimit)
    }
}
