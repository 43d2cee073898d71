import FluidTestSupport
import Foundation
import XCTest
@testable import Gestures

/// Reading a velocity allocates nothing (issue 47 review): a recogniser reads it in a handler
/// every frame (a pinch's `velocity`, a pan's `velocity(in:)`), so the fit works in fixed
/// storage, not in arrays made for each read.
final class VelocityReadAllocationTests: XCTestCase {
    func testAVelocityReadOfAFullHistoryAllocatesNothing() throws {
        var tracker = VelocityTracker()
        for k in 0..<40 { tracker.addSample(CGPoint(x: 3 * Double(k), y: Double(k * k) / 10), at: Double(k) / 200) }
        var read = CGPoint.zero
        let count = try XCTUnwrap(SwiftAllocations.count {
            for _ in 0..<10 { read = tracker.velocity(atRelease: 39.0 / 200) }
        }, "no allocation hook")
        XCTAssertEqual(count, 0)
        XCTAssertEqual(Double(read.x), 600, accuracy: 1e-6)
    }
}
