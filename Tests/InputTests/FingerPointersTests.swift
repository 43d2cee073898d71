import Foundation
import XCTest
@testable import Input

/// R26, R36: touch-screen fingers become small pointer ids ≥ 1, each kept for its finger's life.
final class FingerPointersTests: XCTestCase {
    func testFingersGetSmallIdsFromOneWhateverThePlatformCallsThem() {
        var ids = FingerPointers()
        XCTAssertEqual(ids.pointer(device: 7, finger: 0, phase: .down), 1, "finger 0 is not the mouse's pointer 0")
        XCTAssertEqual(ids.pointer(device: 7, finger: -4_000_000_000_000, phase: .down), 2)
    }

    func testAFingerKeepsItsIdWhileAnotherComesAndGoes() {
        var ids = FingerPointers()
        _ = ids.pointer(device: 1, finger: 10, phase: .down)
        _ = ids.pointer(device: 1, finger: 11, phase: .down)
        XCTAssertEqual(ids.pointer(device: 1, finger: 10, phase: .up), 1)
        XCTAssertEqual(ids.pointer(device: 1, finger: 11, phase: .move), 2, "the second finger stays 2 after the first lifts")
        XCTAssertEqual(ids.pointer(device: 1, finger: 12, phase: .down), 1, "a new finger takes the free id")
        XCTAssertEqual(ids.pointer(device: 1, finger: 11, phase: .up), 2)
    }

    func testTheSameFingerIdOnAnotherDeviceIsAnotherFinger() {
        var ids = FingerPointers()
        XCTAssertEqual(ids.pointer(device: 1, finger: 0, phase: .down), 1)
        XCTAssertEqual(ids.pointer(device: 2, finger: 0, phase: .down), 2)
    }

    func testMotionOrReleaseOfAFingerNeverPressedIsDropped() {
        var ids = FingerPointers()
        XCTAssertNil(ids.pointer(device: 1, finger: 3, phase: .move))
        XCTAssertNil(ids.pointer(device: 1, finger: 3, phase: .up))
        XCTAssertEqual(ids.count, 0)
    }

    func testFingersPastTheCapacityAreLeftOut() {
        var ids = FingerPointers()
        for f in 0..<Int64(FingerPointers.capacity) { XCTAssertNotNil(ids.pointer(device: 1, finger: f, phase: .down)) }
        XCTAssertNil(ids.pointer(device: 1, finger: 99, phase: .down))
        XCTAssertNil(ids.pointer(device: 1, finger: 99, phase: .move))
    }
}
