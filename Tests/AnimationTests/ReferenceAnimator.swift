@testable import Animation

/// SPEC's state rules (R2–R7, R14, R16, R18, R19) written out as a plain state machine, with no
/// timeline: the model-based test runs it alongside the real animator and compares them after
/// every call. Each call returns whether the rules call it illegal (reported, R7).
struct ReferenceAnimator {
    enum State: Equatable { case inactive, running, paused, waiting, stopped }

    var state = State.inactive
    var isReversed = false
    var isInterruptible = true
    /// Animations added since the animator was last clean (R4).
    var hasAnimations = false

    var isActive: Bool { state == .running || state == .paused || state == .waiting }

    private mutating func clean() {
        state = .inactive
        isReversed = false
        hasAnimations = false
    }

    /// R2, R4 (v2), R7: `startAnimation()` / `startAnimation(afterDelay:)`.
    mutating func start(delayed: Bool) -> Bool {
        switch state {
        case .stopped: return true
        case .paused, .waiting: if delayed { return true }
        default: break
        }
        switch state {
        case .inactive: state = hasAnimations ? .running : .waiting
        case .paused: state = .running
        case .running, .waiting, .stopped: break
        }
        return false
    }

    /// R3 (v2), R19.
    mutating func pause() -> Bool {
        if state == .stopped || !isInterruptible { return true }
        switch state {
        case .inactive: if hasAnimations { state = .paused }
        case .running: state = .paused
        default: break
        }
        return false
    }

    /// R5, R6 (v2), R7.
    mutating func stop(withoutFinishing: Bool) -> Bool {
        switch state {
        case .inactive: return false
        case .stopped: return true
        default: if !isInterruptible { return true }
        }
        if withoutFinishing {
            clean()
        } else {
            state = .stopped
            isReversed = false
        }
        return false
    }

    /// R6.
    mutating func finish() -> Bool {
        guard state == .stopped else { return true }
        clean()
        return false
    }

    /// R15: only while paused; a waiting animator has nothing to run yet.
    mutating func continueAnimation() -> Bool {
        switch state {
        case .paused: state = .running
        case .waiting: break
        default: return true
        }
        return false
    }

    /// R14, R19; R13a (v3): reversing an inactive animator with animations pauses it at its end.
    mutating func toggleReversed() -> Bool {
        if state == .stopped || (isActive && !isInterruptible) { return true }
        isReversed.toggle()
        if state == .inactive && isReversed && hasAnimations { state = .paused }
        return false
    }

    /// R16, R19: a finite assignment.
    mutating func setFraction() -> Bool {
        if state == .stopped || !isInterruptible { return true }
        if state == .inactive || state == .waiting { state = .paused }
        return false
    }

    /// R10, R4 (v2).
    mutating func addAnimations() -> Bool {
        if state == .stopped { return true }
        hasAnimations = true
        if state == .waiting { state = .running }
        return false
    }

    /// R19: the flag changes only while inactive.
    mutating func toggleInterruptible() -> Bool {
        guard state == .inactive else { return true }
        isInterruptible.toggle()
        return false
    }

    /// Time passed: a running animator may have reached its end (R4), or paused there (R18).
    /// Returns false when the real animator did something the rules do not allow.
    mutating func timePassed(real: Phase, pausesOnCompletion: Bool) -> Bool {
        guard state == .running else { return true }
        switch real {
        case .running: return true
        case .inactive where !pausesOnCompletion:
            clean()
            return true
        case .paused where pausesOnCompletion:
            state = .paused
            return true
        default:
            return false
        }
    }

    /// The real animator's state in these terms.
    static func state(of phase: Phase) -> State {
        switch phase {
        case .inactive: return .inactive
        case .running: return .running
        case .paused: return .paused
        case .waiting: return .waiting
        case .stopped: return .stopped
        }
    }
}
