import Foundation
import Input
import Painting
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// Issue 51, points 3 and 11: the feel report says distances with their units, covers none of a
/// scene's words and fits the window; the full HUD's latency caption is clear of the budget lines;
/// "last drag" plots drags only.
final class HUDReadabilityTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(_ scene: String, size: CGSize? = nil) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: size ?? self.size)
        return app
    }

    private func drawn(_ app: PlaygroundApp) -> RecordingPainter {
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        return painter
    }

    func testASettledReportSaysHowFarTheViewTravelledInPoints() {
        let report = FeelReport(fingerSpeed: 1500, dragSpeed: 1480, firstFrameSpeed: 1470, jump: -0.1, overshoot: 3,
                                settleTime: 0.52, projectedDistance: 628, restDistance: 175, restGap: nil)
        XCTAssertEqual(report.lines.1, "overshoot 3.0 pt · settled in 0.52 s · travelled 175 pt (projection 628 pt)")
    }

    func testAMovingReportSaysSoInWordsNotWithAnEllipsis() {
        let report = FeelReport(fingerSpeed: 1500, dragSpeed: 1480, firstFrameSpeed: 1470, jump: -0.1, overshoot: 3,
                                settleTime: nil, projectedDistance: 628, restDistance: nil, restGap: nil)
        XCTAssertEqual(report.lines.1, "overshoot 3.0 pt so far · still moving · projection 628 pt")
    }

    func testANumberThatRoundsToZeroIsWrittenWithoutASign() {
        let report = FeelReport(fingerSpeed: 1500, dragSpeed: -0.2, firstFrameSpeed: 1470, jump: -0.01, overshoot: 0,
                                settleTime: nil, projectedDistance: -0.1, restDistance: nil, restGap: nil)
        XCTAssertEqual(report.lines.0, "finger 1500 pt/s → first frame 1470 pt/s · jump 0.0 pt")
        XCTAssertEqual(report.lines.1, "overshoot 0.0 pt so far · still moving · projection 0 pt")
    }

    func testALineTooWideBreaksBetweenItsPartsNeverInsideOne() {
        let rows = FeelReportLayout.rows(["aaaa · bbbb · cccc", "dd"], width: 11) { CGFloat($0.count) }
        XCTAssertEqual(rows.map(\.text), ["aaaa · bbbb", "cccc", "dd"])
        XCTAssertEqual(rows.map(\.first), [true, true, false])
    }

    func testThePlaceSkipsWordsAndThePanel() {
        let window = CGSize(width: 1280, height: 800)
        let panel = CGRect(x: 972, y: 8, width: 300, height: 64)
        let underPanel = FeelReportLayout.place(CGSize(width: 400, height: 38), window: window, panel: panel, avoiding: [])
        XCTAssertEqual(underPanel, CGRect(x: 872, y: 78, width: 400, height: 38))
        let words = [CGRect(x: 855, y: 84, width: 400, height: 64)]
        let elsewhere = FeelReportLayout.place(CGSize(width: 400, height: 38), window: window, panel: panel, avoiding: words)
        XCTAssertFalse(elsewhere.intersects(words[0]) || elsewhere.intersects(panel), "\(elsewhere)")
    }

    /// The report's box after a short flick that falls back, against every word of the scene.
    private func assertReportCoversNoWords(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try app(scene)
        let demo = app.scene.demoDrag(in: size)
        let to = CGPoint(x: demo.from.x, y: demo.from.y - 40)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: to, duration: 0.3))
        run.run()
        let report = try XCTUnwrap(app.feel.place.current, file: file, line: line)
        let painter = drawn(app)
        let first = try XCTUnwrap(painter.texts.first { $0.string == report.lines.0 }, file: file, line: line)
        let box = try XCTUnwrap(painter.fills.first { $0.rect.contains(first.origin) && $0.rect.height < 80 }?.rect, file: file, line: line)
        for words in FeelReportLayout.words(in: app.scene.view, measure: { painter.textWidth($0.string, size: $0.size, color: $0.color) }) {
            XCTAssertFalse(box.intersects(words), "\(scene): the report \(box) covers words at \(words)", file: file, line: line)
        }
    }

    func testTheReportLeavesTheHalfModalsCaptionClear() throws {
        try assertReportCoversNoWords("half-modal")
    }

    func testTheReportLeavesTheMiniPlayersTilesClear() throws {
        try assertReportCoversNoWords("mini-player")
    }

    func testTheReportFitsANarrowWindow() throws {
        let narrow = CGSize(width: 420, height: 700)
        let app = try app("drawer", size: narrow)
        let demo = app.scene.demoDrag(in: narrow)
        let run = ScriptedRun(app: app, size: narrow, records: DragScript.drag(from: demo.from, to: demo.to, duration: 0.1))
        run.run()
        XCTAssertNotNil(app.feel.place.current)
        let painter = drawn(app)
        let dimmed = painter.texts.filter { $0.color == HUD.dim && $0.size == 11 && $0.string.contains("pt") }
        XCTAssertGreaterThan(dimmed.count, 1, "the second line is broken into rows")
        for text in painter.texts where text.size == 11 {
            XCTAssertLessThanOrEqual(painter.span(of: text).upperBound, narrow.width, "\(text.string) runs off the window")
        }
    }

    func testTheLatencyCaptionIsClearOfTheBudgetLines() throws {
        let app = try app("drawer")
        app.hud.detail = .full
        let painter = drawn(app)
        let caption = try XCTUnwrap(painter.texts.first { $0.string.hasPrefix("input → screen") })
        let top = caption.origin.y, bottom = caption.origin.y + caption.size * 1.3
        for (a, b, _) in painter.lines where a.y == b.y {
            XCTAssertFalse((top...bottom).contains(a.y) && painter.span(of: caption).overlaps(min(a.x, b.x)...max(a.x, b.x)),
                           "a line at y \(a.y) crosses the caption (\(top)–\(bottom))")
        }
    }

    /// Issue 52: with a cheap present a light scene's latency is near 1 ms, which whole
    /// milliseconds showed as "p50 1 · p99 1": the caption gives tenths.
    func testTheLatencyCaptionGivesTenthsOfAMillisecond() throws {
        let app = try app("drawer")
        app.hud.detail = .full
        let demo = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: demo.to, duration: 0.3))
        for _ in 0..<60 {
            let time = run.nextFrameTime
            run.step()
            app.presented(at: time + 0.0014)   // each frame on screen 1.4 ms after its time
        }
        let caption = try XCTUnwrap(drawn(app).texts.first { $0.string.hasPrefix("input → screen") }).string
        XCTAssertNotNil(caption.range(of: #"p50 \d+\.\d · p99 \d+\.\d · lag \d+\.\d · "#, options: .regularExpression),
                        caption)
    }

    /// A tap on the floating player's thumbnail expands it: no drag, nothing plotted.
    func testATapsAnimationIsNotPlottedAsTheLastDrag() throws {
        let app = try app(FloatingPlayerScene.name)
        let thumbnail = FloatingPlayerScene.thumbnailFrame(in: size)
        let centre = CGPoint(x: thumbnail.midX, y: thumbnail.midY)
        let run = ScriptedRun(app: app, size: size, records: [
            InputRecord(time: 0.1, kind: .down(centre)), InputRecord(time: 0.15, kind: .up(centre)),
        ])
        run.run(frames: 40)
        XCTAssertFalse(app.isSettled, "the tap started the expansion")
        XCTAssertEqual(app.hud.gesture.count, 0)
        run.run()
        XCTAssertEqual(app.hud.gesture.count, 0)
    }

    /// The floating player grows as it rises: its corner runs along a diagonal, far faster than
    /// the finger ("first frame 4734 pt/s" for a 1,788 pt/s flick, the finger's speed read along
    /// that diagonal as 964). The report follows the point the finger held, along the flick.
    func testTheFloatingPlayerIsMeasuredWhereTheFingerHeldIt() throws {
        let app = try PlaygroundApp.forTests(scene: FloatingPlayerScene.name)
        let thumbnail = FloatingPlayerScene.thumbnailFrame(in: size)
        // 180 points up in 0.1 s: 1,800 pt/s.
        let flick = DragScript.verticalDrag(x: thumbnail.midX, fromY: thumbnail.midY, toY: thumbnail.midY - 180, duration: 0.1)
        let run = ScriptedRun(app: app, size: size, records: flick)
        run.run()
        let report = try XCTUnwrap(app.feel.place.current)
        XCTAssertEqual(report.fingerSpeed, 1800, accuracy: 180, "the finger's own speed, not its share along a diagonal")
        XCTAssertEqual(report.firstFrameSpeed / report.fingerSpeed, 1, accuracy: 0.5,
                       "the held point moves about as the finger did (\(report.firstFrameSpeed) pt/s)")
        XCTAssertEqual(report.firstFrameSpeed, report.dragSpeed, accuracy: 0.15 * report.dragSpeed, "no lurch at the release")
    }

    /// `C` after a flick says what it copied in plain English ("copied drawer's the last release").
    func testTheCopyToastSaysWhatWasCopiedInWords() throws {
        let app = try app("drawer")
        let demo = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: demo.to, duration: 0.1))
        run.run()
        app.printExport = { _ in }
        app.clipboard = { _ in true }
        app.handle(.key(name: "C", timestamp: run.nextFrameTime))
        let release = try XCTUnwrap(PlaygroundApp.exportedRelease(try XCTUnwrap(app.feel.place.current)))
        let said = String(format: "copied the last release (%.0f pt/s over %.0f pt, initial velocity %.2f/s) as UIKit, SwiftUI, CSS, Android and Flutter code",
                          release.velocity, release.distance, release.relativeVelocity)
        XCTAssertEqual(app.hud.message?.text, said)
    }
}
