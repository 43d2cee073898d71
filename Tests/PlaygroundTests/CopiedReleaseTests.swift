import Animation
import Foundation
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// F8 (v4): `C` copies the release that ran: the initial velocity the spring started with, read
/// from the animator the release started (what `--trace` shows), not the speed of the drag's last
/// drawn frame; and the feel report names the same spring.
final class CopiedReleaseTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A flick in `scene` (its up 6 ms after the last move), then `C` once it rests: the printed
    /// UIKit initialVelocity, and the spring's initial velocity as the animator started it.
    private func copied(scene: String) throws -> (printed: Double, ran: Double, report: FeelReport) {
        let app = try PlaygroundApp.forTests(scene: scene)
        var printed = ""
        app.printExport = { printed += $0 }
        let demo = app.scene.demoDrag(in: size)
        let end = CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * 0.35, y: demo.from.y + (demo.to.y - demo.from.y) * 0.35)
        var records = DragScript.drag(from: demo.from, to: end, start: 0.1037, duration: 0.2, sampleRate: 125)
        records[records.count - 1].time += 0.006
        let run = ScriptedRun(app: app, size: size, records: records)
        var ran: Double?
        while run.frame < 400 {
            run.step()
            if ran == nil, app.pointer?.isDown == false,
               let animator = app.scene.animators.first(where: { $0.isRunning }),
               case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters {
                ran = Double(velocity.dx)
            }
            if run.isFinished && app.isSettled { break }
        }
        app.handle(.key(name: "C", timestamp: run.nextFrameTime))
        let label = "UISpringTimingParameters("
        let line = try XCTUnwrap(printed.split(separator: "\n").first { $0.contains(label) }, printed)
        let number = try XCTUnwrap(line.range(of: "initialVelocity: CGVector(dx: "), String(line))
        let text = line[number.upperBound...].prefix { $0 != "," }
        return (try XCTUnwrap(Double(text)), try XCTUnwrap(ran, "\(scene): the release ran a spring"),
                try XCTUnwrap(app.feel.place.current))
    }

    func testCCopiesTheInitialVelocityTheSpringStartedWith() throws {
        for scene in [DrawerScene.name, FloatingPlayerScene.name, PullUpBlurScene.name] {
            let (printed, ran, _) = try copied(scene: scene)
            XCTAssertEqual(printed, ran, accuracy: 1e-5 * max(1, abs(ran)), "\(scene)")
        }
    }

    func testTheFeelReportNamesTheSpringThatRan() throws {
        let (_, ran, report) = try copied(scene: DrawerScene.name)
        XCTAssertEqual(try XCTUnwrap(report.springVelocity), ran, accuracy: 1e-12)
        XCTAssertGreaterThan(abs(try XCTUnwrap(report.springDistance)), 0.5)
    }
}
