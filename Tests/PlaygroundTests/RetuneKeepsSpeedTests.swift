import Animation
import Foundation
import Gestures
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// A retune key pressed mid-flight keeps the view's current speed (`continueOnSpring`
/// dropped it, 1,128 → 73 pt/s): the new spring starts at the presented velocity (R15, R24).
final class RetuneKeepsSpeedTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func speed(_ view: View) -> Double {
        let v = view.presentedVelocity(of: .frame)
        return (v[0] * v[0] + v[1] * v[1]).squareRoot()
    }

    func testARetuneMidFlightKeepsTheSpeedInEverySceneThatRetunesASpring() throws {
        for name in ["wwdc-card", "mini-player", "floating-player", "half-modal"] {
            let app = try PlaygroundApp.forTests(scene: name)
            app.resize(to: size)
            let view = try XCTUnwrap(app.scene.movingView, name)
            let demo = app.scene.demoDrag(in: size)
            // A short flick, then the spring it hands to runs on.
            let to = CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * 0.3, y: demo.from.y + (demo.to.y - demo.from.y) * 0.3)
            let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: to, start: 0.1, duration: 0.08))
            while !run.isFinished { run.step() }
            for _ in 0..<6 { run.step() }
            let before = speed(view)
            XCTAssertGreaterThan(before, 200, "\(name): moving when the key is pressed")
            app.handle(.key(name: "]", timestamp: run.nextFrameTime))
            XCTAssertEqual(speed(view) / before, 1, accuracy: 0.05, "\(name): \(Int(before)) → \(Int(speed(view))) pt/s at the retune")
            run.run()
            XCTAssertTrue(app.isSettled, name)
        }
    }
}
