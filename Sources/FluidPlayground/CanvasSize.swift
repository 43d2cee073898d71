import Foundation
import Platform

/// The `--size WxH` argument shared by `run`, `compare` and `bench scenes`, and the one limit on
/// what it and `--scale` ask of a canvas.
package enum CanvasSize {
    /// The message for a size that does not parse.
    package static let error = "--size must be WxH with positive whole numbers up to 16384, e.g. 1280x800"

    /// `text` as a size in points, or nil unless it is two positive whole numbers up to 16384
    /// (SDL's largest texture side) joined by an x.
    package static func parse(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The usage error when `size` points at `scale` pixels per point is a canvas of more pixels
    /// than `Canvas.pixelLimit`, naming the limit; nil when it fits.
    package static func limitProblem(_ size: CGSize, scale: Double = 1) -> String? {
        // As the headless runner sizes its canvas.
        let w = Int((Double(size.width) * scale).rounded()), h = Int((Double(size.height) * scale).rounded())
        guard w * h > Canvas.pixelLimit else { return nil }
        return "--size \(Int(size.width))x\(Int(size.height))" + (scale == 1 ? "" : " at --scale " + String(format: "%g", scale))
            + " is a canvas of \(w)×\(h) = \(w * h) pixels, more than the \(Canvas.pixelLimit) one canvas may hold (8192x4096 at --scale 1)"
    }
}
