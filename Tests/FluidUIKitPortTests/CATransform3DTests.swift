// CATransform3D as UIKit code builds one, and a view's layer.transform.
import FluidUIKit
import XCTest

final class CATransform3DTests: XCTestCase {
    func testAScaleOnAViewsLayerScalesTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.transform = CATransform3DMakeScale(1.2, 0.8, 1)
        XCTAssertEqual(view.transform.scale, CGSize(width: 1.2, height: 0.8))
        XCTAssertEqual(view.layer.transform, CATransform3DMakeScale(1.2, 0.8, 1))
    }

    func testARotationAboutZMatchesTheAffineRotation() {
        let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(turn)
        let expected = CGAffineTransform(rotationAngle: .pi / 6)
        XCTAssertEqual(affine.a, expected.a, accuracy: 1e-12)
        XCTAssertEqual(affine.b, expected.b, accuracy: 1e-12)
        XCTAssertEqual(affine.c, expected.c, accuracy: 1e-12)
        XCTAssertEqual(affine.d, expected.d, accuracy: 1e-12)
    }

    func testTranslateScaleAndConcatComposeAsCoreAnimationDoes() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        // Translate then scale: the translation is scaled too.
        XCTAssertEqual(t.m41, 20)
        XCTAssertEqual(CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)).m41, 20)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsAffine(t))
    }

    func testPerspectiveIsFlattenedToTheAffinePart() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        XCTAssertEqual(view.transform.rotation, 0, accuracy: 1e-12, "a turn about y draws as a squeeze in x")
        XCTAssertEqual(view.transform.scale.width, cos(.pi / 4), accuracy: 1e-12)
    }
}
