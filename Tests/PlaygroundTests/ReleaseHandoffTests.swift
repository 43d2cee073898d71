import Animation
import Foundation
import Gestures
import Platform
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// The release hand-off (R26, F1): an animation a release starts begins at the release.
final class ReleaseHandoffTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// R26, F7: what a release starts counts from the release, on the clock the frames show the
    /// finger on (the release's time plus the resampling delay), not from the frame before it, so
    /// the finger's last stretch and the animation's first are not both drawn in one frame.
    func testAnAnimationAReleaseStartsCountsFromTheReleaseTime() throws {
        let (app, scene) = try PlaygroundApp.onTemplate(size: size)
        let demo = scene.demoDrag(in: size)
        // Released at 0.255 s; the frames show the finger `delay` late.
        let drag = DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 0.155)
        let run = ScriptedRun(app: app, size: size, records: drag)
        while !run.isFinished { run.step() }
        let animator = try XCTUnwrap(scene.animators.first)
        let delay = app.frameInput.resampler.delay
        let frameTime = HeadlessRunner.time(ofFrame: run.frame - 1)
        XCTAssertGreaterThanOrEqual(frameTime - delay, 0.255, "delivered in the first frame whose sample time passes it")
        XCTAssertLessThan(frameTime - delay - 1.0 / 60, 0.255)
        // fractionComplete of a running animator is its time fraction (R16).
        XCTAssertEqual(Double(animator.fractionComplete) * animator.duration, frameTime - (0.255 + delay), accuracy: 1e-6)
    }
}
