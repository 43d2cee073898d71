import FluidTestSupport
import Foundation
import XCTest
@testable import ViewTree

final class CoordinateConversionTests: XCTestCase {
    func testFrameOriginsAddUpThroughNestedViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let a = View(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let b = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        assertClose(b.convert(CGPoint(x: 5, y: 6), to: root), CGPoint(x: 125, y: 86))
        assertClose(b.convert(CGPoint(x: 5, y: 6), to: nil), CGPoint(x: 125, y: 86))
        assertClose(root.convert(CGPoint(x: 125, y: 86), to: b), CGPoint(x: 5, y: 6))
    }

    func testBoundsOriginShiftsSubviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroller.bounds = CGRect(x: 0, y: 40, width: 200, height: 200)
        let child = View(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(scroller)
        scroller.addSubview(child)
        assertClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 60))
    }

    func testTranslationTransformMovesAboutCentre() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let drawer = View(frame: CGRect(x: 0, y: 500, width: 800, height: 350))
        drawer.transform = Transform(translationX: 0, y: -305)
        root.addSubview(drawer)
        assertClose(drawer.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 10, y: 205))
    }

    func testRotationAndScaleAreAppliedAboutTheCentre() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        v.transform = Transform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        root.addSubview(v)
        // The centre stays put; the local top-left (-50, -25 from centre) scales to (-100, -50)
        // and rotates a quarter turn clockwise on screen to (50, -100).
        assertClose(v.convert(CGPoint(x: 50, y: 25), to: root), CGPoint(x: 150, y: 125))
        assertClose(v.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 200, y: 25))
    }

    func testConversionRoundTripsThroughRotatedScaledNestedViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let a = View(frame: CGRect(x: 200, y: 150, width: 400, height: 300))
        a.transform = Transform(translation: CGPoint(x: 13, y: -7), scale: CGSize(width: 1.5, height: 0.75), rotation: 0.4)
        let b = View(frame: CGRect(x: 30, y: 40, width: 120, height: 90))
        b.transform = Transform(rotationAngle: -1.1).scaledBy(x: 0.5, y: 2)
        root.addSubview(a)
        a.addSubview(b)
        let other = View(frame: CGRect(x: 600, y: 20, width: 50, height: 50))
        other.transform = Transform(rotationAngle: 2)
        root.addSubview(other)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 33, y: 71), CGPoint(x: -20, y: 500)] {
            let there = b.convert(p, to: other)
            assertClose(other.convert(there, to: b), p, accuracy: 1e-9)
            assertClose(b.convert(there, from: other), p, accuracy: 1e-9)
        }
    }

    func testRectConversionIsTheBoundingBoxOfItsCorners() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.transform = Transform(rotationAngle: .pi / 4)
        root.addSubview(v)
        let r = v.convert(v.bounds, to: root)
        let half = 50 * 2.0.squareRoot()
        XCTAssertEqual(r.minX, 150 - half, accuracy: 1e-9)
        XCTAssertEqual(r.width, 2 * half, accuracy: 1e-9)
    }

    func testTransformedFrameReadsAsUIKitFrame() {
        let v = View(frame: CGRect(x: 0, y: 500, width: 800, height: 350))
        v.transform = Transform(translationX: 0, y: -305)
        XCTAssertEqual(v.transformedFrame, CGRect(x: 0, y: 195, width: 800, height: 350))
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 195, width: 800, height: 350), "frame reads the box, as UIKit")
        XCTAssertEqual(v.model.frame, CGRect(x: 0, y: 500, width: 800, height: 350))
    }

    func testViewScaledToNothingDoesNotCrashConversion() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        v.transform = Transform(scaleX: 0, y: 1)
        root.addSubview(v)
        XCTAssertNil(v.convertFromRoot(CGPoint(x: 15, y: 15)))
        XCTAssertEqual(root.convert(CGPoint(x: 15, y: 15), to: v), CGPoint(x: 15, y: 15))
    }
}
