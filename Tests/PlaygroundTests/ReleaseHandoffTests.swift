import Animation
import Foundation
import Gestures
import Platform
import ViewTree
import XCTest
@testable import Playground

/// The release hand-off (R26, F1, issue 11): an animation a release starts begins at the release.
final class ReleaseHandoffTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// R26: what a release starts counts from the release, not from the frame before it, so the
    /// finger's last stretch and the animation's first are not both drawn in one frame.
    func testAnAnimationAReleaseStartsCountsFromTheReleaseTime() throws {
        let (app, scene) = try PlaygroundApp.onTemplate(size: size)
        let demo = scene.demoDrag(in: size)
        // Released at 0.255 s: between the frames at 15/60 and 16/60 s.
        let drag = DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 0.155)
        let run = ScriptedRun(app: app, size: size, records: drag)
        while !run.isFinished { run.step() }
        let animator = try XCTUnwrap(scene.animators.first)
        let frameTime = HeadlessRunner.time(ofFrame: run.frame - 1)
        XCTAssertEqual(frameTime, 16.0 / 60, accuracy: 1e-9)
        // fractionComplete of a running animator is its time fraction (R16).
        XCTAssertEqual(Double(animator.fractionComplete) * animator.duration, frameTime - 0.255, accuracy: 1e-6)
    }
}
