/// Advances every running animator once per frame, to the frame's target timestamp.
///
/// Time comes from outside: the frame loop calls `advance(to:)` with the vsync target time (in
/// seconds, any origin), tests step it exactly, and nothing in the engine reads a clock. The
/// driver holds the animators that are running (so an animator started and forgotten, like
/// UIKit's `runningPropertyAnimator`, still finishes) and lets go of each as it stops.
///
/// Scene code finds the driver ambiently, as UIKit code finds the main run loop: whoever runs the
/// scene wraps it in `driver.run { … }`, and `PropertyAnimator(duration:curve:)` picks up
/// `AnimationDriver.current`. A task-local, not a global: two drivers (two tests) never meet.
public final class AnimationDriver {
    @TaskLocal public static var current: AnimationDriver?

    /// Misuse and bad numbers reported by this driver's animators (R7, R8).
    public let diagnostics: Diagnostics
    /// The timestamp of the latest frame: calls made between frames act at this time.
    public private(set) var now: Double

    /// The running animators, in the order they started. Stopping one only unschedules it
    /// (O(1)); the list drops unscheduled entries at the next frame, so pausing thousands at
    /// once is not quadratic.
    @exclusivity(unchecked) var running: [PropertyAnimator] = []
    private var scheduledCount = 0
    private var needsCompaction = false
    /// Animators that reached their end during the current `advance`, finished after all wrote.
    private var finishing: [PropertyAnimator] = []
    /// Work for the next frame (`performOnNextFrame`), run after that frame's completions.
    var nextFrameActions: [() -> Void] = []
    /// Work for every frame while it is there (`addFrameCallback`, a display link), after the
    /// frame's completions; how many of them are not paused.
    var frameCallbacks: [FrameCallback] = []
    var activeFrameCallbacks: Int { frameCallbacks.reduce(0) { $0 + ($1.isPaused ? 0 : 1) } }
    private var isAdvancing = false

    /// A driver whose clock starts at `time` (the first frame's timestamp, or 0 in tests).
    public convenience init(time: Double = 0, diagnostics: Diagnostics = Diagnostics()) {
        self.init(time: time, diagnostics: diagnostics, warmsUp: true)
    }

    /// `warmsUp`: runs one throwaway animation first (`warmRuntimeTypes`), so the first
    /// animation of a session does not pay the Swift runtime's first uses in its frame.
    init(time: Double, diagnostics: Diagnostics, warmsUp: Bool) {
        self.now = time.isFinite ? time : 0
        self.diagnostics = diagnostics
        running.reserveCapacity(64)
        finishing.reserveCapacity(64)
        if warmsUp { Self.warmRuntimeTypes() }
    }

    /// Runs `body` with this driver as `AnimationDriver.current` (for scene code and tests).
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try AnimationDriver.$current.withValue(self, operation: body)
    }

    /// How many animators are running (including ones waiting out a start delay).
    public var runningCount: Int { scheduledCount }

    /// True while some animator is running (or a completion waits for the next frame): the
    /// frame loop may sleep when false.
    /// A frame callback that is not paused (a display link) counts too: it needs every frame.
    public var hasRunningAnimators: Bool {
        scheduledCount > 0 || !nextFrameActions.isEmpty || (!frameCallbacks.isEmpty && activeFrameCallbacks > 0)
    }

    /// Moves time to `time` and every running animator with it; animators that reach their end
    /// complete afterwards, in the order they started, so a completion that starts a new animator
    /// or touches another sees every view at this frame's values.
    public func advance(to time: Double) {
        guard time.isFinite else {
            diagnostics.report("advance(to:)", .timeNotFinite, "time must be finite, got \(time); ignored")
            return
        }
        guard !isAdvancing else {
            diagnostics.report("advance(to:)", .reentrantAdvance, "called from inside a completion of the same driver; ignored")
            return
        }
        let previous = now
        if time < now {
            diagnostics.report("advance(to:)", .timeWentBackwards, "time went backwards from \(now) to \(time); held at \(now)")
        } else {
            now = time
        }
        isAdvancing = true
        defer { isAdvancing = false }
        // What was asked for before this frame runs in it; what this frame's completions ask
        // for waits for the next.
        let due = nextFrameActions
        nextFrameActions.removeAll()
        let t = now
        // Drop animators stopped since the last frame first, so that the loop below needs no
        // check (a check would be one more cache line per animator per frame).
        compactIfNeeded()
        // No completion or other outside code runs inside this loop, so `running` cannot change
        // under it: each animator is borrowed, not retained, to keep the frame free of
        // reference counting.
        var anyFinished = false
        running.withUnsafeBufferPointer { animators in
            for i in animators.indices {
                if Unmanaged.passUnretained(animators[i])._withUnsafeGuaranteedRef({ $0.step(at: t) }) {
                    anyFinished = true
                }
            }
        }
        if anyFinished {
            for animator in running where animator.lifecycle.collectIfReachedEnd() {
                finishing.append(animator)
                scheduledCount -= 1
            }
            needsCompaction = true
            compactIfNeeded()
        }
        guard !finishing.isEmpty || !due.isEmpty || !frameCallbacks.isEmpty else { return }
        // Completions are scene code: within them this driver is `current`, so an animator they
        // create (seed 000 starts the next one from a completion) finds it.
        run {
            for animator in finishing { animator.driverDidFinish() }
            for action in due { action() }
            if !frameCallbacks.isEmpty { fireFrameCallbacks(from: previous, to: t) }
        }
        finishing.removeAll(keepingCapacity: true)
    }

    /// Runs `action` in the next frame (`advance(to:)`), after that frame's completions, with
    /// this driver `current`: what UIKit does with the completion of an animation of no
    /// duration (R13a).
    func performOnNextFrame(_ action: @escaping () -> Void) {
        nextFrameActions.append(action)
    }

    /// Advances in equal steps of `frameInterval` until `time` (tests: "let 0.5 s pass at 60 Hz").
    public func advance(by seconds: Double, frameInterval: Double = 1.0 / 60) {
        guard seconds.isFinite, seconds > 0, frameInterval.isFinite, frameInterval > 0 else { return }
        let end = now + seconds
        let n = Int((seconds / frameInterval).rounded(.up))
        for i in 1...max(n, 1) {
            advance(to: i == n ? end : min(end, now + frameInterval))
        }
    }

    private func compactIfNeeded() {
        guard needsCompaction else { return }
        running.removeAll { $0.lifecycle.unlistIfUnscheduled() }
        needsCompaction = false
    }

    func add(_ animator: PropertyAnimator) {
        switch animator.lifecycle.schedule() {
        case .alreadyScheduled:
            return
        case .stillListed:
            // Stopped and restarted between two frames: still listed, so not listed twice.
            scheduledCount += 1
        case .needsListing:
            scheduledCount += 1
            running.append(animator)
        }
    }

    func remove(_ animator: PropertyAnimator) {
        guard animator.lifecycle.unschedule() else { return }
        scheduledCount -= 1
        needsCompaction = true
    }
}
