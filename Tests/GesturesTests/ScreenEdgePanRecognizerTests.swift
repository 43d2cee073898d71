import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// R36: a screen-edge pan is a pan that starts at one of its edges of the window.
final class ScreenEdgePanRecognizerTests: GestureTestCase {
    private func edgePan(_ edges: RectEdge) -> (ScreenEdgePanGestureRecognizer, StateLog) {
        let pan = ScreenEdgePanGestureRecognizer()
        pan.edges = edges
        root.addGestureRecognizer(pan)
        return (pan, log(pan))
    }

    func testAPressAtItsEdgeBeginsAPanWithItsTranslation() {
        let (pan, states) = edgePan(.left)
        drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), release: false)
        XCTAssertEqual(states.states.first, .began)
        XCTAssertEqual(pan.translation(in: root).x, 90, accuracy: 1e-9, "a pan's hysteresis is left out as for any pan")
    }

    func testAPressAwayFromItsEdgesFailsAtOnceSoAnotherPanGoesAhead() {
        let (edge, edgeStates) = edgePan([.left, .right])
        let plain = PanGestureRecognizer()
        root.addGestureRecognizer(plain)
        let plainStates = log(plain)
        drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400))
        XCTAssertEqual(edgeStates.states, [])
        XCTAssertEqual(edge.state, .failed)
        XCTAssertEqual(plainStates.states.first, .began)
    }

    func testEachEdgeCountsWithinItsWidth() {
        let (pan, _) = edgePan(.all)
        XCTAssertTrue(pan.startsAtEdge(CGPoint(x: 200, y: 20)))
        XCTAssertFalse(pan.startsAtEdge(CGPoint(x: 200, y: 21)))
        XCTAssertTrue(pan.startsAtEdge(CGPoint(x: 380, y: 400)))
        XCTAssertTrue(pan.startsAtEdge(CGPoint(x: 200, y: 780)))
        XCTAssertFalse(pan.startsAtEdge(CGPoint(x: 200, y: 400)))
    }

    func testNoEdgesNeverBegins() {
        let (pan, states) = edgePan([])
        drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(states.states, [])
        XCTAssertEqual(pan.state, .failed)
    }
}
