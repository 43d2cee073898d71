import FluidUIKit
import XCTest

final class UIBezierPathTests: XCTestCase {
    func testRectPathBoundsAreTheRect() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.bounds, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testOvalPathBoundsAreItsRect() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 20)).cgPath
        XCTAssertEqual(oval.boundingBoxOfPath.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(oval.boundingBoxOfPath.maxX, 50, accuracy: 1e-9)
        XCTAssertEqual(oval.boundingBoxOfPath.maxY, 20, accuracy: 1e-9)
    }

    func testArcInitStartsAtTheStartAngle() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        XCTAssertEqual(path.cgPath.boundingBoxOfPath.minY, 30, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 30, accuracy: 1e-9)
    }

    func testLinesAndCurvesBuildAPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), controlPoint: CGPoint(x: 150, y: 50))
        path.addCurve(to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 60, y: 140), controlPoint2: CGPoint(x: 40, y: 140))
        path.addArc(withCenter: CGPoint(x: 0, y: 50), radius: 50, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
        path.close()
        XCTAssertEqual(path.cgPath.boundingBoxOfPath.minX, -50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testApplyMovesEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    func testAppendAddsTheOtherPath() {
        let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)))
        XCTAssertEqual(a.bounds, CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    func testRoundedRectWithChosenCornersKeepsItsBounds() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertEqual(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    func testMutablePathAddsLinesRectsAndEllipses() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)])
        path.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        path.addEllipse(in: CGRect(x: 0, y: 10, width: 4, height: 4))
        path.closeSubpath()
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 25, height: 14))
    }
}
