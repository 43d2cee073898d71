import Animation
import Foundation
import Gestures
import Momentum
import ViewTree

/// A photo to pinch, turn and throw, as Photos does (issue 47, R36): two fingers anywhere on the
/// screen pinch and turn it together while their centroid drags it, and a throw carries it where
/// it would coast (kept on the screen); the zoom rubber-bands past
/// its limits, a turn snaps to the nearest quarter turn the release would coast to (F5), a
/// double tap zooms in or back, and a long press lifts it. Every release is a spring that starts
/// at the gesture's own velocity (F1): points, scale or radians per second.
///
/// Nested views carry the motions, so that each has its own animator and its own velocity:
/// `photo` is placed (the drag), `lifted` inside it scales for the long press, `zoom` inside
/// that for the pinch, `turn` inside that turns.
final class PhotoScene: Scene, GestureRecognizerDelegate {
    static let name = "photo"
    static let title = "Photo"
    static let summary = "a photo to pinch, turn and throw with two fingers (Photos)"
    static let defaultTuning = SceneTuning(dampingRatio: 0.85, response: 0.6)
    static let keys: SceneKeys? = SceneKeys(parameters: "UIKit duration + ζ", uses: [.damping, .response])
    static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }

    /// The zoom it rests within; past them the pinch rubber-bands (F4, one scale unit long).
    static let zoomLimits: ClosedRange<CGFloat> = 1...3
    /// What a double tap zooms to from rest.
    static let doubleTapZoom: CGFloat = 2
    /// What a long press lifts the photo to.
    static let liftScale: CGFloat = 1.06
    static let quarterTurn = CGFloat.pi / 2

    var tuning = PhotoScene.defaultTuning

    let view = View(name: "photoScene")
    let photo = View(name: "photo")
    let lifted = View(name: "photoLift")
    let zoom = View(name: "photoZoom")
    let turn = View(name: "photoTurn")

    private(set) var animators: [PropertyAnimator] = []
    private let pan = PanGestureRecognizer(name: "photoPan")
    private let pinch = PinchGestureRecognizer(name: "photoPinch")
    private let rotation = RotationGestureRecognizer(name: "photoRotation")
    private let doubleTap = TapGestureRecognizer(name: "photoDoubleTap")
    private let longPress = LongPressGestureRecognizer(name: "photoLongPress")
    private(set) lazy var pans = [pan]
    var movingView: View? { photo }
    /// `G`'s ghost is the turned picture: its outline shows the place, the zoom, the turn and the lift.
    var ghostView: View? { turn }
    /// The zoom in scale and the turn in radians, as drawn, for the feel report and `C` (issue 47
    /// item 4); each finger's speed is what its release starts the spring with.
    private(set) lazy var measuredMotions: [MeasuredMotion] = [
        MeasuredMotion(name: "zoom", unit: .scale, recognizer: pinch,
                       value: { [zoom] in Double(zoom.presentation.transform.scale.width) },
                       fingerVelocity: { [unowned self] in Double(pinch.velocity * pinchStart) },
                       animator: { [unowned self] in zoomAnimator }),
        MeasuredMotion(name: "turn", unit: .radians, recognizer: rotation,
                       value: { [turn] in Double(turn.presentation.transform.rotation) },
                       fingerVelocity: { [unowned self] in Double(rotation.velocity) },
                       animator: { [unowned self] in turnAnimator }),
    ]

    /// What each motion started from when its gesture began.
    private var dragStart: CGPoint = .zero
    private var pinchStart: CGFloat = 1
    private var turnStart: CGFloat = 0
    /// The animators of each motion, by what they move.
    private var placeAnimator: PropertyAnimator? { didSet { collectAnimators() } }
    private var zoomAnimator: PropertyAnimator? { didSet { collectAnimators() } }
    private var turnAnimator: PropertyAnimator? { didSet { collectAnimators() } }
    private var liftAnimator: PropertyAnimator? { didSet { collectAnimators() } }

    init() {
        view.backgroundColor = Color(hex: 0x1C1C1E)
        photo.cornerRadius = 0
        turn.backgroundColor = Color(hex: 0x5AC8FA)
        turn.cornerRadius = 12
        // The picture, cut to the rounded corners: its landscape shows each turn.
        turn.image = ImageReference(path: "Assets/landscape.bmp")
        turn.clipsToBounds = true
        view.addSubview(photo)
        photo.addSubview(lifted)
        lifted.addSubview(zoom)
        zoom.addSubview(turn)
        pan.maximumNumberOfTouches = 2
        // A press catches the photo where it is drawn (F3), mid-spring or not.
        pan.beginsOnPress = true
        doubleTap.numberOfTapsRequired = 2
        for recognizer in [pan, pinch, rotation, doubleTap, longPress] as [GestureRecognizer] { recognizer.delegate = self }
        pan.addTarget(self, action: PhotoScene.didPan)
        pinch.addTarget(self, action: PhotoScene.didPinch)
        rotation.addTarget(self, action: PhotoScene.didRotate)
        doubleTap.addTarget(self, action: PhotoScene.didDoubleTap)
        longPress.addTarget(self, action: PhotoScene.didLongPress)
        // On the whole screen, so the second finger may land anywhere (as a photo fills Photos).
        for recognizer in [pan, pinch, rotation, doubleTap, longPress] as [GestureRecognizer] {
            view.addGestureRecognizer(recognizer)
        }
    }

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        for animator in animators { animator.stopAnimation(true) }
        placeAnimator = nil; zoomAnimator = nil; turnAnimator = nil; liftAnimator = nil
        let width = min(420, size.width - 64), height = width * 0.75
        photo.frame = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        let bounds = CGRect(origin: .zero, size: photo.frame.size)
        lifted.frame = bounds
        zoom.frame = bounds
        turn.frame = bounds
    }

    /// Where the photo rests: the middle of the screen.
    var restOrigin: CGPoint {
        CGPoint(x: (view.frame.width - photo.frame.width) / 2, y: (view.frame.height - photo.frame.height) / 2)
    }

    /// Where a photo let go at `origin` moving at `velocity` (points per second) comes to rest:
    /// where it would coast (F5's projection, a scroll view's deceleration), kept on the screen
    /// (at least a quarter of it inside each edge).
    func thrownOrigin(from origin: CGPoint, velocity: CGPoint) -> CGPoint {
        let size = photo.frame.size, bounds = view.frame.size
        let x = origin.x + Projection.distance(velocity: velocity.x)
        let y = origin.y + Projection.distance(velocity: velocity.y)
        return CGPoint(x: min(max(x, -size.width * 0.75), bounds.width - size.width * 0.25),
                       y: min(max(y, -size.height * 0.75), bounds.height - size.height * 0.25))
    }

    /// The zoom and the turn as the model holds them.
    var scale: CGFloat { zoom.transform.scale.width }
    var angle: CGFloat { turn.transform.rotation }

    // Every gesture here goes with the others, as in Photos: the pan begins on the press, so a
    // double tap and a long press recognise alongside it.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }

    // MARK: Gestures

    func didPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            placeAnimator?.stopAnimation(true)   // caught where it is drawn (R5)
            placeAnimator = nil
            dragStart = photo.frame.origin
        case .changed:
            let t = recognizer.translation(in: view)
            photo.frame.origin = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
        default:
            let v = recognizer.state == .ended ? recognizer.velocity(in: view) : .zero
            let from = photo.frame.origin, to = thrownOrigin(from: from, velocity: v)
            // One spring along the line to where it comes to rest, started at the finger's speed
            // along it (R24): progress per second, the same on both axes, as UIKit's one initial
            // velocity is.
            let dx = to.x - from.x, dy = to.y - from.y, squared = dx * dx + dy * dy
            let progress = squared > 0 ? (v.x * dx + v.y * dy) / squared : 0
            placeAnimator = finish(Release(toward: 1, from: 0, velocity: progress, curve: curve)) { [photo] in
                photo.frame.origin = to
            }
        }
    }

    func didPinch(_ recognizer: PinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            zoomAnimator?.stopAnimation(true)
            zoomAnimator = nil
            pinchStart = Self.unbanded(scale)
        case .changed:
            setScale(Self.banded(pinchStart * recognizer.scale))
        default:
            // The pinch's own velocity, scale per second of the finger's zoom (F1).
            let v = recognizer.state == .ended ? recognizer.velocity * pinchStart : 0
            settleZoom(to: Self.projectedZoom(from: scale, velocity: v), velocity: v)
        }
    }

    func didRotate(_ recognizer: RotationGestureRecognizer) {
        switch recognizer.state {
        case .began:
            turnAnimator?.stopAnimation(true)
            turnAnimator = nil
            turnStart = angle
        case .changed:
            turn.transform = Transform(rotationAngle: turnStart + recognizer.rotation)
        default:
            let v = recognizer.state == .ended ? recognizer.velocity : 0
            let to = Self.snappedTurn(from: angle, velocity: v)
            turnAnimator = finish(Release(toward: to, from: angle, velocity: v, curve: curve)) { [turn] in
                turn.transform = Transform(rotationAngle: to)
            }
        }
    }

    func didDoubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        zoomAnimator?.stopAnimation(true)
        settleZoom(to: scale > 1.01 ? 1 : Self.doubleTapZoom, velocity: 0)
    }

    func didLongPress(_ recognizer: LongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: lift(to: Self.liftScale)
        case .ended, .cancelled: lift(to: 1)
        default: break
        }
    }

    // MARK: Motion

    private var curve: ReleaseCurve { Self.releaseCurve(for: tuning) }

    /// Seconds a released turn is taken to coast on at its velocity, for the projection. A
    /// scroll view's deceleration (F5's, about half a second's worth) carries a flicked turn
    /// past a whole quarter; Fluid's choice is a tenth, so a flick of 30° still reaches 90°.
    static let turnCoast: CGFloat = 0.1

    /// Where a turn released at `angle` moving at `velocity` (radians per second) rests: the
    /// quarter turn nearest to where it would coast (F5's projection, `turnCoast` long).
    static func snappedTurn(from angle: CGFloat, velocity: CGFloat) -> CGFloat {
        let projected = angle + velocity * turnCoast
        return (projected / quarterTurn).rounded() * quarterTurn
    }

    /// Seconds a released zoom is taken to coast on at its velocity, for the projection: as the
    /// turn's, a tenth, so a pinch let go while spreading goes on a little instead of stopping
    /// dead (F1).
    static let zoomCoast: CGFloat = 0.1

    /// Where a zoom released at `scale` changing at `velocity` (scale per second) rests: where it
    /// would coast (`zoomCoast` long), within the limits; a zoom let go past a limit goes back to it.
    static func projectedZoom(from scale: CGFloat, velocity: CGFloat) -> CGFloat {
        let limits = zoomLimits
        guard limits.contains(scale) else { return min(max(scale, limits.lowerBound), limits.upperBound) }
        return min(max(scale + velocity * zoomCoast, limits.lowerBound), limits.upperBound)
    }

    /// The zoom shown for a finger's zoom `raw`: itself within the limits, rubber-banded past them.
    static func banded(_ raw: CGFloat) -> CGFloat {
        RubberBand.clamp(raw, to: zoomLimits, dimension: 1)
    }

    /// The finger's zoom that shows as `shown` (the inverse of `banded`), so a pinch that catches
    /// a bounce goes on from where it is drawn.
    static func unbanded(_ shown: CGFloat) -> CGFloat {
        if shown > zoomLimits.upperBound {
            return zoomLimits.upperBound + RubberBand.excess(showing: shown - zoomLimits.upperBound, dimension: 1)
        }
        if shown < zoomLimits.lowerBound {
            return zoomLimits.lowerBound + RubberBand.excess(showing: shown - zoomLimits.lowerBound, dimension: 1)
        }
        return shown
    }

    private func setScale(_ s: CGFloat) {
        zoom.transform = Transform(scaleX: s, y: s)
    }

    private func settleZoom(to target: CGFloat, velocity: CGFloat) {
        zoomAnimator = finish(Release(toward: target, from: scale, velocity: velocity, curve: curve)) { [weak self] in
            self?.setScale(target)
        }
    }

    private func lift(to s: CGFloat) {
        liftAnimator?.stopAnimation(true)
        let from = lifted.transform.scale.width
        liftAnimator = finish(Release(toward: s, from: from, velocity: 0, curve: curve)) { [lifted] in
            lifted.transform = Transform(scaleX: s, y: s)
        }
    }

    /// Starts `release` and lets its animator go when it ends.
    private func finish(_ release: Release, _ animations: @escaping () -> Void) -> PropertyAnimator {
        let animator = release.start(animations: animations)
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator else { return }
            if self.placeAnimator === animator { self.placeAnimator = nil }
            if self.zoomAnimator === animator { self.zoomAnimator = nil }
            if self.turnAnimator === animator { self.turnAnimator = nil }
            if self.liftAnimator === animator { self.liftAnimator = nil }
        }
        return animator
    }

    private func collectAnimators() {
        animators = [placeAnimator, zoomAnimator, turnAnimator, liftAnimator].compactMap { $0 }
    }

    /// A retune mid-flight continues each motion from where it is, at its own speed (R15): the
    /// throw, the zoom, the turn and the lift.
    func tuningDidChange() {
        if let placeAnimator, placeAnimator.isRunning { placeAnimator.continueOnSpring(of: tuning, carrying: photo) }
        if let zoomAnimator, zoomAnimator.isRunning { zoomAnimator.continueOnSpring(of: tuning, carrying: zoom, property: .transform) }
        if let turnAnimator, turnAnimator.isRunning { turnAnimator.continueOnSpring(of: tuning, carrying: turn, property: .transform) }
        if let liftAnimator, liftAnimator.isRunning { liftAnimator.continueOnSpring(of: tuning, carrying: lifted, property: .transform) }
    }

    /// Benchmarks and the soak drag the photo up from the middle of a window of `size` (whatever
    /// the layout now), and throw it.
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        let from = CGPoint(x: size.width / 2, y: size.height / 2)
        return (from, CGPoint(x: from.x, y: from.y - min(300, size.height * 0.3)))
    }
}
