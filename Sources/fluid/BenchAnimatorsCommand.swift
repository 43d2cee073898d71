import Animation
import ArgumentParser
import FluidPlayground
import Foundation
import ViewTree

/// `fluid bench animators`: the engine's per-frame cost with many animators at once.
///
/// Each animator moves four properties (frame, alpha, corner radius, transform) of its own
/// view along an ease-in-out curve long enough never to finish during the run, so every frame
/// does the full work. The same run times the same motion done by hand in flat arrays
/// (`FlatAnimatorBaseline`) and Pillow's GaussianBlur(20) (`PillowReference`), so the figures
/// can be given as ratios on a host whose speed swings. Only this command reads a clock; the
/// engine never does.
struct BenchAnimatorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animators",
        abstract: "Time the animation engine: N animators × 4 properties for F frames, against flat arrays and Pillow (build with -c release)."
    )

    @Option(parsing: .unconditional, help: "How many animators (each with its own view).")
    var animators = 10_000

    @Option(parsing: .unconditional, help: "How many frames to time.")
    var frames = 600

    @Flag(help: "Print {\"animators\", \"properties\", \"frame_ms_median\", \"frame_ms_p99\", \"ns_per_update\", \"baseline_ms_median\", \"ratio_to_baseline\", \"pillow_ms\"}.")
    var json = false

    @Option(parsing: .unconditional, help: "Repeat the timed frames this many times and report the run with the lowest median (best of N: other processes on a shared machine only ever slow a run down).")
    var runs = 1

    @Flag(help: "Do not time Pillow (pillow_ms null): for runs under valgrind or an allocation counter.")
    var skipPillow = false

    static let propertiesPerAnimator = 4

    func validate() throws {
        guard animators > 0, animators <= 1_000_000 else { throw UsageError.outOfRange(option: "--animators", allowed: .within(1...1_000_000), got: Double(animators)).validationError }
        guard frames > 0, frames <= 100_000 else { throw UsageError.outOfRange(option: "--frames", allowed: .within(1...100_000), got: Double(frames)).validationError }
        guard runs > 0, runs <= 100 else { throw UsageError.outOfRange(option: "--runs", allowed: .within(1...100), got: Double(runs)).validationError }
    }

    func run() throws {
        let driver = AnimationDriver()
        let root = View(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
        var all: [PropertyAnimator] = []
        all.reserveCapacity(animators)
        // Long enough that none finishes while timed: every frame moves every property. Durations
        // differ a little so that no two neighbours share a curve position: each solves its own.
        let baseDuration = Double(frames * runs + 120) * Self.frameInterval
        let duration = { (i: Int) in baseDuration * (1 + Double(i % 101) / 500) }
        let start = { (i: Int) in CGRect(x: Double(i % 1900), y: Double(i % 1000), width: 20, height: 20) }
        let end = { (i: Int) in CGRect(x: Double((i * 7) % 1900), y: Double((i * 13) % 1000), width: 40, height: 40) }
        let turned = Transform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)
        for i in 0..<animators {
            let view = View(frame: start(i))
            root.addSubview(view)
            let animator = PropertyAnimator(duration: duration(i), curve: .easeInOut, driver: driver) {
                view.frame = end(i)
                view.alpha = 0.5
                view.cornerRadius = 12
                view.transform = turned
            }
            animator.startAnimation()
            all.append(animator)
        }
        let engine = timeFrames { driver.advance(to: $0) }
        guard driver.runningCount == animators else {
            throw ValidationError("expected every animator still running, found \(driver.runningCount)")
        }
        withExtendedLifetime(all) {}

        func numbers(_ frame: CGRect, alpha: Double, cornerRadius: Double, transform: Transform) -> [Double] {
            let f = frame.animatableVector, t = transform.animatableVector
            return [f[0], f[1], f[2], f[3], alpha, cornerRadius, t[0], t[1], t[2], t[3], t[4], t[5]]
        }
        var flat = FlatAnimatorBaseline(
            count: animators, duration: duration,
            start: { numbers(start($0), alpha: 1, cornerRadius: 0, transform: .identity) },
            end: { numbers(end($0), alpha: 0.5, cornerRadius: 12, transform: turned) })
        let baseline = timeFrames { flat.advance(to: $0) }
        // Reading the result keeps the optimiser from dropping the work.
        guard flat.values.allSatisfy(\.isFinite) else { throw ValidationError("the flat baseline went non-finite") }
        let pillow = skipPillow ? nil : PillowReference.gaussianBlur20()
        try report(engine: engine, baseline: baseline, pillow: pillow)
    }

    static let frameInterval = 1.0 / 60

    /// Per-frame nanoseconds of `advance` over `frames` frames (after 30 to warm up), sorted; of
    /// `runs` runs, the one with the lowest median.
    private func timeFrames(_ advance: (Double) -> Void) -> [Double] {
        var time = 0.0
        for _ in 0..<30 {
            time += Self.frameInterval
            advance(time)
        }
        var best: [Double] = []
        var perFrame = [Double](repeating: 0, count: frames)
        for _ in 0..<runs {
            for f in 0..<frames {
                time += Self.frameInterval
                let start = DispatchTime.now().uptimeNanoseconds
                advance(time)
                perFrame[f] = Double(DispatchTime.now().uptimeNanoseconds - start)
            }
            perFrame.sort()
            if best.isEmpty || perFrame[frames / 2] < best[frames / 2] { best = perFrame }
        }
        return best
    }

    private func report(engine perFrame: [Double], baseline: [Double], pillow: Double?) throws {
        let median = perFrame[perFrame.count / 2] / 1e6
        let p99 = perFrame[min(perFrame.count - 1, Int((Double(perFrame.count) * 0.99).rounded(.up)) - 1)] / 1e6
        let baselineMedian = baseline[baseline.count / 2] / 1e6
        let ratio = baselineMedian > 0 ? median / baselineMedian : 0
        let updates = Double(animators * Self.propertiesPerAnimator)
        let nsPerUpdate = median * 1e6 / updates
        if json {
            try Output.print("{\"animators\": \(animators), \"properties\": \(animators * Self.propertiesPerAnimator), "
                + "\"frame_ms_median\": \(rounded(median, 4)), \"frame_ms_p99\": \(rounded(p99, 4)), "
                + "\"ns_per_update\": \(rounded(nsPerUpdate, 2)), \"baseline_ms_median\": \(rounded(baselineMedian, 4)), "
                + "\"ratio_to_baseline\": \(rounded(ratio, 3)), \"pillow_ms\": \(pillow.map { "\(rounded($0, 3))" } ?? "null")}")
        } else {
            try Output.print("animators: \(animators) × \(Self.propertiesPerAnimator) properties, \(frames) frames")
            try Output.print("frame time: median \(rounded(median, 3)) ms, p99 \(rounded(p99, 3)) ms" + (runs > 1 ? " (best of \(runs) runs)" : ""))
            try Output.print("per property update: \(rounded(nsPerUpdate, 1)) ns (median frame / updates)")
            try Output.print("flat-array baseline: median \(rounded(baselineMedian, 3)) ms; engine / baseline = \(rounded(ratio, 2))")
            if let pillow {
                try Output.print("Pillow GaussianBlur(20) 1280×800: \(rounded(pillow, 2)) ms; the engine's median frame is "
                      + "\(rounded(median * 30 / pillow, 3)) ms where Pillow takes 30")
            } else {
                try Output.print("Pillow GaussianBlur(20): " + (skipPillow ? "skipped" : "not installed"))
            }
        }
    }

    private func rounded(_ v: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (v * scale).rounded() / scale
    }
}
