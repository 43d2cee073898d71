import Foundation

/// Past an end a view follows the finger less and less, as a scroll view's rubber band (SPEC F4):
/// a drag of `x` points past the end of a view `d` points long moves it (1 − 1/(x·0.55/d + 1))·d.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// The offset for a drag `excess` points past the end (signed: the offset keeps its sign).
    static func offset(past excess: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard excess != 0, excess.isFinite, d > 0 else { return 0 }
        let x = abs(excess)
        let band = (1 - 1 / (x * coefficient / d + 1)) * d
        return excess < 0 ? -band : band
    }
}
