// NSLayoutConstraint's visual format language, as UIKit code of the Auto Layout era writes it.
import FluidUIKit
import XCTest

final class VisualFormatTests: XCTestCase {
    private func stage() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        return (root, a, b)
    }

    func testStandardSpacesAreTwentyToTheEdgeAndEightBetweenViews() {
        let (root, a, b) = stage()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==b)]-[b]-|", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(40)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[b(40)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        // 300 − 20 − 8 − 20 = 252, shared equally.
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 10, width: 126, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 154, y: 10, width: 126, height: 40))
    }

    func testMetricsRelationsAndPrioritiesAreRead() {
        let (root, a, b) = stage()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a(>=width@750)]-(>=12)-[b(50)]|",
                                                  options: [.alignAllCenterY],
                                                  metrics: ["margin": 16, "width": CGFloat(60)], views: ["a": a, "b": b])
        let width = made.first { $0.firstItem === a && $0.firstAttribute == .width }
        XCTAssertEqual(width?.relation, .greaterThanOrEqual)
        XCTAssertEqual(width?.constant, 60)
        XCTAssertEqual(width?.priority.rawValue, 750)
        XCTAssertTrue(made.contains { $0.firstAttribute == .centerY && $0.firstItem === b && $0.secondItem === a })
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(20)]", metrics: nil, views: ["a": a]))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 16)
        XCTAssertEqual(b.frame.maxX, 300, "no space before | at the end")
        XCTAssertEqual(b.frame.width, 50)
        XCTAssertEqual(b.frame.midY, a.frame.midY)
        XCTAssertGreaterThanOrEqual(b.frame.minX - a.frame.maxX, 12)
    }

    func testAFormatItCannotReadGivesNoConstraints() {
        let (_, a, _) = stage()
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: ["a": a]).isEmpty)
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a]).isEmpty)
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "X:[a]", metrics: nil, views: ["a": a]).isEmpty)
    }

    func testALayerReadsAndWritesItsPropertiesByKeyPath() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.value(forKeyPath: "transform.rotation.z") as? CGFloat), 0.5, accuracy: 1e-9)
        XCTAssertEqual(view.layer.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 20, y: 10))
        view.layer.setValue(0.25, forKeyPath: "opacity")
        XCTAssertEqual(view.alpha, 0.25)
        view.layer.setValue(CGPoint(x: 100, y: 100), forKey: "position")
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertNil(view.layer.value(forKeyPath: "contents"), "not a key path here")
    }

    func testASizeTakesTheTransformsMatrixWithoutItsTranslation() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 50, y: 50))
        XCTAssertEqual(size, CGSize(width: 20, height: 60))
    }
}
