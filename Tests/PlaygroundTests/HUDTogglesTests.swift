import Foundation
import Gestures
import Harness
import XCTest
@testable import Playground

/// Every toggle a key flips shows its state: in the compact HUD (what is on screen by default)
/// and in `--trace`.
final class HUDTogglesTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(_ scene: String) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: size)
        return app
    }

    private func compactHUD(_ app: PlaygroundApp) -> String {
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        return painter.allText
    }

    func testLAndSChangeTheCompactHUD() throws {
        let app = try app("drawer")
        let before = compactHUD(app)
        XCTAssertTrue(before.contains("L spring"), before)
        XCTAssertTrue(before.contains("S linear"), before)
        app.handle(.key(name: "L", timestamp: 0))
        let afterL = compactHUD(app)
        XCTAssertTrue(afterL.contains("L example's timing"), afterL)
        app.handle(.key(name: "S", timestamp: 0))
        XCTAssertTrue(compactHUD(app).contains("S on curve"), compactHUD(app))
    }

    func testPShowsWhereTheSceneUsesIt() throws {
        let app = try app("pull-up-blur")
        XCTAssertTrue(compactHUD(app).contains("P completes"))
        app.handle(.key(name: "P", timestamp: 0))
        XCTAssertTrue(compactHUD(app).contains("P pauses"))
    }

    func testTheTraceHoldsEveryToggle() throws {
        let app = try app("pull-up-blur")   // a scene that uses S, P and L
        app.showsHUD = false
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let session = try ReplaySession(app: app, size: size, records: [])
        session.run(frames: 1)
        for key in ["L", "S", "P", "T", "Space"] { session.runner.step(inputs: [.key(name: key, timestamp: 0.1)]) }
        app.trace?.flush()
        let lines = try text.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(lines.count, 6)
        func flags(_ line: [String: Any]) throws -> [Bool] {
            let tuning = try XCTUnwrap(line["tuning"] as? [String: Any])
            let clock = try XCTUnwrap(line["clock"] as? [String: Any])
            return try [tuning["usesSeedTiming"], tuning["scrubsLinearly"], tuning["pausesOnCompletion"],
                        clock["slowMotion"], clock["paused"]].map { try XCTUnwrap($0 as? Bool) }
        }
        let first = try flags(lines[0])
        // Each key flips its own toggle, one line after another.
        for i in 1...5 {
            var expected = first
            for j in 0..<i { expected[j].toggle() }
            XCTAssertEqual(try flags(lines[i]), expected, "after \(i) keys")
        }
    }
}
