// A layer animation's frames allocate nothing (ARCHITECTURE: the per-frame path allocates
// nothing): a basic, a spring and a keyframe animation on a view's layer, and a colour.
import FluidTestSupport
import FluidUIKit
import XCTest

final class LayerAnimationAllocationTests: XCTestCase {
    private let driver = AnimationDriver()

    /// Frames 10 to 50 of `animation` on a fresh view's layer, counted.
    private func allocations(of animation: CAAnimation, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        driver.run { view.layer.add(animation, forKey: "moving") }
        for _ in 0..<10 { driver.advance(by: 1.0 / 60) }
        XCTAssertNotNil(view.layer.animationKeys(), "still running", file: file, line: line)
        return try XCTUnwrap(SwiftAllocations.count { for _ in 0..<40 { driver.advance(by: 1.0 / 60) } },
                             "no allocation hook", file: file, line: line)
    }

    func testABasicPositionAnimationAllocatesNothingAFrame() throws {
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 50
        move.toValue = 400
        move.duration = 2
        XCTAssertEqual(try allocations(of: move), 0)
    }

    func testASpringAnimationAllocatesNothingAFrame() throws {
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 50, y: 50)
        spring.toValue = CGPoint(x: 300, y: 200)
        spring.duration = 2
        XCTAssertEqual(try allocations(of: spring), 0)
    }

    func testAKeyframeAnimationAllocatesNothingAFrame() throws {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [50, 80, 20, 70, 50]
        shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        shake.duration = 2
        XCTAssertEqual(try allocations(of: shake), 0)
    }

    func testAnOpacityAnimationAllocatesNothingAFrame() throws {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        XCTAssertEqual(try allocations(of: fade), 0)
    }

    func testATransformScaleAnimationAllocatesNothingAFrame() throws {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 2
        XCTAssertEqual(try allocations(of: grow), 0)
    }
}

extension LayerAnimationAllocationTests {
    func testABackgroundColourAnimationAllocatesNothingAFrame() throws {
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor.red.cgColor
        tint.toValue = UIColor.blue.cgColor
        tint.duration = 2
        XCTAssertEqual(try allocations(of: tint), 0)
    }
}
