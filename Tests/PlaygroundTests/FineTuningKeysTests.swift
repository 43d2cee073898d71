import Foundation
import Gestures
import XCTest
@testable import Playground

/// Shift with `[` `]` `-` `=` steps by 0.01; other keys do with Shift what they do alone.
final class FineTuningKeysTests: XCTestCase {
    private func app() throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.resize(to: CGSize(width: 1280, height: 800))
        return app
    }

    func testShiftBracketsStepTheDampingRatioByAHundredth() throws {
        let app = try app()
        let start = app.tuning.dampingRatio
        app.handle(.key(name: "Shift+]", timestamp: 0))
        XCTAssertEqual(app.tuning.dampingRatio, start + 0.01, accuracy: 1e-9)
        app.handle(.key(name: "Shift+[", timestamp: 0))
        app.handle(.key(name: "Shift+[", timestamp: 0))
        XCTAssertEqual(app.tuning.dampingRatio, start - 0.01, accuracy: 1e-9)
    }

    func testShiftMinusAndEqualsStepTheDurationByAHundredth() throws {
        let app = try app()
        let start = app.tuning.response
        for _ in 0..<3 { app.handle(.key(name: "Shift+=", timestamp: 0)) }
        XCTAssertEqual(app.tuning.response, start + 0.03, accuracy: 1e-9)
        app.handle(.key(name: "Shift+-", timestamp: 0))
        XCTAssertEqual(app.tuning.response, start + 0.02, accuracy: 1e-9)
        // A coarse step from there keeps the hundredths.
        app.handle(.key(name: "=", timestamp: 0))
        XCTAssertEqual(app.tuning.response, start + 0.07, accuracy: 1e-9)
    }

    func testShiftWithAnotherKeyDoesWhatTheKeyDoes() throws {
        XCTAssertEqual(KeyTable.action(for: "Shift+/"), .help)   // `?` is Shift and `/` on most layouts
        XCTAssertEqual(KeyTable.action(for: "Shift+S"), .toggleScrubbing)
        XCTAssertNil(KeyTable.action(for: "Shift+Q"))
    }

    func testAnUnusedKeyIsStillUnusedWithShift() throws {
        let app = try PlaygroundApp.forTests(scene: "gallery")
        let before = app.tuning
        app.handle(.key(name: "Shift+]", timestamp: 0))
        XCTAssertEqual(app.tuning, before)
        XCTAssertEqual(app.hud.message?.text, "Shift+] is not used in gallery")
    }
}
