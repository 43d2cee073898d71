import Foundation
import XCTest
@testable import Input

/// F7, `--predict`: the finger shown ahead by at most one frame, exactly along a steady drag,
/// never more than a point past where it stops or turns.
final class InputPredictorTests: XCTestCase {
    private let frame = 1.0 / 60
    private let t0 = 0.2037   // off any grid

    /// The finger's x at 60 Hz frames' sample times along `path` (seconds → points), as the
    /// predictor shows it `ahead` later.
    private func predicted(frames: Int, ahead: Double, path: (Double) -> Double) -> [InputPredictor.Prediction] {
        var predictor = InputPredictor()
        return (0..<frames).map { k in
            let t = Double(k) * frame
            return predictor.predict(CGPoint(x: path(t), y: 0), at: t0 + t, ahead: ahead)
        }
    }

    func testASteadyDragIsShownAheadByItsVelocityTimesTheTime() {
        let speed = 1500.0, ahead = 0.008
        let shown = predicted(frames: 20, ahead: ahead) { speed * $0 }
        for (k, p) in shown.enumerated().dropFirst(2) {
            XCTAssertEqual(Double(p.location.x), speed * (Double(k) * frame + ahead), accuracy: 1e-6, "frame \(k)")
            XCTAssertEqual(p.ahead, ahead, accuracy: 1e-9)
        }
    }

    func testAGestureStartsWithoutPrediction() {
        let shown = predicted(frames: 2, ahead: 0.008) { 1500 * $0 }
        XCTAssertEqual(shown.map(\.ahead), [0, 0], "two frames give one velocity: not enough to tell braking")
    }

    func testNeverMoreThanOneFrameAhead() {
        let speed = 1500.0
        let shown = predicted(frames: 10, ahead: 0.05) { speed * $0 }
        XCTAssertEqual(Double(shown[9].location.x), speed * 10 * frame, accuracy: 1e-6)
        XCTAssertEqual(shown[9].ahead, frame, accuracy: 1e-9)
    }

    func testEqualInputStepsGiveEqualScreenSteps() {   // F7
        let speed = 900.0
        let x = predicted(frames: 30, ahead: 0.012) { speed * $0 }.map { Double($0.location.x) }
        let steps = zip(x.dropFirst(3), x.dropFirst(2)).map { $0 - $1 }
        for step in steps { XCTAssertEqual(step, speed * frame, accuracy: 1e-6, "\(steps)") }
    }

    /// Braking evenly from 1,500 pt/s to rest in 150 ms, then held.
    func testAnEvenlyBrakingFingerIsNotRunPastItsStop() {
        let speed = 1500.0, stopAfter = 0.15
        let braking = speed / stopAfter, stop = speed * stopAfter / 2
        let shown = predicted(frames: 30, ahead: frame) { t in
            let s = min(t, stopAfter)
            return speed * s - braking * s * s / 2
        }
        let furthest = shown.map { Double($0.location.x) }.max() ?? .infinity
        XCTAssertLessThanOrEqual(furthest - stop, InputPredictor.maximumOvershoot, "overshoot")
        XCTAssertEqual(Double(shown.last?.location.x ?? 0), stop, accuracy: 1e-9, "at rest where it stopped")
    }

    /// A hand's reach (minimum jerk: speeding up, then slowing to rest), 300 pt in 0.25 s
    /// (2,250 pt/s at its fastest), then held.
    func testAHandComingToRestIsNotRunPastWhereItStops() {
        for ahead in [0.004, 0.008, frame] {
            let shown = predicted(frames: 40, ahead: ahead) { t in 300 * Self.minimumJerk(t / 0.25) }
            let furthest = shown.map { Double($0.location.x) }.max() ?? .infinity
            XCTAssertLessThanOrEqual(furthest - 300, InputPredictor.maximumOvershoot, "ahead \(ahead)")
        }
    }

    /// Back and forth 200 pt either side at 1.5 Hz (1,885 pt/s through the middle).
    func testAFingerTurningRoundIsNotRunPastTheTurn() {
        for ahead in [0.004, 0.008, frame] {
            let shown = predicted(frames: 120, ahead: ahead) { t in 200 * sin(2 * .pi * 1.5 * t) }
            let x = shown.map { Double($0.location.x) }
            XCTAssertLessThanOrEqual((x.max() ?? .infinity) - 200, InputPredictor.maximumOvershoot, "ahead \(ahead)")
            XCTAssertGreaterThanOrEqual((x.min() ?? -.infinity) + 200, -InputPredictor.maximumOvershoot, "ahead \(ahead)")
        }
    }

    /// Out 300 pt and straight back, each way a hand's reach of 0.25 s.
    func testAReachOutAndBackIsNotRunPastItsTurn() {
        let shown = predicted(frames: 40, ahead: frame) { t in
            t < 0.25 ? 300 * Self.minimumJerk(t / 0.25) : 300 * (1 - Self.minimumJerk((t - 0.25) / 0.25))
        }
        let furthest = shown.map { Double($0.location.x) }.max() ?? .infinity
        XCTAssertLessThanOrEqual(furthest - 300, InputPredictor.maximumOvershoot)
    }

    func testAFingerStoppedDeadIsShownWhereItStoppedTheFrameAfter() {
        // No predictor foresees a stop from full speed within one sample; the frame after it
        // shows the finger where it is.
        let stop = 1500.0 * 0.1
        let shown = predicted(frames: 12, ahead: frame) { min(1500 * $0, stop) }
        XCTAssertEqual(Double(shown[8].location.x), stop, accuracy: 1e-9)
        XCTAssertEqual(shown[8].ahead, 0)
    }

    func testNothingAheadLeavesTheFingerWhereItIs() {
        let shown = predicted(frames: 10, ahead: 0) { 1500 * $0 }
        XCTAssertEqual(Double(shown[9].location.x), 1500 * 9 * frame, accuracy: 1e-9)
    }

    func testAResetForgetsTheVelocity() {
        var predictor = InputPredictor()
        for k in 0..<5 { _ = predictor.predict(CGPoint(x: Double(k) * 25, y: 0), at: Double(k) * frame, ahead: 0.008) }
        predictor.reset()
        let first = predictor.predict(CGPoint(x: 500, y: 0), at: 1, ahead: 0.008)
        XCTAssertEqual(first, InputPredictor.Prediction(location: CGPoint(x: 500, y: 0), ahead: 0))
    }

    /// The minimum-jerk profile of a reach (0 → 1 over `s` in 0…1, at rest at both ends).
    private static func minimumJerk(_ s: Double) -> Double {
        let u = min(max(s, 0), 1)
        return u * u * u * (10 - 15 * u + 6 * u * u)
    }
}
