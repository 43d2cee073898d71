import Foundation

/// The feel of a scene's other motions (`Scene.measuredMotions`, issue 47 item 4): one
/// `FeelMeter` for each, fed the motion's value as the place it measures, so its report speaks in
/// the motion's unit (scale per second, radians per second), and the spring each release started
/// (F8), for the HUD and `C`. Allocates nothing per frame once its meters are made.
struct MotionFeel {
    /// One per motion, in the scene's order; made at the first frame of a scene.
    private(set) var meters: [FeelMeter] = []
    private var names: [String] = []
    /// Whether each motion's gesture was under way at the last input, and the spring its last
    /// release started.
    private var wasHeld: [Bool] = []
    private var starts: [ReleaseStart?] = []

    /// The report of motion `k`'s last release, with its name, while its meter holds one.
    func report(_ k: Int) -> (name: String, report: FeelReport)? {
        guard meters.indices.contains(k), let report = meters[k].current else { return nil }
        return (names[k], report)
    }

    /// Every motion's report on hand, in the scene's order.
    var current: [(name: String, report: FeelReport)] {
        meters.indices.compactMap { report($0) }
    }

    private mutating func follow(_ motions: [MeasuredMotion]) {
        guard meters.count != motions.count else { return }
        meters = motions.map { FeelMeter(unit: $0.unit) }
        names = motions.map(\.name)
        wasHeld = motions.map(\.isHeld)
        starts = Array(repeating: nil, count: motions.count)
    }

    /// After an input at `time` (the animation clock): a motion whose gesture ended there keeps
    /// the spring its release started.
    mutating func noteReleases(of motions: [MeasuredMotion], at time: Double) {
        follow(motions)
        for (k, motion) in motions.enumerated() {
            let held = motion.isHeld
            if held && !wasHeld[k] { starts[k] = nil }
            if wasHeld[k] && !held { starts[k] = ReleaseStart.find(motion, at: time) }
            wasHeld[k] = held
        }
    }

    /// One frame at `time`: each motion's value, whether its gesture is under way, and at its
    /// release the finger's speed in its unit per second.
    mutating func record(_ motions: [MeasuredMotion], time: Double, settled: Bool, animates: Bool) {
        follow(motions)
        for (k, motion) in motions.enumerated() {
            let value = motion.value()
            let start = starts[k]
            meters[k].record(time: time, frame: CGRect(x: value, y: 0, width: 0, height: 0), pointer: nil,
                             isDown: motion.isHeld, settled: settled) {
                let v = motion.recognizer.state == .ended ? motion.fingerVelocity() : 0
                return (CGPoint(x: v, y: 0), nil, start, animates)
            }
        }
    }
}
