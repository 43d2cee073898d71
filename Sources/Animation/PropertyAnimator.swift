import Foundation
import ViewTree

/// UIViewPropertyAnimator over the view tree: animates the properties set in its animations
/// closures, and can be started, paused, scrubbed, reversed, stopped and continued (R1–R25).
///
/// Scene code writes `PropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }` as in
/// UIKit; the animator finds its `AnimationDriver` through `AnimationDriver.current` (or an
/// explicit `driver:`), which moves it once per frame. Misuse never crashes: it is reported
/// through `diagnostics` and changes nothing (R7, R8).
public final class PropertyAnimator {
    // What a frame reads comes first, so it shares as few cache lines as possible (10,000
    // animators a frame make that matter). Written only from the frame loop or an API call,
    // never both at once: no run-time exclusivity check needed (it would cost more than the work).
    @exclusivity(unchecked) var tracks: [Track] = []
    /// `plans[i]` belongs to `tracks[i]`.
    @exclusivity(unchecked) var plans: [TrackPlan] = []
    /// Position in `segment` as of the latest frame (or of the pause).
    @exclusivity(unchecked) var position = 0.0
    /// While running: position `anchorPosition` at time `anchorTime`, moving by `direction`.
    var anchorPosition = 0.0
    var anchorTime = 0.0
    var direction = 1.0 {
        didSet { endPosition = direction > 0 ? 1 : 0 }
    }
    /// Where a run moving in `direction` ends: 1 forwards, 0 backwards.
    private(set) var endPosition = 1.0
    /// True while every track follows the shared progress and was last moved to `stepProgress`
    /// (then a frame moves them all by one step, `moveTracksInStep`, and no track keeps its own
    /// progress). Whatever changes a track's mapping, its progress or the set of tracks first
    /// leaves the step (`leaveStep()`); the next full pass (`writeTracks`) enters it again.
    @exclusivity(unchecked) var tracksInStep = false {
        didSet { updateFusedFrame() }
    }
    @exclusivity(unchecked) var stepProgress = 0.0
    /// What a frame in step writes: `tracks` regrouped (`InStepWrites`), laid out again by the
    /// full pass that enters the step whenever a track was added or the tracks were dropped
    /// since (nothing else in it changes: a track's mapping only decides whether all are in step).
    @exclusivity(unchecked) var inStepWrites = InStepWrites() {
        didSet { updateFusedFrame() }
    }
    @exclusivity(unchecked) var inStepWritesAreStale = false
    /// What a frame reads of `segment`, kept in step with it.
    @exclusivity(unchecked) var frameCurve: FrameCurve
    /// The run in force (changing it lays `frameCurve` out anew).
    var segment: Segment {
        didSet {
            frameCurve = FrameCurve(segment, axesApart: axesApart)
            updateFusedFrame()
        }
    }
    /// True once a spring per axis (R24) has moved the y lanes of point-like properties apart
    /// from x: until the animation finishes, frames go through `writeValuesPerAxis`.
    var axesApart = false {
        didSet {
            frameCurve.perAxis = axesApart || segment.curve.springY != nil
            updateFusedFrame()
        }
    }
    /// The frame the engine is tuned for, tested with one test: a whole cubic with the axes
    /// together, the tracks in step, all of them fused into one block that moves every lane
    /// (`InStepWrites.lead`). Kept up to date by whatever changes one of those.
    @exclusivity(unchecked) private(set) var fusedFrame = false

    private func updateFusedFrame() {
        fusedFrame = frameCurve.isPlainCubic && tracksInStep && inStepWrites.hasLeadOnly
            && inStepWrites.lead.movesEveryLane
    }

    /// The driver that advances this animator; nil if none was in scope (then it cannot run).
    public let driver: AnimationDriver?
    /// Where this animator reports misuse: its driver's channel, or its own when it has no driver.
    public let diagnostics: Diagnostics

    /// The timing the animator was made with; `continueAnimation` may override it for one run (R15).
    public let timingParameters: TimingCurveProvider
    /// The base timing made concrete for `duration`.
    let baseCurve: TimingCurve

    /// What a duration of 0 means, as in UIKit (R8).
    public static let defaultDuration = 0.2

    /// Seconds the whole timeline takes: as given, or a physical spring's settling time (R22).
    public var duration: Double { baseCurve.duration }
    /// The delay of the latest `startAnimation(afterDelay:)`.
    public internal(set) var delay: Double = 0

    /// The phase, the driver link and the capture under way, as one value (`AnimatorLifecycle`).
    var lifecycle = AnimatorLifecycle()
    /// What the animator is doing (R1–R6).
    var phase: Phase { lifecycle.phase }
    var completions: [(AnimatingPosition) -> Void] = []
    /// Animations added while `.inactive`, run when the animator becomes active (R10).
    var pending: [PendingAnimation] = []
    /// Animations added since the animator was last clean (run or pending): none makes
    /// `startAnimation()` wait for some (R4).
    var animationCount = 0

    /// `fractionComplete` frozen by `stopAnimation(false)`.
    var stoppedFraction = 0.0
    /// The timeline window the animations being captured now fall in (delayFactor, keyframes).
    var captureWindow = (start: 0.0, end: 1.0)

    var reversedFlag = false
    var interruptibleFlag = true

    /// What a natural end does: finish (animators), or, for `View.animate` with `.repeat` or
    /// `.autoreverse`, run again (R13a).
    var repetition = Repetition.once
    /// How hit testing treats the views this animator moves: as drawn (animators), or as
    /// `View.animate` makes it (R13a); `markedViews` are the views told so, until the end.
    var viewsHitTesting = AnimatedHitTesting.presentedValues
    var markedViews: [View] = []
    /// How `View.addKeyframe` lays out keyframes captured now (R13).
    var keyframeCalculation = KeyframeCalculation.linear

    /// When true, a natural end leaves the animator active and paused at its end, animations
    /// kept, no completion run (R18).
    public var pausesOnCompletion = false
    /// While paused, whether scrubbing (`fractionComplete`) moves properties linearly (R17).
    public var scrubsLinearly = true

    // MARK: Initialisers

    deinit {
        // Dropped while active: what it added goes (UIKit forbids dropping an active animator).
        for plan in plans { plan.view.endContribution(plan.property) }
        releaseMarkedViews()
    }

    /// The designated initialiser (UIViewPropertyAnimator(duration:timingParameters:)).
    public init(duration: Double, timingParameters parameters: TimingCurveProvider,
                driver: AnimationDriver? = nil, animations: (() -> Void)? = nil) {
        let d = driver ?? AnimationDriver.current
        self.driver = d
        diagnostics = d?.diagnostics ?? Diagnostics()
        var requested = duration
        if !(duration.isFinite && duration >= 0) {
            diagnostics.report("PropertyAnimator(duration:)", .invalidArgument,
                               "duration must be finite and ≥ 0, got \(duration); using \(PropertyAnimator.defaultDuration)")
            requested = PropertyAnimator.defaultDuration
        } else if duration == 0 {
            requested = PropertyAnimator.defaultDuration   // R8: UIKit reads 0 as its default duration
        }
        timingParameters = parameters
        let curve = TimingCurve(parameters, duration: requested)
        for issue in TimingCurve.issues(of: parameters) { diagnostics.report("PropertyAnimator(timingParameters:)", .invalidArgument, issue) }
        baseCurve = curve
        segment = .whole(curve)
        frameCurve = FrameCurve(segment, axesApart: false)
        if let animations { addAnimations(animations) }
    }

    /// An animator with a named curve (R21).
    public convenience init(duration: Double, curve: AnimationCurve, driver: AnimationDriver? = nil,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve),
                  driver: driver, animations: animations)
    }

    /// An animator with a custom cubic Bézier (R21).
    public convenience init(duration: Double, controlPoint1: CGPoint, controlPoint2: CGPoint,
                            driver: AnimationDriver? = nil, animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2),
                  driver: driver, animations: animations)
    }

    /// An animator with a spring of this damping ratio that settles in `duration` (R23).
    public convenience init(duration: Double, dampingRatio: Double, driver: AnimationDriver? = nil,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio),
                  driver: driver, animations: animations)
    }

    /// An animator already started, like `UIView.animate` but controllable afterwards (R20).
    /// The options pick the curve; repeat and autoreverse are ignored.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0,
                                               options: AnimationOptions = [],
                                               driver: AnimationDriver? = nil,
                                               animations: @escaping () -> Void,
                                               completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, driver: driver, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// `.inactive`, `.active` (running or paused) or `.stopped` (R1–R6).
    public var state: AnimatingState { phase.state }

    /// True while active and not paused (R3).
    public var isRunning: Bool { phase == .running }

    /// Whether the timeline plays backwards (R14): may be flipped any number of times. Set on a
    /// fresh animator with animations, it makes it `.active`, paused at its end (R13a).
    public var isReversed: Bool {
        get { reversedFlag }
        set { setReversed(newValue) }
    }

    /// Whether the animator may be paused, stopped, scrubbed or reversed once started (R19).
    /// Changes only while `.inactive`.
    public var isInterruptible: Bool {
        get { interruptibleFlag }
        set {
            guard phase == .inactive else {
                return reject("isInterruptible", needs: .inactive)
            }
            interruptibleFlag = newValue
        }
    }

    /// How far the animation is, 0…1, counted in the current direction (R14: reversing maps it
    /// to 1 − f). While paused with `scrubsLinearly` (R17) it is the fraction of the way every
    /// property is; running, or along the curve, the time fraction (R16). Assigning it pauses an
    /// inactive animator, moves the values, and never completes. A CGFloat, as UIKit's (so
    /// `animators.map { $0.fractionComplete }` is a `[CGFloat]`).
    public var fractionComplete: CGFloat {
        get {
            let f = currentFraction()
            return CGFloat(reversedFlag && (phase == .running || phase == .paused) ? 1 - f : f)
        }
        set { setFractionComplete(Double(newValue)) }
    }

    /// Reports an illegal call: the call, the state it needs, the state it found (R7).
    func reject(_ call: String, needs: StateRequirement) {
        diagnostics.reportIllegal(call, needs: needs, found: phase)
    }

    /// Reports a number or parameter replaced (R8), or, with `kind`, another problem.
    func report(_ call: String, _ text: String, kind: Diagnostic = .invalidArgument) {
        diagnostics.report(call, kind, text)
    }
}
