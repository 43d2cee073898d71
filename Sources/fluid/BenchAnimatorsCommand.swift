import Animation
import ArgumentParser
import Foundation
import ViewTree

/// `fluid bench animators`: the engine's per-frame cost with many animators at once.
///
/// Each animator moves four properties (frame, alpha, corner radius, transform) of its own
/// view along an ease-in-out curve long enough never to finish during the run, so every frame
/// does the full work. Only this command reads a clock; the engine never does.
struct BenchAnimatorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animators",
        abstract: "Time the animation engine: N animators × 4 properties for F frames (build with -c release)."
    )

    @Option(parsing: .unconditional, help: "How many animators (each with its own view).")
    var animators = 10_000

    @Option(parsing: .unconditional, help: "How many frames to time.")
    var frames = 600

    @Flag(help: "Print {\"animators\", \"properties\", \"frame_ms_median\", \"frame_ms_p99\", \"ns_per_update\"}.")
    var json = false

    @Option(parsing: .unconditional, help: "Repeat the timed frames this many times and report the run with the lowest median (best of N: other processes on a shared machine only ever slow a run down).")
    var runs = 1

    static let propertiesPerAnimator = 4

    func validate() throws {
        guard animators > 0, animators <= 1_000_000 else { throw ValidationError("--animators must be 1…1000000") }
        guard frames > 0, frames <= 100_000 else { throw ValidationError("--frames must be 1…100000") }
        guard runs > 0, runs <= 100 else { throw ValidationError("--runs must be 1…100") }
    }

    func run() throws {
        let driver = AnimationDriver()
        let root = View(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
        var all: [PropertyAnimator] = []
        all.reserveCapacity(animators)
        let frameInterval = 1.0 / 60
        // Long enough that none finishes while timed: every frame moves every property. Durations
        // differ a little so that no two animators share a curve position: each solves its own.
        let baseDuration = Double(frames * runs + 120) * frameInterval
        for i in 0..<animators {
            let duration = baseDuration * (1 + Double(i % 101) / 500)
            let view = View(frame: CGRect(x: Double(i % 1900), y: Double(i % 1000), width: 20, height: 20))
            root.addSubview(view)
            let animator = PropertyAnimator(duration: duration, curve: .easeInOut, driver: driver) {
                view.frame = CGRect(x: Double((i * 7) % 1900), y: Double((i * 13) % 1000), width: 40, height: 40)
                view.alpha = 0.5
                view.cornerRadius = 12
                view.transform = Transform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)
            }
            animator.startAnimation()
            all.append(animator)
        }
        // Warm up (first touches of memory, caches), then time each frame.
        var time = 0.0
        for _ in 0..<30 {
            time += frameInterval
            driver.advance(to: time)
        }
        var best: [Double] = []
        var perFrame = [Double](repeating: 0, count: frames)
        for _ in 0..<runs {
            for f in 0..<frames {
                time += frameInterval
                let start = DispatchTime.now().uptimeNanoseconds
                driver.advance(to: time)
                perFrame[f] = Double(DispatchTime.now().uptimeNanoseconds - start)
            }
            perFrame.sort()
            if best.isEmpty || perFrame[frames / 2] < best[frames / 2] { best = perFrame }
        }
        perFrame = best
        guard driver.runningCount == animators else {
            throw ValidationError("expected every animator still running, found \(driver.runningCount)")
        }
        let median = perFrame[perFrame.count / 2] / 1e6
        let p99 = perFrame[min(perFrame.count - 1, Int((Double(perFrame.count) * 0.99).rounded(.up)) - 1)] / 1e6
        let updates = Double(animators * Self.propertiesPerAnimator)
        let nsPerUpdate = median * 1e6 / updates
        if json {
            print("{\"animators\": \(animators), \"properties\": \(animators * Self.propertiesPerAnimator), "
                + "\"frame_ms_median\": \(rounded(median, 4)), \"frame_ms_p99\": \(rounded(p99, 4)), "
                + "\"ns_per_update\": \(rounded(nsPerUpdate, 2))}")
        } else {
            print("animators: \(animators) × \(Self.propertiesPerAnimator) properties, \(frames) frames")
            print("frame time: median \(rounded(median, 3)) ms, p99 \(rounded(p99, 3)) ms" + (runs > 1 ? " (best of \(runs) runs)" : ""))
            print("per property update: \(rounded(nsPerUpdate, 1)) ns (median frame / updates)")
        }
        withExtendedLifetime(all) {}
    }

    private func rounded(_ v: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (v * scale).rounded() / scale
    }
}
