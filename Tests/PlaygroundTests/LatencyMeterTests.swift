import Foundation
import XCTest
@testable import Playground

/// F7, issue 52: the HUD's latency is the last drag's; the visible lag counts from the finger shown.
final class LatencyMeterTests: XCTestCase {
    func testAPressStartsTheGesturesFiguresAndKeepsTheRuns() {
        var meter = LatencyMeter()
        meter.shown(sampleAt: 1.000, startsGesture: true)
        meter.presented(at: 1.030)
        meter.shown(sampleAt: 2.000, startsGesture: true)
        meter.presented(at: 2.010)
        XCTAssertEqual(meter.gestureSamples.percentile(1) ?? 0, 10, accuracy: 1e-9, "the last drag only")
        XCTAssertEqual(meter.samples.percentile(1) ?? 0, 30, accuracy: 1e-9, "the run keeps both")
        XCTAssertEqual(meter.total, 2)
    }

    func testTheVisibleLagIsFromTheFingerShownToThePresent() {
        var meter = LatencyMeter()
        meter.presented(at: 1.020, showing: 1.008)
        meter.presented(at: 1.040, showing: nil)   // no finger pressed: nothing to count
        XCTAssertEqual(meter.visibleLag.count, 1)
        XCTAssertEqual(meter.visibleLag.percentile(0.5) ?? 0, 12, accuracy: 1e-9)
    }

    func testTheRingKeepsTheMostRecentValues() {
        var meter = LatencyMeter()
        for k in 0..<(LatencyMeter.capacity + 10) {
            meter.shown(sampleAt: 0)
            meter.presented(at: k < 10 ? 1 : 0.005)
        }
        XCTAssertEqual(meter.count, LatencyMeter.capacity)
        XCTAssertEqual(meter.percentile(1) ?? 0, 5, accuracy: 1e-9, "the ten oldest (1 s) have gone")
    }
}
