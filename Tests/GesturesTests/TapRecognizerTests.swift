import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// R30 (v2): tap allowable movement, numberOfTapsRequired, failing when a pan begins, and
/// require(toFail:) between any two recognisers.
final class TapRecognizerTests: GestureTestCase {
    private func press(_ x: CGFloat, _ y: CGFloat, at t: Double) {
        dispatcher.handle(PointerEvent(.down, x: x, y: y, timestamp: t))
    }

    private func move(_ x: CGFloat, _ y: CGFloat, at t: Double) {
        dispatcher.handle(PointerEvent(.move, x: x, y: y, timestamp: t))
    }

    private func release(_ x: CGFloat, _ y: CGFloat, at t: Double) {
        dispatcher.handle(PointerEvent(.up, x: x, y: y, timestamp: t))
    }

    private func click(_ x: CGFloat, _ y: CGFloat, at t: Double) {
        press(x, y, at: t)
        release(x, y, at: t + 0.05)
    }

    // R30: press and release 40 points apart is still a tap (UIKit's 45 points).
    func testR30TapAllowsFortyFivePointsOfMovement() {
        let tap = TapGestureRecognizer()
        root.addGestureRecognizer(tap)
        let tapLog = log(tap)
        XCTAssertEqual(tap.allowableMovement, 45)
        press(100, 100, at: 0)
        move(130, 100, at: 0.02)
        move(100, 145, at: 0.04)  // exactly 45
        release(124, 132, at: 0.06)  // 40 away
        XCTAssertEqual(tapLog.states, [.recognized])
    }

    // R30: straying more than 45 points fails the tap, even if it comes back.
    func testR30TapFailsBeyondFortyFivePoints() {
        let tap = TapGestureRecognizer()
        root.addGestureRecognizer(tap)
        let tapLog = log(tap)
        press(100, 100, at: 0)
        move(146, 100, at: 0.02)
        XCTAssertEqual(tap.state, .failed)
        move(100, 100, at: 0.04)
        release(100, 100, at: 0.06)
        XCTAssertEqual(tapLog.states, [])
    }

    // R30: numberOfTapsRequired = 2 recognises on the second release, once.
    func testR30DoubleTapRecognisesOnTheSecondRelease() {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        root.addGestureRecognizer(tap)
        let tapLog = log(tap)
        click(100, 100, at: 0)
        XCTAssertEqual(tapLog.states, [])
        XCTAssertEqual(tap.state, .possible, "waiting for the second tap")
        click(104, 98, at: 0.25)
        XCTAssertEqual(tapLog.states, [.recognized])
        click(100, 100, at: 2)
        XCTAssertEqual(tapLog.states, [.recognized], "a new run starts from one")
    }

    // R30: a second press after the tap interval starts a new run.
    func testR30DoubleTapWithALateSecondPressStartsOver() {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        root.addGestureRecognizer(tap)
        let tapLog = log(tap)
        click(100, 100, at: 0)
        click(100, 100, at: 0.05 + TapGestureRecognizer.maximumTapInterval + 0.1)
        XCTAssertEqual(tapLog.states, [])
        click(100, 100, at: 0.7)
        XCTAssertEqual(tapLog.states, [.recognized], "the 2nd and 3rd clicks make a double tap")
    }

    // R30: a second press far from the first starts a new run.
    func testR30DoubleTapWithAFarSecondPressStartsOver() {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        root.addGestureRecognizer(tap)
        let tapLog = log(tap)
        click(100, 100, at: 0)
        click(200, 100, at: 0.2)
        XCTAssertEqual(tapLog.states, [])
    }

    // R30: a tap fails when a pan on an ancestor begins.
    func testR30TapFailsWhenAPanOnAnAncestorBegins() {
        let button = View(frame: CGRect(x: 50, y: 50, width: 200, height: 100), name: "button")
        root.addSubview(button)
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        button.addGestureRecognizer(tap)
        root.addGestureRecognizer(pan)
        let tapLog = log(tap)
        press(100, 100, at: 0)
        move(100, 112, at: 0.02)  // within the tap's 45 points, past the pan's 10
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(tap.state, .failed)
        release(100, 112, at: 0.04)
        XCTAssertEqual(tapLog.states, [])
    }

    // R30: a single tap that requires a double tap to fail waits; it goes ahead once the double
    // tap's interval has passed (the frame's flush) …
    func testR30SingleTapWaitsForTheDoubleTapToFail() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        let singleLog = log(single), doubleLog = log(double)
        click(100, 100, at: 0)
        dispatcher.flush(at: 0.2)
        XCTAssertEqual(singleLog.states, [], "held while a second tap may come")
        dispatcher.flush(at: 0.05 + TapGestureRecognizer.maximumTapInterval + 0.01)
        XCTAssertEqual(singleLog.states, [.recognized])
        XCTAssertEqual(doubleLog.states, [])
        XCTAssertEqual(double.state, .failed)
    }

    // … and fails when the double tap recognises.
    func testR30SingleTapFailsWhenTheDoubleTapRecognises() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        let singleLog = log(single), doubleLog = log(double)
        click(100, 100, at: 0)
        click(100, 100, at: 0.2)
        XCTAssertEqual(doubleLog.states, [.recognized])
        XCTAssertEqual(singleLog.states, [])
        dispatcher.flush(at: 5)
        XCTAssertEqual(singleLog.states, [])
    }

    // R30: without a flush, the next press elsewhere settles the wait.
    func testR30HeldTapIsSettledByTheNextPress() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        let singleLog = log(single)
        click(100, 100, at: 0)
        press(300, 600, at: 0.1)  // too far to be the second tap
        XCTAssertEqual(singleLog.states, [.recognized])
    }

    // R30: a pan that requires a tap to fail begins only once the tap has failed.
    func testR30PanWaitsForTheTapToFail() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        pan.require(toFail: tap)
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        press(100, 100, at: 0)
        move(100, 130, at: 0.02)
        XCTAssertEqual(pan.state, .possible, "the tap may still recognise")
        XCTAssertEqual(tap.state, .possible)
        move(100, 150, at: 0.04)
        XCTAssertEqual(tap.state, .failed)
        XCTAssertEqual(panLog.states, [.began])
        release(100, 150, at: 0.06)
        XCTAssertEqual(panLog.states.last, .ended)
    }

    // R30: a pan that requires a tap to fail fails when the tap recognises.
    func testR30PanFailsWhenTheTapItWaitsForRecognises() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        pan.beginsOnPress = true
        pan.require(toFail: tap)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(tap)
        let panLog = log(pan), tapLog = log(tap)
        press(100, 100, at: 0)
        XCTAssertEqual(pan.state, .possible, "held: the tap may still recognise")
        release(102, 100, at: 0.05)
        XCTAssertEqual(tapLog.states, [.recognized])
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(panLog.states, [])
    }
}
