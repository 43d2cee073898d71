import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Faults a real session meets, each on the drawer (seed 000): the app never crashes and never
/// leaves an animator half-driven (R31).
final class FaultTests: XCTestCase {
    static let size = CGSize(width: 1280, height: 800)
    static let closedY = 800.0 - 45      // drawer's top edge, closed
    static let openY = closedY - 305     // and open

    private func session(_ records: [InputRecord]) throws -> (PlaygroundApp, ReplaySession) {
        let app = try PlaygroundApp(sceneName: "drawer")
        app.showsHUD = false
        return (app, try ReplaySession(app: app, size: Self.size, records: records))
    }

    private func drawerY(_ app: PlaygroundApp) throws -> Double {
        try XCTUnwrap(app.snapshot().view("drawer")?.frame[1])
    }

    private func presentedDrawerY(_ app: PlaygroundApp) throws -> Double {
        let drawer = try XCTUnwrap(app.root.viewNamed("drawer"))
        return Double(drawer.presentedTransformedFrame.minY)
    }

    func testFocusLostMidDragCancelsAndTheDrawerSettlesAtAnEnd() throws {
        var records = DragScript.drag(from: CGPoint(x: 640, y: 778), to: CGPoint(x: 640, y: 600), start: 0.1, duration: 0.3)
        records.removeLast()   // no release: focus goes first
        records.append(InputRecord(time: 0.45, kind: .focusLost))
        let (app, session) = try session(records)
        session.run()
        XCTAssertTrue(app.isSettled)
        XCTAssertFalse(app.dispatcher.hasActiveGesture)
        let y = try presentedDrawerY(app)
        XCTAssertTrue(abs(y - Self.closedY) < 0.5 || abs(y - Self.openY) < 0.5, "drawer left half-driven at \(y)")
        XCTAssertTrue(app.scene.animators.allSatisfy { $0.state != .active || !$0.isRunning })
    }

    func testEscapeMidDragCancelsTheDragNotTheApp() throws {
        var records = DragScript.drag(from: CGPoint(x: 640, y: 778), to: CGPoint(x: 640, y: 500), start: 0.1, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.45, kind: .key("Escape")))
        let (app, session) = try session(records)
        session.run()
        XCTAssertFalse(app.wantsToQuit, "Escape during a drag cancels the drag only")
        let y = try presentedDrawerY(app)
        XCTAssertTrue(abs(y - Self.closedY) < 0.5 || abs(y - Self.openY) < 0.5, "drawer left half-driven at \(y)")
    }

    func testResizeMidAnimationFollowsLayoutWithoutPassingTheTarget() throws {
        let tap = [InputRecord(time: 0.1, kind: .down(CGPoint(x: 640, y: 778))), InputRecord(time: 0.15, kind: .up(CGPoint(x: 640, y: 778)))]
        let (app, session) = try session(tap)
        session.run(frames: 30)   // half a second into the 1 s opening
        let newSize = CGSize(width: 900, height: 600)
        app.resize(to: newSize)
        let openY = Double(newSize.height) - 45 - 305
        var previous = try presentedDrawerY(app)
        for _ in 0..<120 {
            session.step()
            let y = try presentedDrawerY(app)
            XCTAssertGreaterThanOrEqual(y, openY - 0.5, "the drawer passed its target")
            XCTAssertLessThanOrEqual(y, previous + 0.5, "the drawer moved backwards")
            previous = y
        }
        XCTAssertEqual(previous, openY, accuracy: 0.5)
    }

    func testTenThousandMotionEventsInOneFrameAreAllAbsorbed() throws {
        var records = [InputRecord(time: 0.100, kind: .down(CGPoint(x: 640, y: 778)))]
        for i in 1...10_000 {
            let t = 0.100 + 0.012 * Double(i) / 10_000
            records.append(InputRecord(time: t, kind: .move(CGPoint(x: 640, y: 778 - 300 * Double(i) / 10_000))))
        }
        records.append(InputRecord(time: 0.113, kind: .up(CGPoint(x: 640, y: 478))))
        let (app, session) = try session(records)
        session.run()
        XCTAssertEqual(try drawerY(app), Self.openY, accuracy: 0.5, "a fast upward flick opens the drawer")
    }

    func testOutOfOrderTimestampsDoNotCrashAndTheDragStillWorks() throws {
        var records = DragScript.drag(from: CGPoint(x: 640, y: 778), to: CGPoint(x: 640, y: 420), start: 0.1, duration: 0.3, ease: .smooth)
        records.swapAt(5, 9)
        records.swapAt(12, 13)
        let (app, session) = try session(records)
        session.run()
        XCTAssertEqual(try drawerY(app), Self.openY, accuracy: 0.5)
    }

    func testRecordingWithBadLinesIsRejectedNamingTheLine() {
        let text = """
        {"t": 0.1, "type": "down", "x": 10, "y": 10}
        {"t": 0.2, "type": "move", "x": "NaN", "y": 10}
        """
        XCTAssertThrowsError(try InputRecordCoding.decode(text)) { error in
            XCTAssertEqual((error as? InputRecordError)?.line, 2, "\(error)")
        }
    }
}
