import Foundation
import Gestures
import Input
import Painting
import ViewTree
import XCTest
@testable import Playground

/// The feel report after each release (F1, F7): what the HUD shows until the next drag and
/// `fluid compare` prints for every release.
final class FeelReportTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A steady upward drag of the drawer at 1,500 pt/s (125 Hz), released in motion or after
    /// resting `rest` seconds; run until everything rests.
    private func drawerRelease(rest: Double = 0) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var records = [InputRecord(time: 0.2, kind: .down(CGPoint(x: 640, y: 780)))]
        for k in 1...13 { records.append(InputRecord(time: 0.2 + Double(k) / 125, kind: .move(CGPoint(x: 640, y: 780 - 12 * Double(k))))) }
        let last = records[records.count - 1]
        records.append(InputRecord(time: last.time + rest + 0.0005, kind: .up(CGPoint(x: 640, y: 780 - 156))))
        let run = ScriptedRun(app: app, size: size, records: records)
        run.run()
        for _ in 0..<3 { run.step() }
        return app
    }

    func testAReleaseInMotionIsReportedWithTheFingersAndTheViewsSpeed() throws {
        let app = try drawerRelease()
        let report = try XCTUnwrap(app.feel.place.current)
        // Upwards is the way the view went: speeds are positive along it.
        XCTAssertEqual(report.fingerSpeed, 1500, accuracy: 15, "the tracker's release velocity")
        XCTAssertEqual(report.dragSpeed, 1500, accuracy: 15, "the view moved with the finger")
        XCTAssertEqual(report.firstFrameSpeed / report.dragSpeed, 1, accuracy: 0.1, "F7: no lurch, no stall")
        XCTAssertLessThan(abs(report.jump), 2, "the first frame continues the drag's path")
        XCTAssertNil(report.restGap)
        XCTAssertTrue(report.isSettled)
        // The drawer rests open, 305 points from closed; the drag took it 146 of them (R28), and
        // its last frame showed the finger up to a frame (25 points) before it let go.
        let rest = try XCTUnwrap(report.restDistance)
        XCTAssertGreaterThanOrEqual(rest, 305 - 146 - 0.5)
        XCTAssertLessThanOrEqual(rest, 305 - 146 + 25.5)
        XCTAssertGreaterThan(report.projectedDistance, 700, "1,500 pt/s projects about 750 points (F5)")
        XCTAssertGreaterThanOrEqual(report.overshoot, 0)
        XCTAssertLessThanOrEqual(try XCTUnwrap(report.settleTime), DrawerScene.defaultTuning.response + 0.1)
        XCTAssertEqual(app.feel.place.reports.last, report, "kept for compare")
    }

    func testAReleaseAfterTheFingerStoppedSaysItWasAtRest() throws {
        // R29: 60 ms without a move before the release: the release velocity is zero.
        let app = try drawerRelease(rest: 0.06)
        let report = try XCTUnwrap(app.feel.place.current)
        XCTAssertEqual(report.fingerSpeed, 0)
        XCTAssertEqual(try XCTUnwrap(report.restGap), 0.06, accuracy: 0.002)
        XCTAssertTrue(report.lines.0.hasPrefix("released at rest: last move 60 ms before release"), report.lines.0)
    }

    func testTheHUDShowsTheReportUntilTheNextDrag() throws {
        let app = try drawerRelease()
        app.showsHUD = true
        let lines = try XCTUnwrap(app.feel.place.current).lines
        let painter = TextRecorder()
        app.draw(with: painter, stats: FrameStats())
        XCTAssertTrue(painter.texts.contains(lines.0), "\(painter.texts)")
        XCTAssertTrue(painter.texts.contains(lines.1))
        app.handle(.pointer(PointerEvent(.down, location: CGPoint(x: 640, y: 500), timestamp: 5)))
        let during = TextRecorder()
        app.draw(with: during, stats: FrameStats())
        XCTAssertFalse(during.texts.contains(lines.0), "hidden while a finger is down")
    }
}

/// Keeps the text a frame draws.
final class TextRecorder: Painter {
    var texts: [String] = []
    func beginFrame(background: Color) {}
    func draw(_ root: View) {}
    func drawOverlay(_ view: View, alpha: Double) {}
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) {}
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {}
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {}
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) { texts.append(string) }
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { CGFloat(string.count) * 7 }
}
