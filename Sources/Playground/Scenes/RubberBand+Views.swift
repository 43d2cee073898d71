import Animation
import Foundation
import Momentum
import ViewTree

/// The rubber band on views (F4): the math is `Momentum.RubberBand`'s; this stretches and lets go.
extension RubberBand {
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
