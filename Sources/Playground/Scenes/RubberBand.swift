import Animation
import Foundation
import ViewTree

/// Past an end a view follows the finger less and less, as a scroll view's rubber band (SPEC F4):
/// a drag of `x` points past the end of a view `d` points long moves it (1 − 1/(x·0.55/d + 1))·d.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// The offset for a drag `excess` points past the end (signed: the offset keeps its sign);
    /// `c` is the constant, UIScrollView's 0.55 unless a scene tunes it.
    static func offset(past excess: CGFloat, dimension d: CGFloat, coefficient c: CGFloat = coefficient) -> CGFloat {
        guard excess != 0, excess.isFinite, d > 0, c > 0, c.isFinite else { return 0 }
        let x = abs(excess)
        let band = (1 - 1 / (x * c / d + 1)) * d
        return excess < 0 ? -band : band
    }

    /// The drag past the end that shows as `offset` (the inverse of `offset(past:…)`), so a drag
    /// that catches a view mid-bounce goes on from where it is drawn. Offsets of `d` or more,
    /// which no drag reaches, give an infinite drag.
    static func excess(showing offset: CGFloat, dimension d: CGFloat, coefficient c: CGFloat = coefficient) -> CGFloat {
        guard offset != 0, offset.isFinite, d > 0, c > 0, c.isFinite else { return 0 }
        let b = min(abs(offset), d)
        let x = b >= d ? CGFloat.infinity : (d / c) * b / (d - b)
        return offset < 0 ? -x : x
    }

    /// How far a scrubbed fraction has gone past 0…1: negative before the start, 0 inside. An
    /// animator clamps its `fractionComplete`, so this is the drag the animation cannot show.
    static func overrun(of fraction: Double) -> CGFloat {
        CGFloat(fraction < 0 ? fraction : max(fraction - 1, 0))
    }

    /// Moves `views` `offset` points down (up when negative) through their transforms, for scenes
    /// whose animators hold the frame: the stretch and the animation then add up (F4).
    ///
    /// A view that reaches its superview's bottom edge (a full-screen player, an open sheet) is
    /// pulled up by stretching instead, its bottom edge staying put, as an iOS sheet at its top
    /// detent does: moved, it would lift off the edge and show the page under it (F4).
    static func stretch(_ views: [View], by offset: CGFloat) {
        for view in views { view.transform = transform(for: view, offset: offset) }
    }

    /// The translation for `offset`, or the bottom-pinned stretch for a view at the bottom edge.
    static func transform(for view: View, offset: CGFloat) -> Transform {
        let frame = view.presentation.frame
        guard offset < 0, frame.height > 0, let superview = view.superview,
              frame.maxY >= superview.bounds.height - 0.5 else {
            return Transform(translationX: 0, y: offset)
        }
        // About the centre: the top rises by |offset|, the bottom stays (scale 1 + |offset|/h,
        // moved up by half of it).
        return Transform(translation: CGPoint(x: 0, y: offset / 2), scale: CGSize(width: 1, height: 1 - offset / frame.height))
    }

    /// The rubber band lets go (F4): a 0.5 s critically damped spring takes the transforms set by
    /// `stretch` back to the identity, alongside whatever the release animates.
    static func springBack(_ views: [View]) {
        guard views.contains(where: { !$0.transform.isIdentity }) else { return }
        PropertyAnimator(duration: 0.5, dampingRatio: 1) {
            for view in views { view.transform = .identity }
        }.startAnimation()
    }
}
