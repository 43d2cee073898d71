import Foundation
import Harness
import Input
import ViewTree
import XCTest
@testable import Playground

/// The lab's panel reads as a newcomer reads it (issue 51): no rule number to look up, and the
/// quiet "no diagnostics yet" is not in the red of a refused call.
final class AnimatorLabWordsTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    /// The Continue button's centre (`AnimatorLabSceneTests`' layout).
    private let continueButton = CGPoint(x: 92.4 + 136.9 * 8, y: 306)

    private func lab(_ app: PlaygroundApp) throws -> AnimatorLabScene {
        try XCTUnwrap(app.scene as? AnimatorLabScene)
    }

    private func hint(_ lab: AnimatorLabScene) throws -> TextLabel {
        try XCTUnwrap(lab.view.subviews.flatMap(\.subviews).first { $0.name == "hintLabel" }?.label)
    }

    func testTheHintSaysWhatHappensToAnIllegalCallWithoutARuleNumber() throws {
        let app = try PlaygroundApp.forTests(scene: "animator-lab")
        let words = try hint(try lab(app)).string
        XCTAssertNil(words.range(of: #"\(R\d+\)"#, options: .regularExpression), words)
    }

    func testNoDiagnosticsYetIsInTheHintsGreyAndARefusedCallInRed() throws {
        let app = try PlaygroundApp.forTests(scene: "animator-lab")
        let scene = try lab(app)
        let grey = try hint(scene).color
        // Before any call: the quiet line, grey as the hint.
        XCTAssertEqual(scene.diagnosticLabel.label?.color, grey)
        let tap = [InputRecord(time: 0.1, kind: .down(continueButton)), InputRecord(time: 0.13, kind: .up(continueButton))]
        let session = try ReplaySession(app: app, size: size, records: tap)
        session.run()
        // A refused call (continue while inactive): both lines in the warning's colour.
        let warning = try XCTUnwrap(scene.diagnosticDetail.label?.color)
        XCTAssertNotEqual(warning, grey)
        XCTAssertEqual(scene.diagnosticLabel.label?.color, warning)
    }
}

/// `fluid export --scene animator-lab` (and `C`) give the animator the lab's chip names: the
/// chip starts at `.easeInOut`, and so does the exported code (it said a spring).
final class AnimatorLabExportTests: XCTestCase {
    func testTheExportedTimingIsTheChipsEaseInOut() throws {
        let app = try PlaygroundApp.forTests(scene: "animator-lab")
        let lab = try XCTUnwrap(app.scene as? AnimatorLabScene)
        XCTAssertEqual(lab.curve, .easeInOut)
        let tuning = AnimatorLabScene.defaultTuning
        XCTAssertEqual(AnimatorLabScene.releaseTiming(for: tuning), .cubic(curve: .easeInOut, duration: tuning.response))
    }
}
