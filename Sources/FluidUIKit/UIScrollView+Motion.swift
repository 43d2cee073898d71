import Animation
import Foundation
import Gestures
import Momentum
import ViewTree

/// How a scroll view's offset moves between frames once no finger holds it.
enum ScrollMotion {
    case idle
    /// Coasting from `from`, released at `velocity` (points per second) `elapsed` seconds ago,
    /// slowing by `decelerationRate` each millisecond: placed from the release each frame, so
    /// it ends exactly where UIKit's projection says (F5).
    case decelerating(from: CGPoint, velocity: CGPoint, elapsed: Double)
    /// On a critically damped spring to `to`: a bounce back from past an end, a page, a target
    /// the delegate chose, or `setContentOffset(_:animated:)`.
    case animating(to: CGPoint, velocity: CGPoint)
}

extension UIScrollView {
    /// The spring back, to a page or to a set offset: critically damped, settling in about 0.4 s
    /// as UIKit's does.
    static let spring = Spring(response: 0.4, dampingRatio: 1)
    /// Below this speed (points per second) on both axes a coast is over.
    static let restingSpeed = 8.0
    /// Within this distance (points) and below `restingSpeed` a spring is over.
    static let restingDistance = 0.25

    // MARK: The finger

    func handlePan(_ pan: UIPanGestureRecognizer) {
        // While a pinch zooms, it places the content under its fingers.
        if isZooming { return }
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            let axes = scrollableAxes
            dragAxes = axes
            if isDirectionalLockEnabled {
                let t = pan.translation(in: self)
                dragAxes = abs(t.x) > abs(t.y) ? (axes.x, false) : (false, axes.y)
            }
            // Caught mid-bounce: the drag goes on from where the content is drawn.
            dragStart = unbanded(contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            release(pan, velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            release(pan, velocity: .zero)
        default:
            break
        }
    }

    /// The offset under the finger: rubber-banded past the ends when `bounces`.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        var wanted = contentOffset
        let range = offsetRange, size = bounds.size
        if dragAxes.x { wanted.x = banded(dragStart.x - t.x, range.x, dimension: size.width) }
        if dragAxes.y { wanted.y = banded(dragStart.y - t.y, range.y, dimension: size.height) }
        contentOffset = wanted
    }

    private func banded(_ value: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        bounces ? RubberBand.clamp(value, to: range, dimension: dimension) : min(max(value, range.lowerBound), range.upperBound)
    }

    /// The drag that shows `offset` (the rubber band undone), so a catch does not jump.
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange, size = bounds.size
        func axis(_ v: CGFloat, _ r: ClosedRange<CGFloat>, _ d: CGFloat) -> CGFloat {
            if v < r.lowerBound { return r.lowerBound + RubberBand.excess(showing: v - r.lowerBound, dimension: d) }
            if v > r.upperBound { return r.upperBound + RubberBand.excess(showing: v - r.upperBound, dimension: d) }
            return v
        }
        let x = axis(offset.x, range.x, size.width), y = axis(offset.y, range.y, size.height)
        return CGPoint(x: x.isFinite ? x : offset.x, y: y.isFinite ? y : offset.y)
    }

    /// The finger lifts at `velocity` (points per second, content moving against the finger).
    private func release(_ pan: UIPanGestureRecognizer, velocity finger: CGPoint) {
        isTracking = false
        isDragging = false
        var v = CGPoint(x: dragAxes.x ? -finger.x : 0, y: dragAxes.y ? -finger.y : 0)
        if !v.x.isFinite || !v.y.isFinite { v = .zero }
        let natural = naturalTarget(velocity: v)
        var target = natural
        // UIKit's unit here is points per millisecond.
        let perMillisecond = CGPoint(x: v.x / 1000, y: v.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        let offset = contentOffset
        let moves: ScrollMotion
        if target != natural || isPagingEnabled {
            moves = .animating(to: clamped(target), velocity: v)
        } else if offsetRange.x.contains(offset.x), offsetRange.y.contains(offset.y), hypot(v.x, v.y) >= Self.restingSpeed {
            moves = .decelerating(from: offset, velocity: v, elapsed: 0)
        } else if clamped(offset) != offset {
            moves = .animating(to: clamped(offset), velocity: v)
        } else {
            moves = .idle
        }
        let decelerates: Bool
        if case .idle = moves { decelerates = false } else { decelerates = true }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, let driver = motionDriver else {
            if decelerates { contentOffset = clamped(target) }
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(moves, on: driver)
    }

    /// Where a coast at `v` would stop (UIKit's projection, F5), within the offsets, or the
    /// nearest page in the coast's direction when paging.
    private func naturalTarget(velocity v: CGPoint) -> CGPoint {
        let rate = Deceleration(rate: Double(decelerationRate.rawValue))
        let offset = contentOffset
        var target = CGPoint(x: offset.x + CGFloat(rate.distance(velocity: Double(v.x))),
                             y: offset.y + CGFloat(rate.distance(velocity: Double(v.y))))
        if isPagingEnabled {
            target = CGPoint(x: page(from: offset.x, velocity: v.x, size: bounds.width, start: dragStart.x),
                             y: page(from: offset.y, velocity: v.y, size: bounds.height, start: dragStart.y))
        }
        return clamped(target)
    }

    /// The page a paging drag settles on: the next one in the fling's direction, else the nearest.
    private func page(from offset: CGFloat, velocity: CGFloat, size: CGFloat, start: CGFloat) -> CGFloat {
        guard size > 0 else { return offset }
        let current = (start / size).rounded()
        if abs(velocity) > 300 { return (current + (velocity > 0 ? 1 : -1)) * size }
        return (offset / size).rounded() * size
    }

    // MARK: Frames

    func start(_ next: ScrollMotion, on driver: AnimationDriver) {
        motion = next
        // A finger on moving content catches it at once and taps nothing under it, as in UIKit.
        panGestureRecognizer.beginsOnPress = true
        if frames == nil {
            frames = driver.addFrameCallback { [weak self] previous, target in
                self?.step(by: target - previous)
            }
        }
    }

    /// Stops any coast or spring where it is (a new drag, or a set offset).
    func stopMotion() {
        if case .idle = motion {} else { isDecelerating = false }
        motion = .idle
        panGestureRecognizer.beginsOnPress = false
        frames?.remove()
        frames = nil
    }

    /// Moves the offset on by `dt` seconds of the current motion.
    private func step(by dt: Double) {
        guard dt > 0, dt.isFinite else { return }
        switch motion {
        case .idle:
            stopMotion()
        case .decelerating(let from, let v, let elapsed):
            let rate = Deceleration(rate: Double(decelerationRate.rawValue)), t = elapsed + dt
            let next = CGPoint(x: from.x + CGFloat(rate.offset(velocity: Double(v.x), at: t)),
                               y: from.y + CGFloat(rate.offset(velocity: Double(v.y), at: t)))
            let nv = CGPoint(x: CGFloat(rate.velocity(Double(v.x), at: t)), y: CGFloat(rate.velocity(Double(v.y), at: t)))
            let end = CGPoint(x: from.x + CGFloat(rate.distance(velocity: Double(v.x))),
                              y: from.y + CGFloat(rate.distance(velocity: Double(v.y))))
            if clamped(next) != next {
                // Past an end: bounce back on the spring, carrying the coast's speed, or stop
                // at the end when not bouncing.
                contentOffset = next
                if bounces { motion = .animating(to: clamped(next), velocity: nv) } else { contentOffset = clamped(next); finish() }
            } else if hypot(end.x - next.x, end.y - next.y) < Self.restingDistance {
                // Within a quarter point of the coast's end: there.
                contentOffset = clamped(end)
                finish()
            } else {
                contentOffset = next
                motion = .decelerating(from: from, velocity: v, elapsed: t)
            }
        case .animating(let target, let v):
            var x = Double(contentOffset.x), y = Double(contentOffset.y), vx = Double(v.x), vy = Double(v.y)
            Self.spring.update(value: &x, velocity: &vx, target: Double(target.x), deltaTime: dt)
            Self.spring.update(value: &y, velocity: &vy, target: Double(target.y), deltaTime: dt)
            if abs(x - Double(target.x)) < Self.restingDistance, abs(y - Double(target.y)) < Self.restingDistance,
               hypot(vx, vy) < Self.restingSpeed {
                contentOffset = target
                finish()
            } else {
                contentOffset = CGPoint(x: x, y: y)
                motion = .animating(to: target, velocity: CGPoint(x: vx, y: vy))
            }
        }
    }

    /// The content came to rest: after a drag the delegate hears the coast ended, after a
    /// `setContentOffset(_:animated:)` that the animation did.
    private func finish() {
        let afterDrag = isDecelerating
        stopMotion()
        isDecelerating = false
        if afterDrag { delegate?.scrollViewDidEndDecelerating(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
}
