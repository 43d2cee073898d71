import Foundation
import XCTest
@testable import Gestures

/// R29: least-squares quadratic over the last 100 ms / 20 samples, zero after a 40 ms rest.
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

    private func assertClose(_ v: CGPoint, _ expected: CGPoint, relative: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        let error = hypot(v.x - expected.x, v.y - expected.y)
        let scale = hypot(expected.x, expected.y)
        XCTAssertLessThanOrEqual(Double(error), relative * Double(scale),
                                 "velocity \(v), expected \(expected)", file: file, line: line)
    }

    // R29
    func testConstantSpeedAtSeveralRatesWithinOnePercent() {
        for rate in [60.0, 90.0, 120.0, 144.0, 240.0, 500.0, 1000.0] {
            let tracker = track(rate: rate, duration: 0.3) { t in CGPoint(x: 100 + 800 * t, y: 50 - 300 * t) }
            assertClose(tracker.velocity(), CGPoint(x: 800, y: -300), relative: 0.01)
        }
    }

    // R29: whole-millisecond stamps (SDL2) at 1000 Hz and above, where samples share a stamp.
    func testConstantSpeedWithMillisecondStampsWithinOnePercent() {
        for rate in [1000.0, 2000.0, 8000.0] {
            var tracker = VelocityTracker()
            for i in 0...Int(0.2 * rate) {
                let t = Double(i) / rate
                // SDL stamps a sample with the millisecond it is pumped in; the last position of
                // a millisecond is where the pointer was at its end.
                let stamp = (t * 1000).rounded(.up) / 1000
                tracker.addSample(CGPoint(x: 1200 * t, y: 0), at: stamp)
            }
            assertClose(tracker.velocity(), CGPoint(x: 1200, y: 0), relative: 0.01)
        }
    }

    // R29: accelerating and decelerating drags match the analytic release velocity within 3 %.
    func testAcceleratingAndDeceleratingDrags() {
        for rate in [60.0, 120.0, 240.0, 1000.0] {
            // x = ½·a·t², v(T) = a·T
            let accel = track(rate: rate, duration: 0.25) { t in CGPoint(x: 0.5 * 6000 * t * t, y: 0) }
            assertClose(accel.velocity(), CGPoint(x: 6000 * 0.25, y: 0), relative: 0.03)
            // y = v0·t − ½·a·t², v(T) = v0 − a·T
            let decel = track(rate: rate, duration: 0.2) { t in CGPoint(x: 0, y: 2000 * t - 0.5 * 6000 * t * t) }
            assertClose(decel.velocity(), CGPoint(x: 0, y: 2000 - 6000 * 0.2), relative: 0.03)
            // A cubic ease-out over 0.6 s released halfway (not a parabola, so the fit is not
            // exact). The error grows with the jerk: the same curve over 0.4 s released at 0.3 s,
            // where it has slowed to a sixteenth of its start speed, is 12–19 % off at 60–240 Hz.
            let easeOut = track(rate: rate, duration: 0.3) { t in
                let u = t / 0.6
                return CGPoint(x: 500 * (1 - pow(1 - u, 3)), y: 0)
            }
            let expected = 500 * 3 * pow(1 - 0.3 / 0.6, 2) / 0.6
            assertClose(easeOut.velocity(), CGPoint(x: expected, y: 0), relative: 0.03)
        }
    }

    // R29: resting 50 ms before release (the release sample comes after the rest) gives 0.
    func testRestBeforeReleaseGivesZero() {
        var tracker = track(rate: 120, duration: 0.2) { t in CGPoint(x: 1000 * t, y: 0) }
        XCTAssertGreaterThan(tracker.velocity().x, 900)
        tracker.addSample(CGPoint(x: 200, y: 0), at: 0.2 + 0.050)
        XCTAssertEqual(tracker.velocity(), .zero)
    }

    // R29: a touchscreen that keeps reporting a resting finger at one place: zero after 40 ms.
    func testRepeatedPositionForFortyMillisecondsIsARest() {
        var tracker = VelocityTracker()
        for i in 0...25 { tracker.addSample(CGPoint(x: 8 * Double(i), y: 0), at: Double(i) * 0.008) }  // 1000 pt/s to x = 200
        for i in 1...3 { tracker.addSample(CGPoint(x: 200, y: 0), at: 0.2 + Double(i) * 0.01) }
        XCTAssertGreaterThan(tracker.velocity().x, 0, "30 ms still: not yet a rest")
        tracker.addSample(CGPoint(x: 200, y: 0), at: 0.24)
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.addSample(CGPoint(x: 201, y: 0), at: 0.248)
        XCTAssertNotEqual(tracker.velocity(), .zero, "moving again")
    }

    // R29 with SDL's millisecond stamps in seconds: exactly 40 ms is a rest despite rounding.
    func testFortyMillisecondGapInSecondsIsARest() {
        var tracker = VelocityTracker()
        for ms in 5059...5089 { tracker.addSample(CGPoint(x: Double(ms - 5059) * 2, y: 0), at: Double(ms) / 1000) }
        XCTAssertEqual(Double(tracker.velocity().x), 2000, accuracy: 1e-6)
        XCTAssertLessThan(5129.0 / 1000 - 5089.0 / 1000, 0.04)  // 0.03999999999999915
        tracker.addSample(CGPoint(x: 100, y: 0), at: 5129.0 / 1000)
        XCTAssertEqual(tracker.velocity(), .zero)
    }

    func testShortPauseDoesNotReset() {
        var tracker = track(rate: 120, duration: 0.2) { t in CGPoint(x: 1000 * t, y: 0) }
        tracker.addSample(CGPoint(x: 230, y: 0), at: 0.23)
        XCTAssertGreaterThan(tracker.velocity().x, 500)
    }

    // R29: only the last 100 ms count.
    func testOnlyLast100msCount() {
        // Fast for a long time, then slow for the last 200 ms: only the slow part counts.
        var tracker = VelocityTracker()
        var x = 0.0
        for i in 0...100 {
            let t = Double(i) / 200
            tracker.addSample(CGPoint(x: x, y: 0), at: t)
            x += t < 0.3 ? 20 : 1  // 4000 pt/s, then 200 pt/s
        }
        assertClose(tracker.velocity(), CGPoint(x: 200, y: 0), relative: 0.01)
    }

    // R29: at most 20 samples count.
    func testAtMostTwentySamples() {
        var tracker = VelocityTracker()
        for i in 0..<100 { tracker.addSample(CGPoint(x: Double(i), y: 0), at: Double(i) / 10_000) }
        XCTAssertEqual(tracker.sampleCount, VelocityTracker.maximumSamples)
        assertClose(tracker.velocity(), CGPoint(x: 10_000, y: 0), relative: 1e-6)
    }

    func testSharedTimestampsAndOutOfOrderSamplesAreSound() {
        var tracker = VelocityTracker()
        // Every sample of the flood shares a stamp: no division by zero, no NaN.
        for i in 0..<1000 { tracker.addSample(CGPoint(x: Double(i), y: 0), at: 1.0) }
        XCTAssertEqual(tracker.sampleCount, 1)
        XCTAssertEqual(tracker.velocity(), .zero)
        // Two distinct times: a line.
        tracker.addSample(CGPoint(x: 1009, y: 0), at: 1.01)
        assertClose(tracker.velocity(), CGPoint(x: 1000, y: 0), relative: 1e-9)
        // Out of order: dropped.
        tracker.addSample(CGPoint(x: -5000, y: 0), at: 0.5)
        assertClose(tracker.velocity(), CGPoint(x: 1000, y: 0), relative: 1e-9)
        XCTAssertEqual(tracker.sampleCount, 2)
        // Non-finite: dropped.
        tracker.addSample(CGPoint(x: CGFloat.nan, y: 0), at: 1.02)
        tracker.addSample(CGPoint(x: 0, y: 0), at: .infinity)
        XCTAssertEqual(tracker.sampleCount, 2)
        let v = tracker.velocity()
        XCTAssertTrue(v.x.isFinite && v.y.isFinite)
    }

    func testEmptyAndSingleSample() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.addSample(CGPoint(x: 3, y: 4), at: 0)
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.reset()
        XCTAssertEqual(tracker.sampleCount, 0)
    }
}

/// A flood of samples (R32) followed by a short hold before release must not turn the fitted
/// quadratic's extrapolation into a velocity pointing the other way.
final class VelocityTrackerFloodTests: XCTestCase {
    func testR29FloodThenShortHoldKeepsTheDirectionOfMotion() {
        var tracker = VelocityTracker()
        for i in 0...10_000 {
            let t = 0.100 + 0.012 * Double(i) / 10_000
            tracker.addSample(CGPoint(x: 640, y: 778 - 300 * Double(i) / 10_000), at: t)
        }
        tracker.addSample(CGPoint(x: 640, y: 478), at: 0.113)
        XCTAssertLessThan(tracker.velocity().y, 0, "the finger moved up; velocity must point up")
    }
}
