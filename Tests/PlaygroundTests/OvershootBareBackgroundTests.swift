import Foundation
import Input
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// Issue 51, point 4: a low damping ratio never shows what the layout hides. Where a scene's
/// views cover the window at rest, every frame of a fast flick's spring covers it too: a band of
/// the bare scene background (the root view's colour) never opens up while a sheet or picture
/// overshoots, at ζ 0.5 and at ζ 0.3.
final class OvershootBareBackgroundTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The grid points (every 16 points, inset by 4) some drawn view other than the root covers.
    private static func covered(in root: View, size: CGSize) -> Set<Int> {
        var rects: [CGRect] = []
        func walk(_ view: View, alpha: CGFloat) {
            let a = alpha * view.presentation.alpha
            guard !view.isHidden, a > 0.01 else { return }
            if view !== root, view.image != nil || view.backgroundColor.alpha > 0.5 {
                rects.append(view.convert(view.presentedBounds, to: nil))
            }
            for sub in view.subviews { walk(sub, alpha: a) }
        }
        walk(root, alpha: 1)
        var points = Set<Int>()
        let columns = Int(size.width / 16)
        for row in 0..<Int(size.height / 16) {
            for column in 0..<columns {
                let p = CGPoint(x: CGFloat(column) * 16 + 4, y: CGFloat(row) * 16 + 4)
                if rects.contains(where: { $0.contains(p) }) { points.insert(row * columns + column) }
            }
        }
        return points
    }

    /// Flicks `scene` by `dy` from `from` at `damping` and returns, per frame until rest, the
    /// grid points covered before and at rest that a frame leaves bare (the worst frame's count and rows).
    private func bareAtWorst(scene: String, from: CGPoint, dy: CGFloat, damping: Double,
                             before: [InputRecord] = []) throws -> (count: Int, rows: [Int]) {
        let app = try PlaygroundApp.forTests(scene: scene)
        var tuning = app.tuning
        tuning.dampingRatio = damping
        app.tuning = tuning
        let start = (before.map(\.time).max() ?? 0) + 0.5
        let flick = DragScript.verticalDrag(x: from.x, fromY: from.y, toY: from.y + dy, start: start, duration: 0.08)
        let run = ScriptedRun(app: app, size: size, records: before + flick)
        var frames: [Set<Int>] = []
        let firstFrame = Int(start * 60)
        run.run(frames: firstFrame)
        // Where views cover the window both before the flick and at rest, no frame between shows
        // the bare background (what lies open before or after, a gap between tiles, may show).
        let before = Self.covered(in: app.scene.view, size: size)
        for _ in 0..<300 {
            run.step()
            frames.append(Self.covered(in: app.scene.view, size: size))
        }
        XCTAssertTrue(app.isSettled, "\(scene) at ζ \(damping) rests after 5 s")
        let rest = Self.covered(in: app.scene.view, size: size).intersection(before)
        let columns = Int(size.width / 16)
        let worst = frames.map { rest.subtracting($0) }.max { $0.count < $1.count } ?? []
        return (worst.count, Array(Set(worst.map { $0 / columns * 16 })).sorted())
    }

    private func assertNoBand(_ scene: String, from: CGPoint, dy: CGFloat, before: [InputRecord] = [],
                              file: StaticString = #filePath, line: UInt = #line) throws {
        for damping in [0.5, 0.3] {
            let bare = try bareAtWorst(scene: scene, from: from, dy: dy, damping: damping, before: before)
            XCTAssertEqual(bare.count, 0, "\(scene) at ζ \(damping): bare background at rows \(bare.rows)",
                           file: file, line: line)
        }
    }

    /// The full player overshooting the top leaves no band at the bottom (it overshot 101 pt).
    func testTheMiniPlayersFullPlayerShowsNoBandWhenItOvershootsTheTop() throws {
        try assertNoBand("mini-player", from: CGPoint(x: 640, y: 704), dy: -250)
    }

    /// The picture pulled up past its open place keeps its strip's colour at the top (111 pt).
    func testThePulledUpPictureShowsNoBandWhenItOvershootsOpen() throws {
        try assertNoBand("pull-up-blur", from: CGPoint(x: 640, y: 700), dy: -250)
    }

    /// Pushed back down, the picture overshooting its closed place shows sky above it, not page.
    func testThePulledDownPictureShowsNoBandWhenItOvershootsClosed() throws {
        let open = DragScript.verticalDrag(x: 640, fromY: 700, toY: 450, start: 0.1, duration: 0.08)
        try assertNoBand("pull-up-blur", from: CGPoint(x: 640, y: 40), dy: 250, before: open)
    }

    /// The floating player overshooting full screen still covers the window.
    func testTheFloatingPlayerShowsNoBandWhenItOvershootsFullScreen() throws {
        let thumbnail = FloatingPlayerScene.thumbnailFrame(in: size)
        try assertNoBand("floating-player", from: CGPoint(x: thumbnail.midX, y: thumbnail.midY), dy: -250)
    }
}
