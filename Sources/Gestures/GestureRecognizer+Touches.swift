import Foundation

/// The touches a recogniser follows (R36): which they are, and where their centroid is.
extension GestureRecognizer {
    /// Whether this recogniser follows `touch` now.
    func tracks(_ touch: Touch) -> Bool {
        trackedTouches.contains { $0 === touch }
    }

    /// The dispatcher gives `touch` to this recogniser (before its `touchesBegan`).
    func beginTracking(_ touch: Touch) {
        guard !tracks(touch) else { return }
        trackedTouches.append(touch)
    }

    /// The dispatcher is done with `touch` (after its `touchesEnded`).
    func stopTracking(_ touch: Touch) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// The centroid of the followed touches, each read by `place` (their newest samples by
    /// default), leaving out `excluded`; `pointerLocation` when none is left. With one touch it
    /// is that touch's point exactly.
    func centroid(excluding excluded: Touch? = nil, _ place: (Touch) -> CGPoint = { $0.rootLocation }) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0, n = 0
        for touch in trackedTouches where touch !== excluded {
            let p = place(touch)
            x += p.x
            y += p.y
            n += 1
        }
        guard n > 0 else { return pointerLocation }
        return n == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / CGFloat(n), y: y / CGFloat(n))
    }

    /// The centroid of the followed touches, each read by `place`.
    func centroid(_ place: (Touch) -> CGPoint) -> CGPoint {
        centroid(excluding: nil, place)
    }
}
