import Foundation
import XCTest
@testable import ViewTree

/// `View.frame` reads, as UIKit, the bounding box of the transformed rectangle in the superview;
/// setting it sets the untransformed rectangle.
final class TransformedFrameTests: XCTestCase {
    private func assertRect(_ r: CGRect, _ e: [Double], _ accuracy: Double = 1e-9,
                            file: StaticString = #filePath, line: UInt = #line) {
        let got = [r.minX, r.minY, r.width, r.height].map(Double.init)
        for (g, x) in zip(got, e) { XCTAssertEqual(g, x, accuracy: accuracy, "\(got) vs \(e)", file: file, line: line) }
    }

    func testFrameUnderTheIdentityIsTheRectangleSet() {
        let v = View(frame: CGRect(x: 10.25, y: 20.5, width: 100, height: 50))
        XCTAssertEqual(v.frame, CGRect(x: 10.25, y: 20.5, width: 100, height: 50))
    }

    /// 100 × 50 centred at (60, 45), turned 30°: half-extents 50·cos30 + 25·sin30 = 55.80127…
    /// across and 50·sin30 + 25·cos30 = 46.65063… down.
    func testFrameOfARotationBy30DegreesIsTheBoundingBoxOfTheTurnedRectangle() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = Transform(rotationAngle: .pi / 6)
        assertRect(v.frame, [4.198729810778069, -1.650635094610966, 111.60254037844386, 93.30127018922193])
    }

    /// Scale 2 × 0.5 about the centre (60, 45): 200 × 25.
    func testFrameOfAScale2By05IsTheScaledRectangleAboutItsCentre() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = Transform(scaleX: 2, y: 0.5)
        assertRect(v.frame, [-40, 32.5, 200, 25])
    }

    func testFrameOfATranslationIsTheRectangleMoved() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = Transform(translationX: 5, y: -7)
        assertRect(v.frame, [15, 13, 100, 50])
    }

    func testSettingFrameUnderATransformSetsTheUntransformedRectangle() {
        let v = View(frame: .zero)
        v.transform = Transform(scaleX: 2, y: 0.5)
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.bounds.size, CGSize(width: 100, height: 50))
        assertRect(v.frame, [-40, 32.5, 200, 25])
        v.transform = .identity
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testFrameReadsTheModelBoxAndPresentedTransformedFrameTheDrawnOne() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = Transform(rotationAngle: .pi / 2)
        assertRect(v.frame, [25, -25, 50, 100])
        assertRect(v.presentedTransformedFrame, [25, -25, 50, 100])
    }
}
