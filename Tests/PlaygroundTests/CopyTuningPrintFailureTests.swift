import FileSafety
import XCTest
@testable import Playground

/// `C` prints to standard output: when that fails (its reader gone, a full disk), the window
/// says so in the HUD and once on standard error, and goes on.
final class CopyTuningPrintFailureTests: XCTestCase {
    func testAClosedStandardOutputIsOneWarningAndTheAppGoesOn() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var warnings: [PlaygroundWarning] = [], copied = 0
        app.printExport = { _ in throw StandardOutputError.readerGone }
        app.warn = { warnings.append($0) }
        app.clipboard = { _ in copied += 1; return true }
        for _ in 0..<3 { app.handle(.key(name: "C", timestamp: 0)) }
        XCTAssertEqual(warnings, [.copyNotPrinted(reason: StandardOutputError.readerGone.description)], "said once, not per press")
        XCTAssertEqual(warnings.map(\.description), ["C: cannot write standard output: Broken pipe"])
        XCTAssertEqual(copied, 3, "the clipboard still gets the code")
        XCTAssertEqual(app.hud.message?.text, "copied the tuning for a release at rest as code, but cannot write standard output: Broken pipe")
        XCTAssertFalse(app.wantsToQuit)
    }

    func testAFullDiskWithoutAClipboardIsSaidInTheHUD() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var warnings: [PlaygroundWarning] = []
        app.printExport = { _ in throw StandardOutputError.failed(ENOSPC) }
        app.warn = { warnings.append($0) }
        app.handle(.key(name: "C", timestamp: 0))
        XCTAssertEqual(warnings, [.copyNotPrinted(reason: StandardOutputError.failed(ENOSPC).description)])
        XCTAssertEqual(app.hud.message?.text, "could not print the tuning for a release at rest: cannot write standard output: No space left on device (no clipboard here)")
    }
}
