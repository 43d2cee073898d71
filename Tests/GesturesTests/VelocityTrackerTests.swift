import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Gestures

/// R29 (v2): Flutter's VelocityTracker — a least-squares quadratic over the newest ≤ 20 samples
/// within 100 ms, stopping at a gap over 40 ms; zero at a release more than 40 ms after the
/// newest sample.
final class VelocityTrackerTests: XCTestCase {
    /// Feeds `position(t)` sampled at `rate` Hz from 0 to `duration` and returns the tracker.
    private func track(rate: Double, duration: Double, _ position: (Double) -> CGPoint) -> VelocityTracker {
        var tracker = VelocityTracker()
        let n = Int((duration * rate).rounded())
        for i in 0...n {
            let t = Double(i) / rate
            tracker.addSample(position(t), at: t)
        }
        return tracker
    }

    // R29: Flutter's recorded touch data gives Flutter's release velocities within its 0.1 %.
    func testR29FlutterRecordedTouchDataGivesFlutterNumbers() {
        for gesture in FlutterVelocityData.gestures {
            let v = FlutterVelocityData.trackerVelocity(at: gesture)
            FlutterVelocityData.assertFlutterTolerance(v, gesture)
        }
    }

    // R29: Flutter's interrupted stream: the walk stops at the 48 ms hole, five samples remain.
    func testR29FlutterInterruptedStreamStopsAtTheGap() {
        let gesture = FlutterVelocityData.interrupted
        FlutterVelocityData.assertFlutterTolerance(FlutterVelocityData.trackerVelocity(at: gesture), gesture)
    }

    // R29: on ordinary streams (finite, increasing times) the tracker is a plain least-squares
    // quadratic over the samples Flutter's walk keeps, to 1e-9.
    func testR29OrdinaryStreamsEqualPlainLeastSquares() {
        var random = Noise()
        for _ in 0..<500 {
            var tracker = VelocityTracker()
            var samples: [(t: Double, p: CGPoint)] = []
            var t = 100 + random.unit() * 1000
            let v = CGPoint(x: random.unit() * 6000 - 3000, y: random.unit() * 6000 - 3000)
            let a = CGPoint(x: random.unit() * 40000 - 20000, y: random.unit() * 40000 - 20000)
            let count = 3 + Int(random.unit() * 40)
            for _ in 0..<count {
                t += 0.004 + random.unit() * 0.030  // 4–34 ms apart: no gap over 40 ms
                // Sub-point jitter, as sensors report: a 4 pt jitter 4 ms apart would be a
                // velocity of thousands of points per second made of noise alone.
                let p = CGPoint(x: 300 + v.x * t + a.x * t * t + random.unit() * 0.5,
                                y: 200 + v.y * t + a.y * t * t + random.unit() * 0.5)
                samples.append((t, p))
                tracker.addSample(p, at: t)
            }
            let newest = samples[samples.count - 1].t
            let kept = samples.suffix(VelocityTracker.maximumSamples).filter { newest - $0.t <= 0.1 + 1e-12 }
            let expected = PlainLeastSquares.velocity(kept)
            let got = tracker.velocity()
            let scale = max(hypot(expected.x, expected.y), 1)
            XCTAssertEqual(Double(got.x), Double(expected.x), accuracy: 1e-9 * Double(scale), "\(samples.count) samples")
            XCTAssertEqual(Double(got.y), Double(expected.y), accuracy: 1e-9 * Double(scale), "\(samples.count) samples")
        }
    }

    // R29
    func testR29ConstantSpeedAtSeveralRates() {
        for rate in [60.0, 90.0, 120.0, 144.0, 240.0, 500.0, 1000.0] {
            let tracker = track(rate: rate, duration: 0.3) { t in CGPoint(x: 100 + 800 * t, y: 50 - 300 * t) }
            assertClose(tracker.velocity(), CGPoint(x: 800, y: -300), relative: 1e-6)
        }
    }

    // R29: a quadratic is exact for constant acceleration; a cubic ease-out is close.
    func testR29AcceleratingAndDeceleratingDrags() {
        for rate in [60.0, 120.0, 240.0, 1000.0] {
            let accel = track(rate: rate, duration: 0.25) { t in CGPoint(x: 0.5 * 6000 * t * t, y: 0) }
            assertClose(accel.velocity(), CGPoint(x: 6000 * 0.25, y: 0), relative: 1e-6)
            let decel = track(rate: rate, duration: 0.2) { t in CGPoint(x: 0, y: 2000 * t - 0.5 * 6000 * t * t) }
            assertClose(decel.velocity(), CGPoint(x: 0, y: 2000 - 6000 * 0.2), relative: 1e-6)
            let easeOut = track(rate: rate, duration: 0.3) { t in
                let u = t / 0.6
                return CGPoint(x: 500 * (1 - pow(1 - u, 3)), y: 0)
            }
            let expected = 500 * 3 * pow(1 - 0.3 / 0.6, 2) / 0.6
            assertClose(easeOut.velocity(), CGPoint(x: expected, y: 0), relative: 0.03)
        }
    }

    // R29: a gap over 40 ms between samples ends the walk: what came before it does not count.
    func testR29GapOverFortyMillisecondsStopsTheWalk() {
        var tracker = track(rate: 120, duration: 0.2) { t in CGPoint(x: 1000 * t, y: 0) }
        tracker.addSample(CGPoint(x: 500, y: 0), at: 0.2 + 0.041)
        XCTAssertEqual(tracker.velocity(), .zero, "one sample after the gap")
        tracker.addSample(CGPoint(x: 510, y: 0), at: 0.251)
        XCTAssertEqual(tracker.velocity(), .zero, "two samples after the gap")
        tracker.addSample(CGPoint(x: 520, y: 0), at: 0.261)
        assertClose(tracker.velocity(), CGPoint(x: 1000, y: 0), relative: 1e-9)
    }

    // R29: exactly 40 ms (whole milliseconds in seconds: 5.129 − 5.089 = 0.03999…) is not a stop.
    func testR29GapOfExactlyFortyMillisecondsDoesNotStop() {
        var tracker = VelocityTracker()
        for ms in 5079...5089 { tracker.addSample(CGPoint(x: Double(ms - 5079) * 2, y: 0), at: Double(ms) / 1000) }
        XCTAssertLessThan(5129.0 / 1000 - 5089.0 / 1000, 0.04)
        tracker.addSample(CGPoint(x: 100, y: 0), at: 5129.0 / 1000)
        var samples: [(t: Double, p: CGPoint)] = []
        for ms in 5079...5089 { samples.append((Double(ms) / 1000, CGPoint(x: Double(ms - 5079) * 2, y: 0))) }
        samples.append((5129.0 / 1000, CGPoint(x: 100, y: 0)))
        let expected = PlainLeastSquares.velocity(samples)
        XCTAssertEqual(Double(tracker.velocity().x), Double(expected.x), accuracy: 1e-6)
        XCTAssertNotEqual(tracker.velocity(), .zero)
    }

    // R29: a release more than 40 ms after the newest sample reads zero; within 40 ms, the fit.
    func testR29ReleaseAfterFortyMillisecondRestIsZero() {
        let tracker = track(rate: 120, duration: 0.2) { t in CGPoint(x: 1000 * t, y: 0) }
        assertClose(tracker.velocity(atRelease: 0.2 + 0.040), CGPoint(x: 1000, y: 0), relative: 1e-9)
        XCTAssertEqual(tracker.velocity(atRelease: 0.2 + 0.041), .zero)
        XCTAssertEqual(tracker.velocity(atRelease: 0.2 + 0.5), .zero)
    }

    // R29: only the last 100 ms count.
    func testR29OnlyLast100msCount() {
        var tracker = VelocityTracker()
        var x = 0.0
        for i in 0...100 {
            let t = Double(i) / 200
            tracker.addSample(CGPoint(x: x, y: 0), at: t)
            x += t < 0.3 ? 20 : 1  // 4000 pt/s, then 200 pt/s
        }
        assertClose(tracker.velocity(), CGPoint(x: 200, y: 0), relative: 1e-9)
    }

    // R29: at most 20 samples count.
    func testR29AtMostTwentySamples() {
        var tracker = VelocityTracker()
        for i in 0..<100 {
            // Fast until the last 20 samples, then 10 000 pt/s.
            let x = i < 80 ? Double(i) * 50 : 79 * 50 + Double(i - 79)
            tracker.addSample(CGPoint(x: x, y: 0), at: Double(i) / 10_000)
        }
        XCTAssertEqual(tracker.sampleCount, VelocityTracker.maximumSamples)
        assertClose(tracker.velocity(), CGPoint(x: 10_000, y: 0), relative: 1e-6)
    }

    // R29: fewer than three samples give no estimate (Flutter's minimum sample size).
    func testR29FewerThanThreeSamplesIsZero() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.addSample(CGPoint(x: 3, y: 4), at: 0)
        tracker.addSample(CGPoint(x: 13, y: 4), at: 0.01)
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.addSample(CGPoint(x: 23, y: 4), at: 0.02)
        assertClose(tracker.velocity(), CGPoint(x: 1000, y: 0), relative: 1e-9)
        tracker.reset()
        XCTAssertEqual(tracker.sampleCount, 0)
        XCTAssertEqual(tracker.velocity(), .zero)
    }

    // R29: a finger resting in one place reads no speed.
    func testR29RestingFingerReadsZero() {
        var tracker = VelocityTracker()
        for i in 0...30 { tracker.addSample(CGPoint(x: 200, y: 80), at: Double(i) * 0.008) }
        XCTAssertEqual(Double(tracker.velocity().x), 0, accuracy: 1e-9)
        XCTAssertEqual(Double(tracker.velocity().y), 0, accuracy: 1e-9)
    }
}

/// The robustness rules of R29: none of them may change a result on ordinary data, and each
/// keeps the messy case sound.
final class VelocityTrackerRobustnessTests: XCTestCase {
    // R29, R32: a flood of 200 000 samples keeps 20 and reads the speed of its newest ones.
    func testR29FloodKeepsTheNewestTwentyAndTheirSpeed() {
        var tracker = VelocityTracker()
        for i in 0..<200_000 {
            let t = Double(i) * 1e-6
            tracker.addSample(CGPoint(x: 500 * t, y: -250 * t), at: t)
        }
        XCTAssertEqual(tracker.sampleCount, VelocityTracker.maximumSamples)
        XCTAssertEqual(Double(tracker.velocity().x), 500, accuracy: 0.5)
        XCTAssertEqual(Double(tracker.velocity().y), -250, accuracy: 0.25)
    }

    // R29: samples that share a millisecond (SDL2's pump stamps) count once, at their last position.
    func testR29SameMillisecondBurstCountsOnceAtItsLastPosition() {
        var burst = VelocityTracker(), plain = VelocityTracker()
        for ms in 0...30 {
            let t = Double(ms) / 1000
            for k in 0..<5 { burst.addSample(CGPoint(x: Double(ms) * 2 + Double(k) * 0.1 - 0.4, y: 0), at: t) }
            plain.addSample(CGPoint(x: Double(ms) * 2, y: 0), at: t)
        }
        XCTAssertEqual(burst.sampleCount, plain.sampleCount)
        XCTAssertEqual(burst.velocity(), plain.velocity())
        XCTAssertEqual(Double(burst.velocity().x), 2000, accuracy: 1e-6)
        // A whole burst in one millisecond is one sample: no division by zero, no estimate.
        var single = VelocityTracker()
        for i in 0..<1000 { single.addSample(CGPoint(x: Double(i), y: 0), at: 1.0) }
        XCTAssertEqual(single.sampleCount, 1)
        XCTAssertEqual(single.velocity(), .zero)
    }

    // R29: a sample older than the newest is dropped; the estimate is the one without it.
    func testR29OutOfOrderSampleIsDropped() {
        var messy = VelocityTracker(), plain = VelocityTracker()
        for i in 0...12 {
            let t = Double(i) * 0.008, p = CGPoint(x: 900 * t, y: 40 * t * t)
            messy.addSample(p, at: t)
            plain.addSample(p, at: t)
            if i == 6 { messy.addSample(CGPoint(x: -5000, y: 7), at: 0.01) }
        }
        XCTAssertEqual(messy.sampleCount, plain.sampleCount)
        XCTAssertEqual(messy.velocity(), plain.velocity())
    }

    // R29: non-finite points and times are dropped.
    func testR29NonFiniteSamplesAreDropped() {
        var messy = VelocityTracker(), plain = VelocityTracker()
        for i in 0...12 {
            let t = Double(i) * 0.008, p = CGPoint(x: 900 * t, y: 0)
            messy.addSample(p, at: t)
            plain.addSample(p, at: t)
        }
        messy.addSample(CGPoint(x: CGFloat.nan, y: 0), at: 0.2)
        messy.addSample(CGPoint(x: 0, y: CGFloat.infinity), at: 0.2)
        messy.addSample(CGPoint(x: 0, y: 0), at: .infinity)
        messy.addSample(CGPoint(x: 0, y: 0), at: .nan)
        XCTAssertEqual(messy.sampleCount, plain.sampleCount)
        XCTAssertEqual(messy.velocity(), plain.velocity())
        XCTAssertEqual(messy.velocity(atRelease: .nan), .zero)
    }
}

/// A plain least-squares quadratic, for comparison: the normal equations in time scaled to
/// [-1, 0], solved by Gaussian elimination with partial pivoting.
enum PlainLeastSquares {
    static func velocity(_ samples: [(t: Double, p: CGPoint)]) -> CGPoint {
        guard let newest = samples.last?.t, let oldest = samples.first?.t, newest > oldest else { return .zero }
        let span = newest - oldest
        let u = samples.map { ($0.t - newest) / span }
        let vx = slope(u, samples.map { Double($0.p.x) }), vy = slope(u, samples.map { Double($0.p.y) })
        return CGPoint(x: vx / span, y: vy / span)
    }

    /// b of v ≈ a + b·u + c·u².
    private static func slope(_ u: [Double], _ v: [Double]) -> Double {
        var s = [Double](repeating: 0, count: 5), r = [Double](repeating: 0, count: 3)
        for i in u.indices {
            var p = 1.0
            for k in 0..<5 {
                s[k] += p
                if k < 3 { r[k] += v[i] * p }
                p *= u[i]
            }
        }
        var m = [[s[0], s[1], s[2], r[0]], [s[1], s[2], s[3], r[1]], [s[2], s[3], s[4], r[2]]]
        for col in 0..<3 {
            var pivot = col
            for row in (col + 1)..<3 where abs(m[row][col]) > abs(m[pivot][col]) { pivot = row }
            m.swapAt(pivot, col)
            for row in (col + 1)..<3 {
                let f = m[row][col] / m[col][col]
                for k in col..<4 { m[row][k] -= f * m[col][k] }
            }
        }
        let c = m[2][3] / m[2][2]
        return (m[1][3] - m[1][2] * c) / m[1][1]
    }
}

/// Deterministic noise in [0, 1) for the n-th draw: the same streams on every machine.
struct Noise {
    private var n = 0
    mutating func unit() -> Double {
        n += 1
        let v = sin(Double(n) * 12.9898) * 43758.5453
        return v - v.rounded(.down)
    }
}

extension FlutterVelocityData {
    /// What the tracker reports at the gesture's release: its down and moves fed in, seconds.
    static func trackerVelocity(at gesture: Gesture) -> CGPoint {
        var tracker = VelocityTracker()
        var release = 0.0
        for event in gesture.events {
            let t = Double(event.ms) / 1000
            if event.phase == "u" { release = t } else { tracker.addSample(CGPoint(x: event.x, y: event.y), at: t) }
        }
        return tracker.velocity(atRelease: release)
    }

    /// Flutter's tolerance, 0.1 % per axis. Flutter's expected numbers are single precision
    /// (they come from the C++ tracker); gesture 9's x, −1.746, is 0.013 pt/s from the double
    /// precision fit (−1.733), so an axis under 2 pt/s is held to 0.02 pt/s instead.
    static func assertFlutterTolerance(_ v: CGPoint, _ gesture: Gesture, file: StaticString = #filePath, line: UInt = #line) {
        for (got, want) in [(Double(v.x), gesture.expected.x), (Double(v.y), gesture.expected.y)] {
            let tolerance = abs(want) < 2 ? 0.02 : 0.001 * abs(want)
            XCTAssertEqual(got, want, accuracy: tolerance, "gesture \(gesture.number): \(v)", file: file, line: line)
        }
    }
}
