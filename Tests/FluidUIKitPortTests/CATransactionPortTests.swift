// CATransaction's completion block and path hit tests, as layer code uses them.
import FluidUIKit
import XCTest

final class CATransactionPortTests: XCTestCase {
    func testTheCompletionBlockRunsWhenTheTransactionsAnimationsHaveStopped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let device = Device(window: root)
        let shape = CAShapeLayer()
        root.layer.addSublayer(shape)
        var done = 0
        device.main {
            CATransaction.begin()
            CATransaction.setCompletionBlock { done += 1 }
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 0.5
            shape.add(grow, forKey: "grow")
            CATransaction.commit()
        }
        XCTAssertEqual(done, 0, "the animation still runs")
        device.wait(0.3)
        XCTAssertEqual(done, 0)
        device.wait(0.3)
        XCTAssertEqual(done, 1, "run once the animation stopped")
    }

    /// An animation added inside a nested transaction belongs to the outer one too: the outer
    /// completion waits for it, as Core Animation's does.
    func testAnOuterTransactionWaitsForTheAnimationsOfTheOnesNestedInIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let device = Device(window: root)
        let shape = CAShapeLayer()
        root.layer.addSublayer(shape)
        var outer = 0, inner = 0, order: [String] = []
        device.main {
            CATransaction.begin()
            CATransaction.setCompletionBlock { outer += 1; order.append("outer") }
            CATransaction.begin()
            CATransaction.setCompletionBlock { inner += 1; order.append("inner") }
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 0.5
            shape.add(grow, forKey: "grow")
            CATransaction.commit()
            CATransaction.commit()
        }
        XCTAssertEqual([outer, inner], [0, 0], "the animation still runs")
        device.wait(0.6)
        XCTAssertEqual([outer, inner], [1, 1], "both once it stopped")
        XCTAssertEqual(order, ["inner", "outer"])
    }

    func testATransactionWithoutAnimationsCompletesAtItsCommit() {
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        CATransaction.setDisableActions(true)
        XCTAssertFalse(done)
        CATransaction.commit()
        XCTAssertTrue(done)
    }

    func testABezierPathTellsWhichPointsItsFillCovers() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both ovals turn the same way")
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)), "even-odd: the hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 10)))
        XCTAssertTrue(ring.cgPath.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(ring.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(ring.cgPath.contains(CGPoint(x: 0, y: 0), transform: CGAffineTransform(translationX: 50, y: 50)))
    }
}
