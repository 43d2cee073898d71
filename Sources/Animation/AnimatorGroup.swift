import Foundation

/// Several animators driven as one, as seeds 003 and 004 keep them in `runningAnimations`:
/// started, paused, scrubbed, reversed and continued together, with one completion once every
/// member has finished.
public final class AnimatorGroup {
    /// The members, in the order added; emptied when the group completes or is stopped.
    public private(set) var animators: [PropertyAnimator] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var unfinished = 0
    private var positions: [AnimatingPosition] = []

    /// A group of `animators` (more can be added).
    public init(_ animators: [PropertyAnimator] = []) {
        for animator in animators { add(animator) }
    }

    /// Adds a member; the group completes only after it has too.
    public func add(_ animator: PropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animators.append(animator)
        unfinished += 1
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, let animator else { return }
            self.memberFinished(animator, at: position)
        }
    }

    /// True when no member is left (seed 003's `runningAnimations.isEmpty`).
    public var isEmpty: Bool { animators.isEmpty }
    /// True while any member runs.
    public var isRunning: Bool { animators.contains { $0.isRunning } }

    /// Each call goes to every member, which applies its own rules (R2–R7, R15).
    public func startAnimation() { animators.forEach { $0.startAnimation() } }
    public func pauseAnimation() { animators.forEach { $0.pauseAnimation() } }

    /// Stops every member; the group's completion does not run, and the group empties (R5, R6).
    public func stopAnimation(_ withoutFinishing: Bool) {
        animators.forEach { $0.stopAnimation(withoutFinishing) }
        if withoutFinishing { reset() }
    }

    /// Finishes every stopped member at `position` (R6).
    public func finishAnimation(at position: AnimatingPosition) {
        animators.forEach { $0.finishAnimation(at: position) }
    }

    /// Continues every paused member (R15).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        animators.forEach { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
    }

    /// Every member's `fractionComplete`: reads the first member's, sets all (scrubbing).
    public var fractionComplete: CGFloat {
        get { animators.first?.fractionComplete ?? 0 }
        set { animators.forEach { $0.fractionComplete = newValue } }
    }

    /// Every member's direction: reads the first member's, sets all (R14).
    public var isReversed: Bool {
        get { animators.first?.isReversed ?? false }
        set { animators.forEach { $0.isReversed = newValue } }
    }

    /// Runs once, after every member has finished, with their common position (`.current` if
    /// they ended in different places).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func memberFinished(_ animator: PropertyAnimator, at position: AnimatingPosition) {
        guard animators.contains(where: { $0 === animator }) else { return }
        positions.append(position)
        unfinished -= 1
        guard unfinished <= 0 else { return }
        let common = positions.allSatisfy { $0 == positions[0] } ? positions[0] : .current
        let handlers = completions
        reset()
        for handler in handlers { handler(common) }
    }

    private func reset() {
        animators.removeAll()
        completions.removeAll()
        positions.removeAll()
        unfinished = 0
    }
}

/// Seed 004 drives its `[UIViewPropertyAnimator]` with these.
extension Array where Element == PropertyAnimator {
    /// Seed 004's helpers: each applies to every animator in the array.
    public func startAnimations() { forEach { $0.startAnimation() } }
    public func pauseAnimations() { forEach { $0.pauseAnimation() } }
    public func reverse() { forEach { $0.isReversed.toggle() } }
    public func continueAnimations(withTimingParameters parameters: TimingCurveProvider? = nil, durationFactor: Double = 0) {
        forEach { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
    }
    public var fractionComplete: CGFloat {
        get { first?.fractionComplete ?? 0 }
        nonmutating set { forEach { $0.fractionComplete = newValue } }
    }
}
