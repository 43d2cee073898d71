import Foundation
import XCTest
@testable import Input

/// F7: the pointer frames show when input arrives unevenly, as it does from a busy sender or a
/// loaded machine: never a step back while the finger goes on.
final class InputResamplerTests: XCTestCase {
    private let speed = 1500.0
    private let t0 = 0.2037   // off the frame grid

    private struct Sample {
        var y: Double
        var stamp: Double
        var arrival: Double
    }

    /// A press, then samples every 1/`rate` s whose place is `path(k)`, stamped `late(k)` after
    /// their time and arriving at `arrival(stamp)`.
    private func drag(rate: Double, count: Int, path: (Int) -> Double, late: (Int) -> Double = { _ in 0 },
                      arrival: (Double) -> Double = { $0 }) -> [Sample] {
        [Sample(y: 0, stamp: t0, arrival: t0)] + (1...count).map { k in
            let stamp = t0 + Double(k) / rate + late(k)
            return Sample(y: path(k), stamp: stamp, arrival: max(arrival(stamp), stamp))
        }
    }

    /// The pointer's y as 60 Hz frames show it, each sampled one resampling delay before its time;
    /// with `reads`, each frame tells the resampler when it read its input (its own time).
    private func shown(_ samples: [Sample], frames: Int = 40, reads: Bool = false,
                       delays: ((Double) -> Void)? = nil) -> [Double] {
        var resampler = InputResampler()
        var shown: [Double] = []
        var next = 0
        for frame in 0..<frames {
            let frameTime = 0.25 + Double(frame) / 60
            while next < samples.count, samples[next].arrival <= frameTime {
                let s = samples[next]
                resampler.enqueue(.pointer(PointerEvent(next == 0 ? .down : .move, location: CGPoint(x: 0, y: s.y),
                                                        timestamp: s.stamp)))
                next += 1
            }
            if reads { resampler.read(at: frameTime) }
            delays?(resampler.delay)
            let sampleTime = frameTime - resampler.delay
            while resampler.next(dueBy: sampleTime) != nil {}
            if let location = resampler.location(at: sampleTime) { shown.append(Double(location.y)) }
        }
        return shown
    }

    private func steps(_ shown: [Double]) -> [Double] { zip(shown.dropFirst(), shown).map { $0 - $1 } }

    /// The steps of a drag that goes one way, until it has gone furthest (after which a finger
    /// that stopped is shown where it is).
    private func stepsOut(_ shown: [Double]) -> [Double] {
        steps(Array(shown[...(shown.firstIndex(of: shown.max() ?? 0) ?? 0)]))
    }

    func testSamplesStampedLateNeverStepTheDragBack() {   // F7
        for rate in [60.0, 100, 125, 1000] {
            let samples = drag(rate: rate, count: Int(0.5 * rate), path: { self.speed * Double($0) / rate },
                               late: { Double(($0 * 5) % 7) / 1000 })
            let steps = stepsOut(shown(samples))
            XCTAssertGreaterThan(steps.count, 20, "\(rate) Hz")
            XCTAssertGreaterThanOrEqual(steps.min() ?? -1, 0, "\(rate) Hz: steps \(steps)")
        }
    }

    func testInputArrivingInBurstsNeverStepsTheDragBack() {   // F7
        for rate in [60.0, 100, 125, 1000] {
            // Everything stamped within 15 ms arrives at once, at the end of it (a frame's worth).
            let samples = drag(rate: rate, count: Int(0.5 * rate), path: { self.speed * Double($0) / rate },
                               arrival: { ($0 / 0.015).rounded(.up) * 0.015 })
            let steps = stepsOut(shown(samples))
            XCTAssertGreaterThan(steps.count, 20, "\(rate) Hz")
            XCTAssertGreaterThanOrEqual(steps.min() ?? -1, 0, "\(rate) Hz: steps \(steps)")
        }
    }

    func testEvenInputStepsEvenly() {   // F7
        for rate in [60.0, 100, 125, 1000] {
            let samples = drag(rate: rate, count: Int(0.5 * rate), path: { self.speed * Double($0) / rate })
            let steps = steps(shown(samples))[5..<25]
            for step in steps { XCTAssertEqual(step, speed / 60, accuracy: 0.01, "\(rate) Hz: steps \(steps)") }
        }
    }

    func testAFingerTurningRoundIsFollowedBack() {   // F7
        let rate = 125.0
        let samples = drag(rate: rate, count: 50, path: { k in self.speed / rate * Double(k <= 25 ? k : 50 - k) },
                           late: { Double(($0 * 5) % 7) / 1000 })
        let shown = shown(samples)
        let top = shown.max() ?? 0
        XCTAssertGreaterThan(top, 280)
        XCTAssertLessThan(shown.last ?? .infinity, 1, "the pointer comes back with the finger: \(shown)")
    }

    func testAFingerThatStopsIsShownWhereItStopped() {   // F7
        let rate = 125.0
        let samples = drag(rate: rate, count: 20, path: { self.speed * Double($0) / rate },
                           arrival: { ($0 / 0.015).rounded(.up) * 0.015 })
        let shown = shown(samples)
        let finger = speed * 20 / rate
        XCTAssertEqual(shown.last ?? 0, finger, accuracy: 1e-9, "at last where the finger is")
        XCTAssertLessThanOrEqual(shown.max() ?? .infinity, finger + speed / rate / 2 + 1e-9, "never more than half a sample ahead")
        XCTAssertGreaterThanOrEqual(stepsOut(shown).min() ?? -1, 0, "up to its furthest it only went forward")
    }

    func testInputArrivingLateIsStillInterpolatedEvenly() {   // F7
        // Every sample reaches the frames 12 ms after its stamp (a window's X server, SDL and
        // present): once the lag is learned, frames sample the finger early enough to have a
        // newer sample, and step by exactly the finger's motion per frame.
        for rate in [60.0, 100, 125, 1000] {
            let samples = drag(rate: rate, count: Int(0.9 * rate), path: { self.speed * Double($0) / rate },
                               arrival: { $0 + 0.012 })
            let steps = steps(shown(samples, frames: 60, reads: true))[26..<34]
            for step in steps { XCTAssertEqual(step, speed / 60, accuracy: speed / 60 * 0.05, "\(rate) Hz: steps \(Array(steps))") }
        }
    }

    func testInputArrivingLateWithoutReadsSteps() {   // F7: the test above can fail
        let rate = 100.0
        let samples = drag(rate: rate, count: Int(0.9 * rate), path: { self.speed * Double($0) / rate },
                           arrival: { $0 + 0.012 })
        let steps = steps(shown(samples, frames: 60))[26..<34]
        XCTAssertGreaterThan((steps.max() ?? 0) - (steps.min() ?? 0), speed / 60 * 0.1, "\(Array(steps))")
    }

    func testInputCompleteAtEachFrameKeepsTheDelayAtHalfAnInterval() {   // F7: headless
        for rate in [60.0, 100, 125, 1000] {
            let samples = drag(rate: rate, count: Int(0.9 * rate), path: { self.speed * Double($0) / rate })
            var delays: [Double] = []
            _ = shown(samples, frames: 60, reads: true) { delays.append($0) }
            XCTAssertEqual(delays.max() ?? 1, delays.min() ?? 0, accuracy: 1e-12, "\(rate) Hz: one delay throughout")
            XCTAssertEqual(delays.first ?? 0, InputRate.defaultInterval / 2, accuracy: 1e-12, "\(rate) Hz: nothing added")
        }
    }

    /// A 125 Hz drag of 30 moves, each read `readLate` seconds after it came, released; then a
    /// new press, whose delay the tests read.
    private func dragAt125HzThenPressAgain(_ resampler: inout InputResampler, readLate: Double) {
        for k in 0...30 {
            let t = 0.2 + Double(k) / 125
            resampler.enqueue(.pointer(PointerEvent(k == 0 ? .down : .move, location: CGPoint(x: 0, y: Double(k) * 12), timestamp: t)))
            resampler.read(at: t + readLate)
            while resampler.next(dueBy: .infinity) != nil {}
        }
        resampler.enqueue(.pointer(PointerEvent(.up, location: CGPoint(x: 0, y: 360), timestamp: 0.45)))
        resampler.enqueue(.pointer(PointerEvent(.down, location: CGPoint(x: 0, y: 0), timestamp: 1)))
        while resampler.next(dueBy: .infinity) != nil {}
    }

    /// Issue 52: a mouse reports at its rate on its way to what it drags (measured by the
    /// window), so the first drag's delay is half its interval (4 ms at 125 Hz), not the 60 Hz
    /// guess (8.3 ms).
    func testARateLearnedBeforeTheFirstPressSetsTheFirstDragsDelay() {
        var hover = InputRate()
        for _ in 0..<12 { hover.add(interval: 0.008) }
        var resampler = InputResampler()
        resampler.learnRate(from: hover)
        resampler.enqueue(.pointer(PointerEvent(.down, location: .zero, timestamp: 0.2)))
        while resampler.next(dueBy: .infinity) != nil {}
        XCTAssertEqual(resampler.delay, 0.004, accuracy: 1e-9)
    }

    /// The rate measured from the drags themselves wins over one learned elsewhere.
    func testALearnedRateDoesNotReplaceAMeasuredOne() {
        var resampler = InputResampler()
        for k in 0...10 {
            resampler.enqueue(.pointer(PointerEvent(k == 0 ? .down : .move, location: CGPoint(x: 0, y: Double(k)), timestamp: 0.1 + Double(k) / 100)))
        }
        resampler.enqueue(.pointer(PointerEvent(.up, location: .zero, timestamp: 0.3)))
        while resampler.next(dueBy: .infinity) != nil {}
        var hover = InputRate()
        for _ in 0..<12 { hover.add(interval: 0.001) }
        resampler.learnRate(from: hover)
        resampler.enqueue(.pointer(PointerEvent(.down, location: .zero, timestamp: 1)))
        while resampler.next(dueBy: .infinity) != nil {}
        XCTAssertEqual(resampler.delay, 0.005, accuracy: 1e-9)
    }

    /// Issue 52: where the window starts a frame on each sample, a frame reads just after its
    /// newest sample came and shows it as it was: the delay is 0, not the half interval a
    /// clock-paced frame needs.
    func testFramesThatFollowTheInputTakeNoDelay() {
        var resampler = InputResampler()
        resampler.framesFollowInput = true
        dragAt125HzThenPressAgain(&resampler, readLate: 0.0015)
        XCTAssertEqual(resampler.delay, 0)
        resampler.framesFollowInput = false
        resampler.enqueue(.pointer(PointerEvent(.up, location: CGPoint(x: 0, y: 0), timestamp: 1.1)))
        resampler.enqueue(.pointer(PointerEvent(.down, location: CGPoint(x: 0, y: 0), timestamp: 2)))
        while resampler.next(dueBy: .infinity) != nil {}
        XCTAssertEqual(resampler.delay, 0.004, accuracy: 1e-9, "frames on the clock: half the interval")
    }

    func testA125HzMouseIsResampledHalfItsIntervalBehind() {   // F7, issue 52: 4 ms, not 8
        var resampler = InputResampler()
        dragAt125HzThenPressAgain(&resampler, readLate: 0)
        XCTAssertEqual(resampler.delay, 0.004, accuracy: 1e-9)
    }

    func testTheDelayGrowsByAtMostTwoMillisecondsAFrame() {   // F7: sample times keep advancing
        let samples = drag(rate: 125, count: 100, path: { self.speed * Double($0) / 125 }, arrival: { $0 + 0.03 })
        var delays: [Double] = []
        _ = shown(samples, frames: 60, reads: true) { delays.append($0) }
        let growth = zip(delays.dropFirst(), delays).map { $0 - $1 }
        XCTAssertLessThanOrEqual(growth.max() ?? 1, InputResampler.delayGrowth + 1e-12)
        XCTAssertGreaterThanOrEqual(growth.min() ?? -1, 0, "it never shrinks within a gesture")
        XCTAssertGreaterThan(delays.last ?? 0, 0.03, "it reached half the interval plus the lag: \(delays)")
    }

    /// F7 addendum: an up that comes after the last move is no sample of a finger standing still:
    /// it is due with that move, and the release counts from the move's time.
    func testALateUpIsDueWithTheLastMoveAndReleasesAtItsTime() {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, location: CGPoint(x: 0, y: 0), timestamp: 1.000)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 8), timestamp: 1.008)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 16), timestamp: 1.016)))
        resampler.enqueue(.pointer(PointerEvent(.up, location: CGPoint(x: 0, y: 16), timestamp: 1.022)))
        var delivered: [PointerEvent.Phase] = []
        while let event = resampler.next(dueBy: 1.017) {
            if case .pointer(let e) = event { delivered.append(e.phase) }
        }
        XCTAssertEqual(delivered, [.down, .move, .move, .up], "the up goes with the last move, not 6 ms later")
        XCTAssertEqual(resampler.releaseTime ?? 0, 1.016, accuracy: 1e-12)
    }

    /// F7 addendum: while the up waits, the finger is not drawn standing still at the last move
    /// (the old reading interpolated towards the up's place and time: half a step).
    func testAWaitingUpIsNotASampleToInterpolateTowards() {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, location: CGPoint(x: 0, y: 0), timestamp: 1.000)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 8), timestamp: 1.008)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 16), timestamp: 1.016)))
        while resampler.next(dueBy: 1.0165) != nil {}
        XCTAssertNotNil(resampler.location(at: 1.0165), "pressed until the up is delivered")
        resampler.enqueue(.pointer(PointerEvent(.up, location: CGPoint(x: 0, y: 16), timestamp: 1.030)))
        let shown = resampler.location(at: 1.019)
        XCTAssertGreaterThan(Double(shown?.y ?? 0), 16, "along the drag, not held at the last move")
    }

    /// R29, F7 addendum: an up after a rest of more than 40 ms is a finger lifted where it stood:
    /// it waits for its own time, and the release counts from it.
    func testAnUpAfterARestIsASampleOfTheStillFinger() {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, location: CGPoint(x: 0, y: 0), timestamp: 1.000)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 8), timestamp: 1.008)))
        resampler.enqueue(.pointer(PointerEvent(.move, location: CGPoint(x: 0, y: 16), timestamp: 1.016)))
        resampler.enqueue(.pointer(PointerEvent(.up, location: CGPoint(x: 0, y: 16), timestamp: 1.070)))
        var phases: [PointerEvent.Phase] = []
        while let event = resampler.next(dueBy: 1.030) {
            if case .pointer(let e) = event { phases.append(e.phase) }
        }
        XCTAssertEqual(phases, [.down, .move, .move], "the up waits for its time")
        XCTAssertEqual(Double(resampler.location(at: 1.030)?.y ?? 0), 16, accuracy: 1e-9, "held where it stood")
        while resampler.next(dueBy: 1.070) != nil {}
        XCTAssertEqual(resampler.releaseTime ?? 0, 1.070, accuracy: 1e-12)
    }
}
