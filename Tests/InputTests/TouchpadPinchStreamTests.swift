import Foundation
import XCTest
@testable import Input

/// XInput 2.4's pinch samples made gestures (issue 47 item 3b): the scale passes through, the
/// turns add up in radians, samples out of place are dropped.
final class TouchpadPinchStreamTests: XCTestCase {
    private let at = CGPoint(x: 120, y: 80)

    private func gestures(_ samples: [(TouchpadPinchStream.Kind, Double, Double, Bool)]) -> [TouchpadGesture] {
        var stream = TouchpadPinchStream()
        var out: [TouchpadGesture] = []
        for (k, sample) in samples.enumerated() {
            stream.take(sample.0, location: at, scale: sample.1, angleDelta: sample.2, cancelled: sample.3,
                        time: Double(k) / 100, fingers: 2) { out.append($0) }
        }
        return out
    }

    func testTheTurnsSinceTheBeginAddUpInRadians() {
        let out = gestures([(.begin, 1, 0, false), (.update, 1.1, 30, false), (.update, 1.2, 60, false), (.end, 1.2, 0, false)])
        XCTAssertEqual(out.map(\.phase), [.began, .changed, .changed, .ended])
        XCTAssertEqual(out[1].rotation, .pi / 6, accuracy: 1e-12)
        XCTAssertEqual(out[2].rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(out[3].rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(out.map(\.scale), [1, 1.1, 1.2, 1.2])
        XCTAssertEqual(out.map(\.timestamp), [0, 0.01, 0.02, 0.03])
    }

    func testAnEndWithTheCancelledFlagCancels() {
        let out = gestures([(.begin, 1, 0, false), (.update, 1.1, 0, false), (.end, 1.1, 0, true)])
        XCTAssertEqual(out.map(\.phase), [.began, .changed, .cancelled])
    }

    func testUpdatesAndEndsWithNoBeginAreDropped() {
        let out = gestures([(.update, 1.1, 10, false), (.end, 1.1, 0, false)])
        XCTAssertEqual(out, [])
    }

    func testASecondBeginCancelsTheFirstGesture() {
        let out = gestures([(.begin, 1, 0, false), (.update, 1.3, 5, false), (.begin, 1, 0, false)])
        XCTAssertEqual(out.map(\.phase), [.began, .changed, .cancelled, .began])
        XCTAssertEqual(out[2].scale, 1.3)
        XCTAssertEqual(out[3].scale, 1)
        XCTAssertEqual(out[3].rotation, 0)
    }

    func testANonPositiveScaleKeepsTheLastOne() {
        let out = gestures([(.begin, 1, 0, false), (.update, 1.5, 0, false), (.update, 0, .nan, false)])
        XCTAssertEqual(out.last?.scale, 1.5)
        XCTAssertEqual(out.last?.rotation, 0)
    }
}
