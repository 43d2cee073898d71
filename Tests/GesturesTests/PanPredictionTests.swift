import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// A pan predicts where a throw ends (SwiftUI's `predictedEndTranslation`): the translation plus
/// the coast of UIScrollView's normal deceleration, v/1000 · 0.998/0.002 = 0.499 s × v.
final class PanPredictionTests: GestureTestCase {
    func testThePredictedEndIsTheTranslationPlusTheNormalCoast() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 100, y: 400, timestamp: 0))
        for i in 1...12 {
            let k = Double(i)
            let y: Double = 400 - 10 * k
            dispatcher.handle(PointerEvent(.move, x: 100, y: y, timestamp: k / 100))
        }
        let t = pan.translation(in: nil), v = pan.velocity(in: nil)
        XCTAssertEqual(Double(v.y), -1000, accuracy: 1e-6, "10 pt every 10 ms")
        let end = pan.predictedEndTranslation(in: nil)
        XCTAssertEqual(Double(end.y), Double(t.y) - 499, accuracy: 1e-6)
        XCTAssertEqual(Double(end.x), Double(t.x), accuracy: 1e-9)
        let location = pan.predictedEndLocation(in: nil)
        XCTAssertEqual(Double(location.y), 280 - 499, accuracy: 1e-6)
        XCTAssertEqual(Double(pan.predictedEndTranslation(in: nil, decelerationRate: 0.99).y), Double(t.y) - 99, accuracy: 1e-6,
                       "the fast rate coasts v/1000 · 0.99/0.01")
    }

    func testAStillPointerPredictsItsTranslation() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 100, y: 400, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 100, y: 300, timestamp: 0.01))
        dispatcher.handle(PointerEvent(.up, x: 100, y: 300, timestamp: 0.5))
        XCTAssertEqual(pan.predictedEndTranslation(in: nil), pan.translation(in: nil), "released after a rest: no coast")
    }
}
