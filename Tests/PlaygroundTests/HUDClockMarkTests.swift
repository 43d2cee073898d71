import Foundation
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// Issue 51: pause and slow motion show in the compact HUD (after Space a flick froze half-way
/// with nothing said), and the feel report speaks only of this scene's releases that animate.
final class HUDClockMarkTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(_ scene: String) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: size)
        return app
    }

    private func compactLines(_ app: PlaygroundApp) -> [String] {
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        return painter.allText.split(separator: "\n").map(String.init)
    }

    func testSpaceAndTAreMarkedInTheCompactHUD() throws {
        let app = try app("drawer")
        XCTAssertFalse(compactLines(app).contains("PAUSED"))
        app.handle(.key(name: "Space", timestamp: 0))
        XCTAssertTrue(compactLines(app).contains("PAUSED"), "\(compactLines(app))")
        app.handle(.key(name: "T", timestamp: 0))
        XCTAssertTrue(compactLines(app).contains("PAUSED · SLOW ×0.1"))
        app.handle(.key(name: "Space", timestamp: 0))
        XCTAssertTrue(compactLines(app).contains("SLOW ×0.1"))
        app.handle(.key(name: "T", timestamp: 0))
        XCTAssertFalse(compactLines(app).contains { $0.hasPrefix("SLOW") || $0.hasPrefix("PAUSED") })
    }

    /// A flick in the drawer, then a switch to pull-up blur: the drawer's report is gone.
    func testASceneSwitchClearsTheFeelReport() throws {
        let app = try app("drawer")
        let run = ScriptedRun(app: app, size: size,
                              records: DragScript.drag(from: CGPoint(x: 640, y: 778), to: CGPoint(x: 640, y: 600), duration: 0.1))
        run.run()
        XCTAssertNotNil(app.feel.place.current, "the drawer's release is reported")
        app.handle(.key(name: "2", timestamp: run.nextFrameTime))
        XCTAssertNil(app.feel.place.current, "pull-up blur shows no report of the drawer's release")
    }

    /// The lab's slider scrubs and starts nothing when let go: no report.
    func testAReleaseThatStartsNoAnimationIsNotReported() throws {
        let app = try app(AnimatorLabScene.name)
        let demo = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: demo.to, duration: 0.2))
        run.run()
        XCTAssertNil(app.feel.place.current)
    }
}
