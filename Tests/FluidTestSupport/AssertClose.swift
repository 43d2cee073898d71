import Foundation
import XCTest

/// `a` within `tolerance` of `b` (absolute), with the numbers in the failure.
public func assertClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9, _ message: String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
    XCTAssert(abs(a - b) <= tolerance, "\(a) is not within \(tolerance) of \(b). \(message)", file: file, line: line)
}

/// Each coordinate of `a` within `accuracy` of `b`'s.
public func assertClose(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat = 1e-9,
                        file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
}

/// `v` within `relative` × |expected| of `expected` (a velocity's error measured against its size).
public func assertClose(_ v: CGPoint, _ expected: CGPoint, relative: Double,
                        file: StaticString = #filePath, line: UInt = #line) {
    let error = hypot(v.x - expected.x, v.y - expected.y)
    let scale = hypot(expected.x, expected.y)
    XCTAssertLessThanOrEqual(Double(error), relative * Double(scale), "velocity \(v), expected \(expected)", file: file, line: line)
}
