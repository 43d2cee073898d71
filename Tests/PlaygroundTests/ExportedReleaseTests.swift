import Foundation
import Input
import Platform
import ScriptedInput
import UIKitPlayground
import XCTest
@testable import Playground

/// F8 (v4): every release runs what `C` prints for it. For each draggable scene whose release is
/// a spring, `fluid new`'s template (these released through Momentum's `Release`) and the UIKit
/// card (`fluid new --uikit`'s template, UIKit code's own `UIViewPropertyAnimator`),
/// drags at 60, 100, 125 and 1,000 Hz (a flick and a slower throw): the UIKit code `C` prints,
/// read back and evaluated with UIKit's own formula (R22 for the mass/stiffness form, R23 for the
/// duration form, `PlatformSpring`), puts the moving view where the engine does over the 30
/// frames after the release, within 1.5 pt.
final class ExportedReleaseTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let rates = [60.0, 100, 125, 1000]

    private var springScenes: [Scene.Type] {
        // The templates too: every scene `fluid new` (and `--uikit`) makes releases through them;
        // the UIKit card's is UIKit code's own animator.
        (SceneCatalog.all + [SceneTemplate.self] + UIKitScenes.all).filter { type in
            guard type != AnimatorLabScene.self, type != GalleryScene.self else { return false }
            if case .spring = type.releaseTiming(for: type.defaultTuning) { return true }
            return false
        }
    }

    private func number(after label: String, in text: Substring) -> Double? {
        guard let range = text.range(of: label) else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" })
    }

    /// UIKit's motion for the printed code, 0 → 1.
    private func platform(_ code: String) throws -> PlatformSpring {
        let line = try XCTUnwrap(code.split(separator: "\n").first { $0.contains("UISpringTimingParameters(") }, code)
        let v = try XCTUnwrap(number(after: "initialVelocity: CGVector(dx: ", in: line), String(line))
        if let ratio = number(after: "dampingRatio: ", in: line) {
            let animator = try XCTUnwrap(code.split(separator: "\n").first { $0.contains("UIViewPropertyAnimator(duration: ") })
            let duration = try XCTUnwrap(number(after: "UIViewPropertyAnimator(duration: ", in: animator))
            return try XCTUnwrap(PlatformSpring.uikitFit(duration: duration, dampingRatio: ratio, initialVelocity: v),
                                 "UIKit's fit finds no spring for the printed duration form:\n\(code)")
        }
        let k = try XCTUnwrap(number(after: "stiffness: ", in: line)), c = try XCTUnwrap(number(after: "damping: ", in: line))
        return PlatformSpring(stiffness: k, damping: c, initialVelocity: v)
    }

    /// Checks one release; false when it moved the view too little to compare.
    private func assertExportRuns(_ type: Scene.Type, rate: Double, speed: Double,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let app = PlaygroundApp(sceneType: type)
        app.showsHUD = false
        var printed = ""
        app.printExport = { printed += $0 }
        app.resize(to: size)
        let demo = app.scene.demoDrag(in: size)
        let length = hypot(Double(demo.to.x - demo.from.x), Double(demo.to.y - demo.from.y))
        let k = CGFloat(min(200 / length, 0.5))
        let end = CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * k, y: demo.from.y + (demo.to.y - demo.from.y) * k)
        var records = DragScript.drag(from: demo.from, to: end, start: 0.1037, duration: Double(k) * length / speed, sampleRate: rate)
        records[records.count - 1].time += 0.004
        let run = ScriptedRun(app: app, size: size, records: records)
        let view = try XCTUnwrap(app.scene.movingView)
        var frames: [(t: Double, y: Double)] = []
        var start: ReleaseStart?
        while run.frame < 600 {
            run.step()
            if start == nil, app.pointer?.isDown == false { start = app.feel.releaseStart }
            // On the animation clock, the spring's own.
            if start != nil { frames.append((app.driver.now, Double(view.presentedTransformedFrame.minY))) }
            if run.isFinished && app.isSettled { break }
        }
        let label = "\(type.name) at \(Int(rate)) Hz, \(Int(speed)) pt/s"
        let spring = try XCTUnwrap(start, "\(label): the release started a spring")
        let t0 = spring.time
        app.handle(.key(name: "C", timestamp: run.nextFrameTime))
        let motion = try platform(printed)
        let y0 = Double(spring.origin.y), rest = try XCTUnwrap(frames.last).y
        guard abs(rest - y0) > 5 else { return false }   // nothing to throw
        XCTAssertGreaterThanOrEqual(frames.count, 30, label, file: file, line: line)
        for frame in frames.prefix(30) {
            let expected = y0 + (rest - y0) * motion.value(at: frame.t - t0)
            XCTAssertEqual(frame.y, expected, accuracy: 1.5, "\(label): t \(frame.t)\n\(printed.prefix(400))", file: file, line: line)
        }
        return true
    }

    func testEverySpringReleaseRunsTheUIKitCodeCPrints() throws {
        var compared: [String: Int] = [:]
        for type in springScenes {
            for rate in rates {
                for speed in [600.0, 1800] where try assertExportRuns(type, rate: rate, speed: speed) {
                    compared[type.name, default: 0] += 1
                }
            }
        }
        // Every scene threw far enough to compare at every rate, with one speed at least.
        for type in springScenes {
            XCTAssertGreaterThanOrEqual(compared[type.name] ?? 0, rates.count, type.name)
        }
    }
}
