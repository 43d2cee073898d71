/// Animation time as the keys shape it: slow motion (`T`), freeze (`Space`) and single steps
/// (`.`), on top of the command line's `--time-scale`.
struct TimeControl {
    var timeScale = 1.0
    var isSlowMotion = false
    var isFrozen = false
    private var pendingSteps = 0
    private var lastFrameTime: Double?
    private(set) var animationTime = 0.0

    static let slowMotionFactor = 0.1
    static let stepInterval = 1.0 / 60

    var effectiveScale: Double { timeScale * (isSlowMotion ? Self.slowMotionFactor : 1) }

    mutating func step() { if isFrozen { pendingSteps += 1 } }

    /// Continues animation time from `time` at the next frame, with no time passing before it
    /// (a scene rebuilt on its own clock, `G`).
    mutating func rebase(animationTime time: Double) {
        animationTime = time
        lastFrameTime = nil
    }

    /// Advances animation time for a frame at real time `time`.
    mutating func advance(to time: Double) -> Double {
        let elapsed = lastFrameTime.map { max(0, time - $0) } ?? 0
        lastFrameTime = time
        lastKnownRealTime = time
        if !isFrozen {
            animationTime += elapsed * effectiveScale
        } else if pendingSteps > 0 {
            animationTime += Self.stepInterval * effectiveScale
            pendingSteps -= 1
        }
        return animationTime
    }

    var realTime: Double { lastFrameTime ?? lastKnownRealTime }

    /// The animation time of an input stamped `timestamp` on the frame clock, between the last
    /// frame and the next (R26): what an animation it starts counts from, so the finger's last
    /// stretch of motion and the animation's first are not both drawn in one frame (F1).
    func animationTime(ofEventAt timestamp: Double) -> Double {
        guard let last = lastFrameTime, !isFrozen, timestamp.isFinite, timestamp > last else { return animationTime }
        return animationTime + (timestamp - last) * effectiveScale
    }
    private var lastKnownRealTime = 0.0
}
