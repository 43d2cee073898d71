import Animation
import Foundation
import Input
import ViewTree
import XCTest
@testable import Playground

/// Issue 47 item 4: the feel report, `C` and `G` speak of the photo's zoom in scale and its turn
/// in radians, each release as the spring it started (F8).
final class PhotoFeelTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private var centre: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    /// Two fingers about the centre spreading from 60 to 240 pt apart-half (a zoom of 4, past the
    /// limit of 3) and turning 0.5 rad clockwise over 0.3 s at 120 Hz, lifted in motion.
    private func pinchAndTurn(start: Double = 0.1) -> [InputRecord] {
        func place(_ k: Double) -> (CGPoint, CGPoint) {
            let r = 60 + 180 * k, a = 0.5 * k
            return (CGPoint(x: centre.x - r * cos(a), y: centre.y - r * sin(a)), CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a)))
        }
        let (a0, b0) = place(0)
        var records = [InputRecord(time: start, kind: .down(a0), pointer: 0), InputRecord(time: start + 0.004, kind: .down(b0), pointer: 1)]
        for i in 1...36 {
            let (a, b) = place(Double(i) / 36), t = start + 0.01 + Double(i) / 120
            records += [InputRecord(time: t, kind: .move(a), pointer: 0), InputRecord(time: t + 0.001, kind: .move(b), pointer: 1)]
        }
        let (a1, b1) = place(1), end = start + 0.01 + 0.3 + 0.006
        records += [InputRecord(time: end, kind: .up(a1), pointer: 0), InputRecord(time: end + 0.002, kind: .up(b1), pointer: 1)]
        return records
    }

    /// The pinch and turn played until everything rests, with the relative velocity each of the
    /// zoom's and the turn's springs started with, read from their animators at the release.
    private func released() throws -> (PlaygroundApp, ScriptedRun, zoom: Double, turn: Double) {
        let app = try PlaygroundApp.forTests(scene: PhotoScene.name)
        let run = ScriptedRun(app: app, size: size, records: pinchAndTurn())
        let motions = app.scene.measuredMotions
        var ran: [Double?] = [nil, nil]
        while run.frame < 600 {
            run.step()
            for k in 0..<2 where ran[k] == nil && app.pointer?.isDown == false {
                if let animator = motions[k].animator(), case let .spring(_, _, _, v) = animator.currentRun.curve.parameters {
                    ran[k] = Double(v.dx)
                }
            }
            if run.isFinished && app.isSettled { break }
        }
        return (app, run, try XCTUnwrap(ran[0], "the zoom's release ran a spring"), try XCTUnwrap(ran[1], "the turn's release ran a spring"))
    }

    func testTheZoomsReleaseIsReportedInScaleUnitsAsTheSpringThatRan() throws {
        let (app, _, zoom, _) = try released()
        let (name, report) = try XCTUnwrap(app.feel.motions.report(0))
        XCTAssertEqual(name, "zoom")
        XCTAssertEqual(report.unit, .scale)
        XCTAssertTrue(report.isSettled)
        // Past the limit of 3 the zoom springs back: it rests about 3, below where it let go.
        XCTAssertEqual(try XCTUnwrap(report.springVelocity), zoom, accuracy: 1e-12)
        XCTAssertLessThan(try XCTUnwrap(report.springDistance), -0.05)
        XCTAssertGreaterThan(report.fingerSpeed, 1, "the fingers were spreading at several scale per second")
        XCTAssertEqual(Double(app.scene.measuredMotions[0].value()), 3, accuracy: 0.001)
    }

    func testTheTurnsReleaseIsReportedInRadiansAsTheSpringThatRan() throws {
        let (app, _, _, turn) = try released()
        let (name, report) = try XCTUnwrap(app.feel.motions.report(1))
        XCTAssertEqual(name, "turn")
        XCTAssertEqual(report.unit, .radians)
        XCTAssertEqual(try XCTUnwrap(report.springVelocity), turn, accuracy: 1e-12)
        // Half a radian short of an eighth of a turn: it snaps back to 0.
        XCTAssertEqual(try XCTUnwrap(report.springDistance), -0.5, accuracy: 0.08)
        XCTAssertGreaterThan(report.fingerSpeed, 1, "the fingers turned at about 1.7 rad/s")
    }

    /// `C` prints a section for the zoom and one for the turn, each with the initial velocity its
    /// spring started with.
    func testCCopiesTheZoomAndTheTurnAsTheSpringsThatRan() throws {
        let (app, run, zoom, turn) = try released()
        var printed = ""
        app.printExport = { printed += $0 }
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key("C"))])
        let lines = printed.split(separator: "\n").map(String.init)
        func initialVelocity(after header: String) throws -> Double {
            let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(header) }, printed)
            let line = try XCTUnwrap(lines[start...].first { $0.contains("initialVelocity: CGVector(dx: ") }, printed)
            let number = try XCTUnwrap(line.range(of: "initialVelocity: CGVector(dx: "))
            return try XCTUnwrap(Double(line[number.upperBound...].prefix { $0 != "," }))
        }
        XCTAssertEqual(try initialVelocity(after: "// UIKit: photo zoom,"), zoom, accuracy: 1e-5 * max(1, abs(zoom)))
        XCTAssertEqual(try initialVelocity(after: "// UIKit: photo turn,"), turn, accuracy: 1e-5 * max(1, abs(turn)))
    }

    func testTheReleaseCommentSpeaksInTheMotionsUnit() {
        let timing = PhotoScene.releaseTiming(for: PhotoScene.defaultTuning)
        let zoom = TuningExport(sceneName: "photo zoom", timing: timing,
                                release: TuningExport.Release(velocity: 1.5, distance: 0.5, unit: .scale))
        let turn = TuningExport(sceneName: "photo turn", timing: timing,
                                release: TuningExport.Release(velocity: -2, distance: 0.25, unit: .radians))
        XCTAssertEqual(zoom.text(.uikit).split(separator: "\n")[1],
                       "// the release: 1.5 scale/s with 0.5 to go (initial velocity 3 of the distance a second)")
        XCTAssertEqual(turn.text(.uikit).split(separator: "\n")[1],
                       "// the release: -2 rad/s with 0.25 rad to go (initial velocity -8 of the distance a second)")
    }

    func testTheReportsLinesSpeakInScaleAndRadians() {
        var report = FeelReport(fingerSpeed: 1.234, dragSpeed: 1.2, firstFrameSpeed: 1.18, jump: 0.0042, overshoot: 0.0123,
                                settleTime: 0.5, projectedDistance: 0, restDistance: -0.4567, restGap: nil, unit: .scale)
        XCTAssertEqual(report.lines.0, "finger 1.23 scale/s → first frame 1.18 scale/s · jump 0.004")
        XCTAssertEqual(report.lines.1, "overshoot 0.012 · settled in 0.50 s · travelled -0.457")
        report.unit = .radians
        report.settleTime = nil
        XCTAssertEqual(report.lines.0, "finger 1.23 rad/s → first frame 1.18 rad/s · jump 0.004 rad")
        XCTAssertEqual(report.lines.1, "overshoot 0.012 rad so far · still moving")
    }

    /// `G`'s ghost outlines the turned picture, so the replayed pinch shows its zoom and turn:
    /// while it plays, the outline spans more than the photo at rest.
    func testGsGhostShowsTheZoomAndTheTurn() throws {
        let (app, run, _, _) = try released()
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key("G"))])
        let ghost = try XCTUnwrap(app.replay?.ghostView)
        XCTAssertEqual(ghost.name, "photoTurn")
        let rest = try XCTUnwrap(app.scene.view.viewNamed("photo")).frame
        var widest: CGFloat = 0, points: [CGPoint] = []
        for _ in 0..<60 {
            run.step()
            guard let view = app.replay?.ghostView else { break }
            let n = GhostOutline.outline(of: view, into: &points)
            let xs = points[0..<n].map(\.x)
            widest = max(widest, (xs.max() ?? 0) - (xs.min() ?? 0))
        }
        XCTAssertGreaterThan(widest, rest.width * 2, "the ghost zoomed with the replayed pinch")
    }
}
