import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// Scroll view: the other half of fluid motion on iOS, a long list as UIScrollView moves it. A
/// drag (or a touchpad's two fingers) moves the list with the finger; past either end it follows
/// less and less (the rubber band, SPEC F4) and springs back on release; a release inside coasts
/// as UIScrollView decelerates (`Deceleration`, velocity from the tracker, R29) and bounces at
/// an end it reaches; a press catches it mid-coast where it is drawn (R5, F3).
///
/// Tuning: `-` `=` set the deceleration's time constant (r = 1 − 1 ms/response: 0.5 s is
/// UIScrollView's normal 0.998, 0.1 s its fast 0.99), `[` `]` the rubber band's constant (the
/// damping slot, 0.55 as UIKit's).
final class ScrollViewScene: Scene {
    static let name = "scroll-view"
    static let title = "Scroll view"
    static let summary = "a long list: UIScrollView's deceleration, rubber band and catch"
    static let defaultTuning = SceneTuning(dampingRatio: 0.55, response: 0.5)
    static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .deceleration(rate: Deceleration(timeConstant: tuning.response).rate, rubberBand: tuning.dampingRatio)
    }

    var tuning = ScrollViewScene.defaultTuning

    let view = View(name: "scroll-view")
    private let header = View(name: "header")
    /// The scroll view's frame: it clips the list and takes the drag.
    let viewport = View(name: "viewport")
    /// The list; its y in the viewport is minus the scroll offset.
    let content = View(name: "content")
    private let rows: [View]
    static let rowCount = 60
    static let rowHeight: CGFloat = 56
    private static let headerHeight: CGFloat = 64

    private(set) var animators: [PropertyAnimator] = []
    private let pan = PanGestureRecognizer(name: "scrollPan")
    private(set) lazy var pans = [pan]
    var movingView: View? { content }

    /// The coast, bounce or spring under way (one at a time: each hands over to the next).
    private var animator: PropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }
    /// The drag's start, as an offset the rubber band has not bent (`rawOffset`).
    private var dragStart: CGFloat = 0

    init() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        header.backgroundColor = Color(hex: 0xF9F9F9)
        header.label = TextLabel("Scroll view", size: 20, color: Color(hex: 0x1C1C1E))
        viewport.clipsToBounds = true
        viewport.backgroundColor = Color(hex: 0xF2F2F7)
        rows = (0..<Self.rowCount).map { i in
            let row = View(name: "row\(i)")
            row.backgroundColor = i % 2 == 0 ? .white : Color(hex: 0xFAFAFC)
            let chip = View(name: "chip\(i)")
            chip.backgroundColor = Color(hue: Double(i % 12) / 12)
            chip.cornerRadius = 8
            row.addSubview(chip)
            let text = View(name: "text\(i)")
            text.label = TextLabel("Row \(i + 1)", size: 17, color: Color(hex: 0x1C1C1E), alignment: .left)
            row.addSubview(text)
            return row
        }
        for row in rows { content.addSubview(row) }
        viewport.addSubview(content)
        view.addSubview(viewport)
        view.addSubview(header)
        pan.addTarget(self, action: ScrollViewScene.didPan)
        viewport.addGestureRecognizer(pan)
    }

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        header.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.headerHeight)
        viewport.frame = CGRect(x: 0, y: Self.headerHeight, width: size.width, height: max(size.height - Self.headerHeight, 1))
        // Stopped first, so the list keeps the offset it is drawn at (R5), not the coast's end.
        animator?.stopAnimation(true)
        animator = nil
        let offset = min(max(self.offset, 0), maxOffset(contentHeight: CGFloat(Self.rowCount) * Self.rowHeight))
        let width = min(size.width, 640), x = (size.width - width) / 2
        content.frame = CGRect(x: x, y: -offset, width: width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: width, height: Self.rowHeight - 1)
            row.subviews[0].frame = CGRect(x: 16, y: 12, width: 32, height: 32)
            row.subviews[1].frame = CGRect(x: 64, y: 0, width: width - 80, height: Self.rowHeight - 1)
        }
    }

    // MARK: Geometry

    /// How far the list is scrolled: 0 at the top, `maxOffset` at the bottom (model values).
    var offset: CGFloat { -content.frame.minY }
    var maxOffset: CGFloat { maxOffset(contentHeight: content.frame.height) }
    private func maxOffset(contentHeight: CGFloat) -> CGFloat { max(0, contentHeight - viewport.frame.height) }
    /// The rubber band's view size (F4's d): the scroll view's height.
    private var bandDimension: CGFloat { viewport.frame.height }
    private var bandConstant: CGFloat { CGFloat(tuning.dampingRatio) }
    var deceleration: Deceleration { Deceleration(timeConstant: tuning.response) }

    private func setOffset(_ offset: CGFloat) { content.frame.origin.y = -offset }

    /// The offset a drag shows for `raw`, its unbent offset: past an end, the rubber band (F4).
    func bandedOffset(_ raw: CGFloat) -> CGFloat {
        if raw < 0 { return RubberBand.offset(past: raw, dimension: bandDimension, coefficient: bandConstant) }
        if raw > maxOffset { return maxOffset + RubberBand.offset(past: raw - maxOffset, dimension: bandDimension, coefficient: bandConstant) }
        return raw
    }

    /// The unbent offset that shows as `shown` (so a drag caught mid-bounce goes on from there).
    private func rawOffset(_ shown: CGFloat) -> CGFloat {
        if shown < 0 { return RubberBand.excess(showing: shown, dimension: bandDimension, coefficient: bandConstant) }
        if shown > maxOffset { return maxOffset + RubberBand.excess(showing: shown - maxOffset, dimension: bandDimension, coefficient: bandConstant) }
        return shown
    }

    // MARK: The drag

    func didPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Caught where it is drawn (R5): the model takes the presented offset.
            animator?.stopAnimation(true)
            animator = nil
            dragStart = rawOffset(offset)
        case .changed:
            setOffset(bandedOffset(dragStart - recognizer.translation(in: viewport).y))
        case .ended:
            // The list moves with the finger: the offset grows as the finger goes up.
            release(velocity: -Double(recognizer.velocity(in: viewport).y))
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// After a drag (offset velocity in points per second): back from past an end on a spring,
    /// or a coast that may reach an end.
    func release(velocity: Double) {
        let now = Double(offset), top = 0.0, bottom = Double(maxOffset)
        if now < top || now > bottom {
            springBack(to: now < top ? top : bottom, velocity: velocity)
        } else {
            coast(velocity: velocity)
        }
    }

    /// UIScrollView's coast from here at `velocity`: exactly the deceleration when it stops
    /// inside; up to the end and then a bounce when it would pass one.
    private func coast(velocity: Double) {
        let d = deceleration, start = Double(offset)
        let distance = d.distance(velocity: velocity)
        guard abs(distance) >= 0.5 else { return }
        let target = start + distance, end = min(max(target, 0), Double(maxOffset))
        guard target != end, let reach = d.time(toCoast: end - start, velocity: velocity), reach > 0 else {
            let to = CGFloat(target)
            run(PropertyAnimator(duration: 1, timingParameters: d.timing) { [weak self] in self?.setOffset(to) })
            return
        }
        // The part up to the end, in place and speed at both ends as the deceleration.
        let arrival = d.velocity(velocity, at: reach), span = end - start
        let timing = Deceleration.hermite(duration: reach, startSpeed: d.velocity(velocity, at: 0) / span, endSpeed: arrival / span)
        let toEnd = PropertyAnimator(duration: reach, timingParameters: timing) { [weak self] in self?.setOffset(CGFloat(end)) }
        toEnd.addCompletion { [weak self, weak toEnd] position in
            guard let self, self.animator === toEnd, position == .end else { return }
            self.bounce(at: end, velocity: arrival, excess: target - end)
        }
        run(toEnd)
    }

    /// Past the end it reached, the list goes on as far as the rubber band lets the rest of the
    /// coast (`excess` points) carry it (F4), slowing to a stop, then springs back.
    private func bounce(at edge: Double, velocity: Double, excess: Double) {
        let stretch = Double(RubberBand.offset(past: CGFloat(excess), dimension: bandDimension, coefficient: bandConstant))
        guard abs(stretch) >= 0.5, abs(velocity) > 0 else { return }
        // An ease-out leaving at the arrival speed: 3·stretch/duration = velocity.
        let duration = min(max(3 * stretch / velocity, 1.0 / 60), 1)
        let out = PropertyAnimator(duration: duration, timingParameters: Deceleration.hermite(duration: duration, startSpeed: 3 / duration, endSpeed: 0)) { [weak self] in
            self?.setOffset(CGFloat(edge + stretch))
        }
        out.addCompletion { [weak self, weak out] position in
            guard let self, self.animator === out, position == .end else { return }
            self.springBack(to: edge, velocity: 0)
        }
        run(out)
    }

    /// From past an end back to it: a critically damped spring carrying `velocity` (R24), as
    /// UIScrollView springs back (F4).
    private func springBack(to edge: Double, velocity: Double) {
        let release = Release(toward: CGFloat(edge), from: offset, velocity: CGFloat(velocity),
                              curve: .uikitSpring(dampingRatio: 1, duration: 0.5))
        run(release.start { [weak self] in self?.setOffset(CGFloat(edge)) })
    }

    /// Holds `next` as the running animator (started here unless the release started it) and
    /// lets go of it when it ends.
    private func run(_ next: PropertyAnimator) {
        next.addCompletion { [weak self, weak next] _ in
            if let self, self.animator === next { self.animator = nil }
        }
        animator = next
        if next.state == .inactive { next.startAnimation() }
    }

    // Where benchmarks and the soak test drag: a flick up the list.
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: size.width / 2, y: size.height * 0.8), CGPoint(x: size.width / 2, y: size.height * 0.35))
    }
}

extension ScrollViewScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? {
        SceneKeys(parameters: "UIScrollView: [ ] rubber band, - = deceleration (r = 1 − 1 ms/response)",
                  uses: [.damping, .response], tuningLine: .scrollView)
    }
}
