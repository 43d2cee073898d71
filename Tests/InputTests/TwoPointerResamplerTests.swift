import Foundation
import XCTest
@testable import Input

/// R36 with F7: every pressed pointer is resampled on its own samples, with the gesture's one
/// delay; a second finger neither moves nor stops the first.
final class TwoPointerResamplerTests: XCTestCase {
    /// Two fingers moving apart along x at 125 Hz, pointer 0 left and pointer 1 right, their
    /// samples interleaved as a device sends them.
    private func pinch(until end: Double) -> InputResampler {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, x: 100, y: 50, timestamp: 0, pointerID: 0)))
        resampler.enqueue(.pointer(PointerEvent(.down, x: 200, y: 50, timestamp: 0.002, pointerID: 1)))
        var t = 0.008
        while t <= end {
            let k = t * 1000   // 1,000 pt/s each way
            resampler.enqueue(.pointer(PointerEvent(.move, x: 100 - k, y: 50, timestamp: t, pointerID: 0)))
            resampler.enqueue(.pointer(PointerEvent(.move, x: 200 + k, y: 50 + k, timestamp: t + 0.002, pointerID: 1)))
            t += 0.008
        }
        return resampler
    }

    private func deliver(_ resampler: inout InputResampler, dueBy time: Double) {
        while resampler.next(dueBy: time) != nil {}
    }

    func testEachPointerIsShownOnItsOwnSamples() throws {
        var resampler = pinch(until: 0.2)
        deliver(&resampler, dueBy: 0.1)
        XCTAssertEqual(resampler.pressedPointers, [0, 1])
        let left = try XCTUnwrap(resampler.location(of: 0, at: 0.1))
        let right = try XCTUnwrap(resampler.location(of: 1, at: 0.1))
        XCTAssertEqual(left.x, 0, accuracy: 1e-6)
        XCTAssertEqual(left.y, 50, accuracy: 1e-6)
        // Pointer 1's samples come 2 ms after pointer 0's: at 0.1 it is a quarter of the way from
        // its 0.098 sample (296, 146) to its 0.106 one (304, 154).
        XCTAssertEqual(right.x, 298, accuracy: 1e-6)
        XCTAssertEqual(right.y, 148, accuracy: 1e-6)
    }

    func testTheFirstPressedPointerIsTheOneLocationAtReports() throws {
        var resampler = pinch(until: 0.2)
        deliver(&resampler, dueBy: 0.05)
        XCTAssertEqual(resampler.location(at: 0.05), resampler.location(of: 0, at: 0.05))
    }

    func testLiftingTheFirstLeavesTheSecondFollowed() throws {
        var resampler = pinch(until: 0.1)
        resampler.enqueue(.pointer(PointerEvent(.up, x: 0, y: 50, timestamp: 0.101, pointerID: 0)))
        resampler.enqueue(.pointer(PointerEvent(.move, x: 310, y: 160, timestamp: 0.114, pointerID: 1)))
        deliver(&resampler, dueBy: 0.105)
        XCTAssertEqual(resampler.pressedPointers, [1])
        XCTAssertNil(resampler.location(of: 0, at: 0.105))
        let right = try XCTUnwrap(resampler.location(at: 0.110))
        XCTAssertEqual(right.x, 306.5, accuracy: 1e-6, "three quarters of the way from its 0.098 sample (296) to the 0.114 one (310)")
    }

    func testOneDelayServesTheWholeGesture() {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, x: 0, y: 0, timestamp: 0, pointerID: 0)))
        deliver(&resampler, dueBy: 0)
        let delay = resampler.delay
        resampler.enqueue(.pointer(PointerEvent(.down, x: 50, y: 0, timestamp: 0.01, pointerID: 1)))
        deliver(&resampler, dueBy: 0.01)
        XCTAssertEqual(resampler.delay, delay)
    }

    func testAStillSecondFingerDoesNotKeepTheFramesComing() {
        var resampler = InputResampler()
        resampler.enqueue(.pointer(PointerEvent(.down, x: 0, y: 0, timestamp: 0, pointerID: 0)))
        resampler.enqueue(.pointer(PointerEvent(.down, x: 50, y: 0, timestamp: 0.001, pointerID: 1)))
        deliver(&resampler, dueBy: 0.01)
        XCTAssertTrue(resampler.holdsStill(at: 0.01), "two pressed fingers that never moved hold still")
        resampler.enqueue(.pointer(PointerEvent(.move, x: 60, y: 0, timestamp: 0.009, pointerID: 1)))
        deliver(&resampler, dueBy: 0.01)
        XCTAssertFalse(resampler.holdsStill(at: 0.01), "the second finger is moving")
        XCTAssertTrue(resampler.holdsStill(at: 1), "and has stopped a while later")
    }

    func testAReleaseOfEitherPointerSetsTheReleaseTime() {
        var resampler = pinch(until: 0.05)
        resampler.enqueue(.pointer(PointerEvent(.up, x: 250, y: 100, timestamp: 0.2, pointerID: 1)))
        deliver(&resampler, dueBy: 0.3)
        XCTAssertEqual(resampler.releaseTime, 0.2)
        XCTAssertEqual(resampler.pressedPointers, [0])
    }
}
