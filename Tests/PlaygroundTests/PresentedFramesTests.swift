import Foundation
import Input
import Painting
import Platform
import Raster
import ScriptedInput
import XCTest
@testable import Playground

/// What the window shows is the model (issue: a switched scene stayed on screen). The window
/// keeps its frame in a texture and uploads only the pixels `takeUnpresented()` names, and it
/// draws only frames that `needsDisplay` asks for; this runs the playground that way, with the
/// HUD on, through every key that changes the whole picture, and compares the texture with a
/// full redraw of the same model after every frame.
final class PresentedFramesTests: XCTestCase {
    /// A playground run as the window runs it: frames drawn only when asked for.
    private final class WindowLikeRun {
        let app: PlaygroundApp
        let renderer: Renderer
        let step: FrameStep
        /// The window's texture: what was uploaded, and nothing else.
        var texture = PresentedCopy()
        private(set) var frame = 0

        init(scene: String, size: CGSize, fullRedraw: Bool) throws {
            app = try PlaygroundApp(sceneName: scene)
            app.printExport = { _ in }
            renderer = try Renderer(points: size, threads: 1)
            renderer.fullRedraw = fullRedraw
            step = FrameStep(client: app, painter: renderer)
            app.resize(to: size)
        }

        var time: Double { Double(frame + 1) / 60 }

        /// One frame with `inputs`; true when it was drawn.
        @discardableResult
        func run(_ inputs: [InputEvent] = []) -> Bool {
            step.begin(stamp: time)
            for input in inputs {
                if case .resized(let size) = input {
                    try? renderer.resize(width: Int(size.width), height: Int(size.height))
                }
                step.handle(input)
            }
            step.update(to: time)
            frame += 1
            guard frame == 1 || step.needsDisplay else { return false }
            step.draw()
            texture.present(renderer)
            return true
        }
    }

    /// Runs `keys` in `scene` (one key every 40 frames, a drag between some), comparing the
    /// window's texture with a full redraw after every frame.
    private func assertPresentedMatchesFullRedraw(scene: String, events: [[InputEvent]],
                                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let size = CGSize(width: 480, height: 300)
        let window = try WindowLikeRun(scene: scene, size: size, fullRedraw: false)
        let full = try WindowLikeRun(scene: scene, size: size, fullRedraw: true)
        for (index, inputs) in events.enumerated() {
            for frame in 0..<40 {
                let now = inputs.map { $0.shifted(by: window.time) }
                let drawn = window.run(frame == 0 ? now : [])
                full.run(frame == 0 ? now : [])
                guard drawn else { continue }
                if let row = window.texture.firstDifferingRow(from: full.renderer.pixels) {
                    XCTFail("\(scene), input \(index) (\(inputs)), frame \(frame): the window shows row \(row) "
                            + "unlike a full redraw", file: file, line: line)
                    return
                }
            }
        }
    }

    private func key(_ name: String) -> [InputEvent] { [.key(name: name, timestamp: 0)] }

    func testEverySceneKeyShowsTheNewSceneWhole() throws {
        let keys = (2...9).map { key(String($0)) } + [key("Tab"), key("1")]
        try assertPresentedMatchesFullRedraw(scene: "drawer", events: keys)
    }

    func testResetHUDModesHelpAndReplayShowTheirPictureWhole() throws {
        let drag = DragScript.drag(from: CGPoint(x: 240, y: 290), to: CGPoint(x: 240, y: 120), start: 0, duration: 0.2)
            .map { InputEvent($0) }
        let events = [drag, key("]"), key("0"), key("H"), key("H"), key("H"), key("?"), key("Escape"),
                      key("G"), key("C"), key("T"), key("Space"), key("Space")]
        try assertPresentedMatchesFullRedraw(scene: "drawer", events: events)
    }

    func testAResizeShowsTheWholeCanvas() throws {
        let events: [[InputEvent]] = [[.resized(CGSize(width: 400, height: 260))], key("3"), [.resized(CGSize(width: 480, height: 300))]]
        try assertPresentedMatchesFullRedraw(scene: "drawer", events: events)
    }
}
