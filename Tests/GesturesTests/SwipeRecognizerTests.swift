import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// R36: a swipe is discrete (default direction right): recognised once when a quick stroke has
/// gone far enough its way.
final class SwipeRecognizerTests: GestureTestCase {
    private var swipe: SwipeGestureRecognizer!
    private var states: [GestureRecognizerState] = []

    override func setUp() {
        super.setUp()
        swipe = SwipeGestureRecognizer()
        root.addGestureRecognizer(swipe)
        states = []
        swipe.addHandler { [unowned self] in self.states.append($0.state) }
    }

    func testTheDefaultDirectionIsRight() {
        XCTAssertEqual(swipe.direction, .right)
    }

    func testAQuickStrokeRightIsRecognisedOnceBeforeTheRelease() {
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 310), steps: 12, release: false)
        XCTAssertEqual(states, [.recognized])
        dispatcher.handle(PointerEvent(.up, x: 200, y: 310, timestamp: 0.2))
        XCTAssertEqual(states, [.recognized])
    }

    func testAStrokeTheWrongWayFails() {
        drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 300), steps: 12)
        XCTAssertEqual(states, [])
        XCTAssertEqual(swipe.state, .failed)
    }

    func testAStrokeMostlyAcrossFails() {
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 400), steps: 12)
        XCTAssertEqual(states, [])
    }

    func testASlowStrokeFails() {
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 240)   // 50 pt a second
        XCTAssertEqual(states, [])
        XCTAssertEqual(swipe.state, .failed)
    }

    func testAStrokeReleasedShortFails() {
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 140, y: 300), steps: 6)
        XCTAssertEqual(states, [])
        XCTAssertEqual(swipe.state, .failed)
    }

    func testSeveralDirectionsAreEachRecognised() {
        swipe.direction = [.up, .down]
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), steps: 12)
        XCTAssertEqual(states, [.recognized])
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), steps: 12, start: 1)
        XCTAssertEqual(states, [.recognized, .recognized])
    }

    /// A swipe and a pan on one view: the swipe needs 50 pt, the pan 10, so the pan wins unless
    /// it is told to wait for the swipe to fail (R30's require(toFail:), across every kind).
    func testAPanThatRequiresTheSwipeToFailWaitsForIt() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        pan.require(toFail: swipe)
        let panStates = log(pan)
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 12)
        XCTAssertEqual(states, [.recognized])
        XCTAssertEqual(panStates.states, [])
        drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), steps: 12, start: 1)
        XCTAssertEqual(panStates.states.first, .began, "a stroke down fails the swipe and the pan goes ahead")
    }
}
