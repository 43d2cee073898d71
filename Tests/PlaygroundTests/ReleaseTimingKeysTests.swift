import Animation
import Foundation
import Gestures
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// F1 and F2 in the seed-curve scenes: card-blur's and pull-up-blur's release is a
/// spring that starts at the finger's speed and whose damping `[` `]` change; `L` brings back the
/// seed's ease-in-out.
final class ReleaseTimingKeysTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A flick up a third of card-blur's travel, released at a frame's time; the sheet's speed
    /// over the last frame before, its presented velocity at the release, and its top 0.3 s on.
    private func flick(_ tuning: SceneTuning, scene: String = "card-blur", view name: String = "whiteView")
        throws -> (finger: Double, released: Double, later: Double) {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.tuning = tuning
        app.resize(to: size)
        let demo = app.scene.demoDrag(in: size)
        let to = CGPoint(x: demo.from.x, y: demo.from.y - 240)
        // 240 points in 0.15 s (1,600 pt/s): released at 0.25 s, the frame at 15/60 s.
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: to, start: 0.1, duration: 0.15))
        let sheet = try XCTUnwrap(app.scene.view.viewNamed(name))
        var ys: [Double] = []
        while !run.isFinished { run.step(); ys.append(Double(sheet.presentation.frame.minY)) }
        let finger = (ys[ys.count - 1] - ys[ys.count - 3]) * 30
        let released = sheet.presentedVelocity(of: .frame)[1]
        run.run(frames: 18)
        return (finger, released, Double(sheet.presentation.frame.minY))
    }

    func testTheReleaseStartsAtTheFingersSpeedAtTheDefaultTuning() throws {
        let (finger, released, _) = try flick(CardBlurScene.defaultTuning)
        XCTAssertLessThan(finger, -1000, "a flick up")
        XCTAssertEqual(released / finger, 1, accuracy: 0.1, "\(Int(finger)) → \(Int(released)) pt/s (F1)")
    }

    func testPullUpBlursReleaseStartsAtTheFingersSpeedInBothVariants() throws {
        for pausing in [false, true] {
            var tuning = PullUpBlurScene.defaultTuning
            tuning.pausesOnCompletion = pausing
            let (finger, released, _) = try flick(tuning, scene: "pull-up-blur", view: "imageView")
            XCTAssertLessThan(finger, -1000, "a flick up")
            XCTAssertEqual(released / finger, 1, accuracy: 0.1, "pausing \(pausing): \(Int(finger)) → \(Int(released)) pt/s (F1)")
        }
    }

    func testDampingChangesTheRelease() throws {
        var springy = CardBlurScene.defaultTuning
        springy.dampingRatio = 0.5
        let critical = try flick(CardBlurScene.defaultTuning), bouncy = try flick(springy)
        XCTAssertGreaterThan(abs(critical.later - bouncy.later), 5, "[ ] change where the sheet is 0.3 s on (F2)")
    }

    func testSeedTimingContinuesTheSeedsCurveAndDropsTheSpeed() throws {
        var seed = CardBlurScene.defaultTuning
        seed.usesSeedTiming = true
        let (finger, released, _) = try flick(seed)
        XCTAssertLessThan(abs(released), abs(finger) * 0.8, "the seed's ease-in-out does not carry the finger (L)")
        XCTAssertTrue(KeyTable.keys(of: CardBlurScene.self).uses.isSuperset(of: [.seedTiming, .damping]))
    }
}
