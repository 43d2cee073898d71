import Foundation

/// Past an end a view follows the finger less and less, as a scroll view's rubber band (SPEC F4):
/// a drag of `x` points past the end of a view `d` points long moves it (1 − 1/(x·c/d + 1))·d,
/// c = 0.55 in UIScrollView.
public enum RubberBand {
    /// UIScrollView's constant.
    public static let coefficient: CGFloat = 0.55

    /// The offset (points) for a drag `excess` points past the end (signed: the offset keeps its
    /// sign) of a view `d` points long; `c` is the constant, UIScrollView's 0.55 unless tuned.
    public static func offset(past excess: CGFloat, dimension d: CGFloat, coefficient c: CGFloat = coefficient) -> CGFloat {
        guard excess != 0, excess.isFinite, d > 0, c > 0, c.isFinite else { return 0 }
        let x = abs(excess)
        let band = (1 - 1 / (x * c / d + 1)) * d
        return excess < 0 ? -band : band
    }

    /// The drag past the end (points) that shows as `offset` (the inverse of `offset(past:…)`), so
    /// a drag that catches a view mid-bounce goes on from where it is drawn. Offsets of `d` or
    /// more, which no drag reaches, give an infinite drag.
    public static func excess(showing offset: CGFloat, dimension d: CGFloat, coefficient c: CGFloat = coefficient) -> CGFloat {
        guard offset != 0, offset.isFinite, d > 0, c > 0, c.isFinite else { return 0 }
        let b = min(abs(offset), d)
        let x = b >= d ? CGFloat.infinity : (d / c) * b / (d - b)
        return offset < 0 ? -x : x
    }

    /// How far a scrubbed fraction has gone past 0…1: negative before the start, 0 inside. An
    /// animator clamps its `fractionComplete`, so this is the drag the animation cannot show.
    public static func overrun(of fraction: Double) -> CGFloat {
        CGFloat(fraction < 0 ? fraction : max(fraction - 1, 0))
    }

    /// A position `value` dragged outside `range` (points), rubber-banded past whichever end it
    /// crossed over a view `d` points long: Reanimated's `withDecay({ clamp, rubberBandEffect })`
    /// and a scroll view's content offset past its bounds.
    public static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>, dimension d: CGFloat,
                             coefficient c: CGFloat = coefficient) -> CGFloat {
        guard value.isFinite else { return range.lowerBound }
        if value < range.lowerBound { return range.lowerBound + offset(past: value - range.lowerBound, dimension: d, coefficient: c) }
        if value > range.upperBound { return range.upperBound + offset(past: value - range.upperBound, dimension: d, coefficient: c) }
        return value
    }
}
