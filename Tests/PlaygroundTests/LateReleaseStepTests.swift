import Foundation
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// F7 addendum (v4): a mouse's button-up comes anywhere within a report interval after its last
/// move. It lifts the finger where that move left it; it is not a sample of a finger that stood
/// still since. Whatever the delay, the first frame after the release continues the drag's step
/// (within 15 %), never half a step.
final class LateReleaseStepTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The moving view's step (points, along the drag) of each frame of a flick at `rate` Hz whose
    /// up comes `upDelay` seconds after its last move, and the index of the first frame after
    /// the release.
    private func steps(scene: String, rate: Double, upDelay: Double) throws -> (steps: [Double], release: Int) {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.resize(to: size)
        let demo = app.scene.demoDrag(in: size)
        let length = hypot(Double(demo.to.x - demo.from.x), Double(demo.to.y - demo.from.y))
        // A steady flick at about 1,000 pt/s over most of the demo drag, not aligned with frames.
        let duration = 0.35 * length / 1000
        let end = CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * 0.35, y: demo.from.y + (demo.to.y - demo.from.y) * 0.35)
        var records = DragScript.drag(from: demo.from, to: end, start: 0.1037, duration: duration, sampleRate: rate)
        records[records.count - 1].time += upDelay
        let run = ScriptedRun(app: app, size: size, records: records)
        let view = try XCTUnwrap(app.scene.movingView)
        let ux = Double(end.x - demo.from.x) / length / 0.35, uy = Double(end.y - demo.from.y) / length / 0.35
        var origins: [CGPoint] = [], release = -1
        while run.frame < 200 {
            let wasDown = app.pointer?.isDown == true
            run.step()
            origins.append(view.presentedTransformedFrame.origin)
            if release < 0, wasDown, app.pointer?.isDown == false { release = origins.count - 1 }
        }
        let steps = zip(origins.dropFirst(), origins).map { Double($0.x - $1.x) * ux + Double($0.y - $1.y) * uy }
        return (steps, release - 1)
    }

    /// Rates and the ups' delays after the last move: within a report interval, as a mouse sends
    /// them, and at least 2–12 ms.
    private let lateUps: [(rate: Double, delays: [Double])] = [
        (60, [0, 0.002, 0.006, 0.012, 0.016]), (100, [0, 0.002, 0.006, 0.0099]),
        (125, [0, 0.002, 0.006, 0.0079, 0.012]), (1000, [0, 0.0005, 0.00099, 0.002, 0.006]),
    ]

    private func assertReleaseContinuesTheStep(scene: String, rates: [Double],
                                               file: StaticString = #filePath, line: UInt = #line) throws {
        for (rate, delays) in lateUps where rates.contains(rate) {
            for delay in delays {
                let (steps, release) = try self.steps(scene: scene, rate: rate, upDelay: delay)
                guard release >= 2 else { return XCTFail("\(scene): no release", file: file, line: line) }
                let drag = steps[release - 1], first = steps[release]
                XCTAssertGreaterThan(drag, 5, "\(scene) \(rate) Hz: the drag moves the view", file: file, line: line)
                XCTAssertEqual(first, drag, accuracy: 0.15 * abs(drag),
                               "\(scene) at \(rate) Hz, up \(delay * 1000) ms late: steps \(steps[(release - 3)...(release + 2)].map { ($0 * 10).rounded() / 10 })",
                               file: file, line: line)
            }
        }
    }

    func testTheDrawersReleaseContinuesTheStepWhateverTheUpsDelay() throws {
        try assertReleaseContinuesTheStep(scene: DrawerScene.name, rates: [60, 100, 125, 1000])
    }

    func testEveryDraggableScenesReleaseContinuesTheStepWithALateUp() throws {
        for scene in [PullUpBlurScene.name, CardBlurScene.name, HalfModalScene.name, FloatingPlayerScene.name,
                      WWDCCardScene.name, MiniPlayerScene.name] {
            try assertReleaseContinuesTheStep(scene: scene, rates: [60, 125, 1000])
        }
    }
}
