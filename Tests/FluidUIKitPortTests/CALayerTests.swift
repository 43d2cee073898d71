import FluidUIKit
import XCTest

final class CALayerTests: XCTestCase {
    func testViewLayerIsTheSameObjectEveryTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.layer === view.layer)
    }

    func testShadowSetOnTheLayerStays() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 8
        XCTAssertEqual(view.layer.shadowOpacity, 0.3)
        XCTAssertEqual(view.layerDecoration.shadow?.radius, 8)
        XCTAssertEqual(view.layerDecoration.shadow?.color.alpha ?? 0, 0.3, accuracy: 1e-6)
    }

    func testLayerPropertiesAreTheViewsOwn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.cornerRadius = 4
        view.layer.masksToBounds = true
        view.layer.backgroundColor = UIColor.red.cgColor
        view.layer.opacity = 0.5
        XCTAssertEqual(view.cornerRadius, 4)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(view.backgroundColor, UIColor.red)
        XCTAssertEqual(view.alpha, 0.5)
    }

    func testSublayersChangeTheViewsDecoration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        gradient.frame = view.bounds
        XCTAssertEqual(view.layer.sublayers?.count, 1)
        XCTAssertEqual(view.layerDecoration.sublayers.first?.frame, view.bounds)
        guard case .gradient(let g)? = view.layerDecoration.sublayers.first?.content else {
            return XCTFail("the gradient layer's content is a gradient")
        }
        XCTAssertEqual(g.colors, [UIColor.red.color, UIColor.blue.color])
    }

    func testRemovedSublayerLeavesTheDecoration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        view.layer.addSublayer(shape)
        shape.removeFromSuperlayer()
        XCTAssertNil(view.layer.sublayers)
        XCTAssertTrue(view.layerDecoration.isEmpty)
    }

    func testInsertSublayerAtIndexOrdersThem() {
        let root = CALayer()
        let a = CALayer(), b = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        XCTAssertTrue(root.sublayers?.first === b)
        XCTAssertTrue(b.superlayer === root)
    }

    func testChangeDeepInTheTreeReachesTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = CALayer(), inner = CAShapeLayer()
        outer.addSublayer(inner)
        view.layer.addSublayer(outer)
        inner.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath
        inner.strokeColor = UIColor.green.cgColor
        guard case .shape(let s)? = view.layerDecoration.sublayers.first?.sublayers.first?.content else {
            return XCTFail("the inner layer is described")
        }
        XCTAssertEqual(s.strokeColor, UIColor.green.color)
    }

    func testMaskIsDescribed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: view.bounds).cgPath
        view.layer.mask = mask
        XCTAssertNotNil(view.layerDecoration.mask)
    }
}
