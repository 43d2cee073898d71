import Foundation

/// The `--size WxH` argument shared by `run` and `bench scenes`.
enum CanvasSize {
    /// The message for a size that does not parse.
    static let error = "--size must be WxH with positive whole numbers up to 16384, e.g. 1280x800"

    /// `text` as a size in points, or nil unless it is two positive whole numbers up to 16384
    /// (SDL's largest texture side) joined by an x.
    static func parse(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }
}
