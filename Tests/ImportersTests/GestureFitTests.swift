import Foundation
import Gestures
@testable import Importers
import Input
import XCTest

/// `--fit SCENE`: the gesture starts on the scene's draggable view, scaled only to stay inside.
final class GestureFitTests: XCTestCase {
    private let canvas = CGRect(x: 0, y: 0, width: 1280, height: 800)

    private func flick(from start: CGPoint, by offset: CGPoint) -> [InputRecord] {
        [InputRecord(time: 0, kind: .down(start)),
         InputRecord(time: 0.01, kind: .move(CGPoint(x: start.x + offset.x / 2, y: start.y + offset.y / 2))),
         InputRecord(time: 0.02, kind: .move(CGPoint(x: start.x + offset.x, y: start.y + offset.y))),
         InputRecord(time: 0.03, kind: .up(CGPoint(x: start.x + offset.x, y: start.y + offset.y)))]
    }

    func testAGestureThatFitsIsMovedNotScaled() throws {
        let records = flick(from: CGPoint(x: 180, y: 666), by: CGPoint(x: 0, y: -300))
        let fit = try XCTUnwrap(GestureFit(records: records, start: CGPoint(x: 640, y: 778), bounds: canvas))
        XCTAssertEqual(fit.scale, 1)
        let fitted = fit.apply(to: records)
        XCTAssertEqual(fitted.first?.kind, .down(CGPoint(x: 640, y: 778)))
        XCTAssertEqual(fitted.last?.kind, .up(CGPoint(x: 640, y: 478)))
        XCTAssertEqual(fitted.map(\.time), records.map(\.time))
    }

    func testAGestureTooLongIsScaledAboutItsStartToStayInside() throws {
        let records = flick(from: CGPoint(x: 500, y: 2300), by: CGPoint(x: 100, y: -1556))
        let fit = try XCTUnwrap(GestureFit(records: records, start: CGPoint(x: 640, y: 778), bounds: canvas))
        XCTAssertEqual(fit.scale, 0.5, accuracy: 1e-12)
        let fitted = fit.apply(to: records)
        XCTAssertEqual(fitted.first?.kind, .down(CGPoint(x: 640, y: 778)))
        XCTAssertEqual(fitted.last?.kind, .up(CGPoint(x: 690, y: 0)))
        XCTAssertTrue(fitted.allSatisfy { $0.pointerEvent.map { canvas.contains($0.location) || $0.location.y == 0 } ?? true })
    }

    func testARecordingWithNoTouchDownHasNoFit() {
        XCTAssertNil(GestureFit(records: [InputRecord(time: 0, kind: .key("a"))], start: .zero, bounds: canvas))
    }
}
