import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// A pan with several fingers follows their centroid (R36).
final class MultiTouchPanTests: GestureTestCase {
    func testTwoFingersTranslateByTheirCentroid() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 100), at: 0)
        // Only the second finger moves 80 down: the centroid moves 40.
        for k in 1...8 { move(1, CGPoint(x: 300, y: 100 + 10 * Double(k)), at: Double(k) / 120) }
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30))  // 40 less the hysteresis (R28)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 200, y: 140))
    }

    func testAFingerJoiningDoesNotMoveTheTranslation() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        for k in 1...5 { move(0, CGPoint(x: 100, y: 100 + 10 * Double(k)), at: Double(k) / 120) }
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 40))
        press(1, CGPoint(x: 300, y: 500), at: 0.05)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 40))
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 200, y: 325))
        move(0, CGPoint(x: 100, y: 170), at: 0.06)
        move(1, CGPoint(x: 300, y: 520), at: 0.06)
        XCTAssertEqual(pan.translation(in: nil).y, 60, accuracy: 1e-9)
    }

    func testAFingerLiftingDoesNotMoveTheTranslation() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let states = log(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 100), at: 0)
        let t = moveBoth(steps: 6, start: 0) { k in (CGPoint(x: 100 + 60 * k, y: 100), CGPoint(x: 300 + 60 * k, y: 100)) }
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 50, y: 0))
        lift(1, CGPoint(x: 360, y: 100), at: t + 0.001)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 50, y: 0))
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 160, y: 100))
        XCTAssertNotEqual(states.states.last, .ended)
        move(0, CGPoint(x: 170, y: 100), at: t + 0.01)
        XCTAssertEqual(pan.translation(in: nil).x, 60, accuracy: 1e-9)
        lift(0, CGPoint(x: 170, y: 100), at: t + 0.02)
        XCTAssertEqual(states.states.last, .ended)
    }

    func testTheVelocityIsTheCentroidsWithNoJumpWhenAFingerJoins() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        // 600 pt/s to the right with one finger, then a second joins 300 pt away and moves along.
        press(0, CGPoint(x: 100, y: 100), at: 0)
        for k in 1...12 { move(0, CGPoint(x: 100 + 5 * Double(k), y: 100), at: Double(k) / 120) }
        press(1, CGPoint(x: 460, y: 400), at: 12.5 / 120)
        for k in 13...18 {
            move(0, CGPoint(x: 100 + 5 * Double(k), y: 100), at: Double(k) / 120)
            move(1, CGPoint(x: 460 + 5 * (Double(k) - 12.5), y: 400), at: Double(k) / 120)
        }
        let v = pan.velocity(in: nil)
        XCTAssertEqual(v.x, 600, accuracy: 30)
        XCTAssertEqual(v.y, 0, accuracy: 30)
    }

    func testMinimumNumberOfTouchesWaitsForTheFingersAndEndsWhenFewerAreLeft() {
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        root.addGestureRecognizer(pan)
        let states = log(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        for k in 1...5 { move(0, CGPoint(x: 100, y: 100 + 10 * Double(k)), at: Double(k) / 120) }
        XCTAssertEqual(pan.state, .possible)
        press(1, CGPoint(x: 300, y: 150), at: 0.05)
        let t = moveBoth(steps: 4, start: 0.05) { k in (CGPoint(x: 100, y: 150 + 40 * k), CGPoint(x: 300, y: 150 + 40 * k)) }
        XCTAssertEqual(pan.state, .changed)
        // Counted from when the second finger came down.
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30))
        lift(1, CGPoint(x: 300, y: 190), at: t + 0.01)
        XCTAssertEqual(states.states.last, .ended)
    }

    func testAFingerBeyondMaximumNumberOfTouchesIsNotFollowed() {
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        root.addGestureRecognizer(pan)
        press(7, CGPoint(x: 10, y: 10), at: 0)
        press(0, CGPoint(x: 300, y: 300), at: 0.01)
        move(0, CGPoint(x: 300, y: 500), at: 0.02)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(pan.numberOfTouches, 1)
        move(7, CGPoint(x: 10, y: 50), at: 0.03)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30))  // R28
        lift(7, CGPoint(x: 10, y: 50), at: 0.05)
        XCTAssertEqual(pan.state, .ended)
    }

    func testLocationOfTouchReadsEachFingerInTheView() {
        let photo = View(frame: CGRect(x: 50, y: 50, width: 300, height: 300), name: "photo")
        root.addSubview(photo)
        let pan = PanGestureRecognizer()
        photo.addGestureRecognizer(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 300), at: 0)
        XCTAssertEqual(pan.numberOfTouches, 2)
        XCTAssertEqual(pan.location(ofTouch: 0, in: photo), CGPoint(x: 50, y: 50))
        XCTAssertEqual(pan.location(ofTouch: 1, in: photo), CGPoint(x: 150, y: 250))
        XCTAssertEqual(pan.location(in: photo), CGPoint(x: 100, y: 150))
    }
}
