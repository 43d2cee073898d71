import Foundation
import Harness
import Input
import ViewTree
import XCTest
@testable import Playground

/// Issue 51: the lab's spring overshoots inside its stage, never cut off at the stage's edge.
final class AnimatorLabStageTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let startButton = CGPoint(x: 92.4, y: 306)

    private func tap(_ p: CGPoint, at time: Double) -> [InputRecord] {
        [InputRecord(time: time, kind: .down(p)), InputRecord(time: time + 0.03, kind: .up(p))]
    }

    /// The subject's widest reach outside the stage over a spring run there and back, in points.
    private func overrun(damping: Double) throws -> CGFloat {
        let app = try PlaygroundApp.forTests(scene: "animator-lab")
        app.resize(to: size)
        var tuning = app.tuning
        tuning.dampingRatio = damping
        app.tuning = tuning
        let lab = try XCTUnwrap(app.scene as? AnimatorLabScene)
        let chip = try XCTUnwrap(lab.view.viewNamed("curve-spring"))
        let centre = chip.convert(CGPoint(x: chip.bounds.midX, y: chip.bounds.midY), to: nil)
        let records = tap(centre, at: 0.1) + tap(startButton, at: 0.3) + tap(startButton, at: 3.5)
        let session = try ReplaySession(app: app, size: size, records: records)
        let stage = try XCTUnwrap(lab.subject.superview).bounds
        var worst: CGFloat = 0
        for _ in 0..<480 {
            _ = session.run(frames: 1)
            let f = lab.subject.presentedTransformedFrame
            worst = max(worst, stage.minX - f.minX, f.maxX - stage.maxX)
        }
        XCTAssertEqual(lab.curve, .spring)
        return worst
    }

    func testTheSpringsOvershootStaysOnTheStage() throws {
        for damping in [0.6, 0.3, 0.1] {
            XCTAssertLessThanOrEqual(try overrun(damping: damping), 0, "ζ \(damping): the subject ran past the stage's edge")
        }
    }
}
