/// Where an animator is in its life, in one value: its phase (R1–R6), its place in
/// its driver's frame loop, and the kind of animations being captured. Each part is an enum
/// whose cases are the states that can happen, so no two flags can contradict, and each changes
/// only through the transitions below. Across parts: only a running animator is scheduled (its
/// driver steps it); the transitions out of `.running` check that it was unscheduled first.
struct AnimatorLifecycle: Equatable {
    /// What the animator is doing.
    private(set) var phase: AnimatorPhase = .inactive
    /// Its place in its driver's list of running animators.
    private(set) var link: DriverLink = .unlisted
    /// What its animations closures are capturing now.
    private(set) var capture: CaptureMode = .idle

    // MARK: Phase (the animator's calls)

    /// Started with no animations: waits for some (R4).
    mutating func wait() {
        expect(phase == .inactive, "wait")
        phase = .waiting
    }

    /// Runs, its end not reached yet (`run(from:at:)`); the driver schedules it next.
    mutating func run() {
        expect(phase != .stopped, "run")
        phase = .running
        clearReachedEnd()
    }

    /// Pauses: activated paused, paused while running (after the driver let go), scrubbed while
    /// waiting, or paused at its end (R3, R17, R18).
    mutating func pause() {
        expect(phase != .stopped && phase != .paused, "pause")
        expect(!link.isScheduled, "pause while scheduled")
        phase = .paused
    }

    /// `stopAnimation(false)`: values frozen until `finishAnimation(at:)` (R6).
    mutating func stop() {
        expect(phase == .running || phase == .paused || phase == .waiting, "stop")
        expect(!link.isScheduled, "stop while scheduled")
        phase = .stopped
    }

    /// Finished or stopped without finishing: clean again (R4–R6).
    mutating func finish() {
        expect(!link.isScheduled, "finish while scheduled")
        phase = .inactive
    }

    // MARK: Driver link (the driver's calls)

    /// How `schedule()` found the animator.
    enum Scheduling: Equatable {
        /// It was scheduled already: nothing changes.
        case alreadyScheduled
        /// Scheduled again while still in the list (stopped and restarted between two frames).
        case stillListed
        /// Scheduled, and the driver must append it to its list.
        case needsListing
    }

    /// The driver takes the (running) animator into its frame loop.
    mutating func schedule() -> Scheduling {
        expect(phase == .running, "schedule while not running")
        switch link {
        case .scheduled, .scheduledAtEnd: return .alreadyScheduled
        case .listed: link = .scheduled; return .stillListed
        case .finishingListed: link = .scheduledAtEnd; return .stillListed
        case .unlisted: link = .scheduled; return .needsListing
        case .finishing: link = .scheduledAtEnd; return .needsListing
        }
    }

    /// The driver stops stepping the animator; true when it was scheduled. It stays listed until
    /// the driver compacts its list.
    mutating func unschedule() -> Bool {
        switch link {
        case .scheduled: link = .listed; return true
        case .scheduledAtEnd: link = .finishingListed; return true
        case .unlisted, .listed, .finishing, .finishingListed: return false
        }
    }

    /// A frame's step reached the end of the run.
    mutating func markReachedEnd() {
        switch link {
        case .scheduled: link = .scheduledAtEnd
        case .listed: link = .finishingListed
        case .unlisted: link = .finishing
        case .scheduledAtEnd, .finishingListed, .finishing: break
        }
    }

    /// After a frame's steps: unschedules the animator if it reached its end; true when it did
    /// (the driver then finishes it once every animator has written).
    mutating func collectIfReachedEnd() -> Bool {
        guard link == .scheduledAtEnd else { return false }
        link = .finishingListed
        return true
    }

    /// The driver compacts its list: an unscheduled animator leaves it (true), a scheduled one stays.
    mutating func unlistIfUnscheduled() -> Bool {
        switch link {
        case .scheduled, .scheduledAtEnd: return false
        case .listed, .unlisted: link = .unlisted; return true
        case .finishingListed, .finishing: link = .finishing; return true
        }
    }

    /// The end reached is dealt with (a new run starts, or the driver finishes the animator).
    mutating func clearReachedEnd() {
        switch link {
        case .scheduledAtEnd: link = .scheduled
        case .finishingListed: link = .listed
        case .finishing: link = .unlisted
        case .scheduled, .listed, .unlisted: break
        }
    }

    // MARK: Capture (animations closures)

    /// Starts capturing animations laid out `onWholeTimeline` (a fresh start) or on what remains
    /// of it, as keyframes or not; returns the capture to restore afterwards (captures nest).
    mutating func beginCapture(keyframes: Bool, onWholeTimeline: Bool) -> CaptureMode {
        let outer = capture
        capture = keyframes ? .keyframes(onWholeTimeline: onWholeTimeline) : .animations(onWholeTimeline: onWholeTimeline)
        return outer
    }

    /// `UIView.addKeyframe` inside an animations closure: what it sets is keyframes, laid out as
    /// the enclosing capture is. Returns the capture to restore afterwards.
    mutating func beginKeyframe() -> CaptureMode {
        let outer = capture
        switch capture {
        case .idle: capture = .keyframes(onWholeTimeline: false)
        case .animations(let whole), .keyframes(let whole): capture = .keyframes(onWholeTimeline: whole)
        }
        return outer
    }

    /// Ends a capture begun by `beginCapture` or `beginKeyframe`.
    mutating func endCapture(restoring outer: CaptureMode) {
        capture = outer
    }

    /// Checks a transition's precondition in debug builds; release builds carry on as before.
    private func expect(_ condition: @autoclosure () -> Bool, _ transition: StaticString) {
        assert(condition(), "AnimatorLifecycle: unexpected \(transition) from \(phase), \(link)")
    }
}

/// An animator's place in its driver's list of running animators (`AnimationDriver.running`).
/// Scheduled animators are stepped every frame; unscheduled ones stay listed until the driver
/// compacts the list (so stopping thousands at once is not quadratic). "At end" marks a run
/// that reached its end during a frame, until the driver has finished it.
enum DriverLink: Equatable {
    /// Not in the list.
    case unlisted
    /// In the list and stepped every frame.
    case scheduled
    /// Stepped to its end during this frame's loop; the driver collects it right after.
    case scheduledAtEnd
    /// No longer stepped, still in the list until the next compaction.
    case listed
    /// Collected at its end, still in the list until the compaction that follows at once.
    case finishingListed
    /// Collected at its end and out of the list: `driverDidFinish` comes later in the frame.
    case finishing

    /// The driver steps it every frame.
    var isScheduled: Bool { self == .scheduled || self == .scheduledAtEnd }
    /// It is in the driver's list.
    var isListed: Bool { self == .scheduled || self == .scheduledAtEnd || self == .listed || self == .finishingListed }
    /// Its run reached its end and the driver has not finished it yet.
    var hasReachedEnd: Bool { self == .scheduledAtEnd || self == .finishingListed || self == .finishing }
}

/// What an animator's animations closures are capturing now (R10–R13).
enum CaptureMode: Equatable {
    /// No animations closure of this animator is running.
    case idle
    /// Animations; `onWholeTimeline` when laid out on the whole timeline (a fresh start), where
    /// keyframes inside them keep R13's timing.
    case animations(onWholeTimeline: Bool)
    /// Keyframes; on the whole timeline their tracks keep their window on the overall progress (R13).
    case keyframes(onWholeTimeline: Bool)

    /// Tracks recorded now are keyframes on the overall progress (R13).
    var recordsKeyframeTracks: Bool { self == .keyframes(onWholeTimeline: true) }
}
