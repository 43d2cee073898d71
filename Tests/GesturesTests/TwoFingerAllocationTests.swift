import FluidTestSupport
import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// The per-frame path allocates nothing with two fingers down (issue 47): their moves through
/// the dispatcher to a pan, a pinch and a rotation recognising together, and each frame's flush
/// with both pointers resampled.
final class TwoFingerAllocationTests: GestureTestCase {
    func testTwoFingersMovingAndEachFramesFlushAllocateNothing() throws {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let together = Together()
        var reports = 0
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = together
            recognizer.addHandler { _ in reports += 1 }
            root.addGestureRecognizer(recognizer)
        }
        dispatcher.coalescesChanges = true
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        func frame(_ k: Int) {
            let t = Double(k) / 120
            let (a, b) = Self.pair(centre: CGPoint(x: 200, y: 400 + Double(k)), radius: 100 + Double(k), angle: 0.01 * Double(k))
            move(0, a, at: t)
            move(1, b, at: t)
            // Shown a little ahead of the samples, as a resampler extrapolating would.
            let aShown = CGPoint(x: a.x - 0.5, y: a.y + 0.5), bShown = CGPoint(x: b.x + 0.5, y: b.y + 0.5)
            dispatcher.flush(at: t) { id in id == 0 ? aShown : id == 1 ? bShown : nil }
        }
        for k in 1...20 { frame(k) }  // every recogniser has begun
        XCTAssertEqual([pan.state, pinch.state, rotation.state], [.changed, .changed, .changed])
        let before = reports
        let count = try XCTUnwrap(SwiftAllocations.count { for k in 21...80 { frame(k) } }, "no allocation hook")
        XCTAssertGreaterThan(reports, before)
        XCTAssertEqual(count, 0)
    }

    func testTheCounterSeesAnAllocation() throws {
        var kept: [[Int]] = []
        let count = try XCTUnwrap(SwiftAllocations.count { kept.append([kept.count]) }, "no allocation hook")
        XCTAssertGreaterThan(count, 0)
        XCTAssertEqual(kept.count, 1)
    }
}
