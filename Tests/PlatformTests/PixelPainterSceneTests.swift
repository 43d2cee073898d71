import Foundation
import Harness
import Painting
import Platform
import Playground
import Raster
import ScriptedInput
import XCTest

/// The pure painter (`PixelPainter`, no SDL) and the SDL renderer, both driven by the one
/// `TreePainter`, draw the playground's scenes to the same pixels within 1/255 per channel,
/// frame after frame of each scene's demo drag: rounded corners, rounded and transformed
/// clips, translucency, pictures (scaled at 2×), rotations and backdrop blurs.
///
/// Text needs SDL_ttf, which the pure painter does not have: the renderer here finds no font
/// (`FLUID_FONT` names none), so neither draws labels and the scenes are compared without them.
/// No picture or blur in these scenes is drawn rotated (the one fill each painter samples its
/// own way; see `PixelPainterRotatedTextureTests`).
final class PixelPainterSceneTests: XCTestCase {
    static let size = CGSize(width: 640, height: 400)

    /// Replays `scene`'s demo drag on both painters in step and compares every `every`-th frame.
    private func compare(_ scene: String, pixelsPerPoint: Double = 1, frames: Int = 36, every: Int = 6,
                         file: StaticString = #filePath, line: UInt = #line) throws {
        let pair = try PainterPair(points: Self.size, pixelsPerPoint: pixelsPerPoint)
        func session(_ painter: Surface) throws -> ReplaySession {
            let app = try PlaygroundApp(sceneName: scene)
            app.showsHUD = false
            app.resize(to: Self.size)
            let drag = app.scene.demoDrag(in: Self.size)
            return ReplaySession(app: app, painter: painter, size: Self.size,
                                 records: DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3))
        }
        let sdl = try session(pair.renderer), pure = try session(pair.pure)
        var exact = 0, compared = 0, worst = 0
        for frame in 1...frames {
            sdl.step()
            pure.step()
            guard frame % every == 0 else { continue }
            let difference = PixelDifference(pair.renderer.pixels, pair.pure.pixels)
            compared += 1
            if difference.differing == 0 { exact += 1 }
            worst = max(worst, difference.largest)
            XCTAssertLessThanOrEqual(difference.largest, 1,
                                     "\(scene) at \(pixelsPerPoint)×, frame \(frame): \(difference.beyondOne.count) pixels differ by more than 1/255, the first at \(difference.beyondOne.first.map { "\($0)" } ?? "-")",
                                     file: file, line: line)
        }
        print("\(scene) at \(pixelsPerPoint)×: \(exact) of \(compared) frames byte-identical, largest difference \(worst)/255")
    }

    func testCardBlurIsTheSamePixelsOnBothPainters() throws { try compare("card-blur") }
    func testDrawerIsTheSamePixelsOnBothPainters() throws { try compare("drawer") }
    func testWWDCCardIsTheSamePixelsOnBothPainters() throws { try compare("wwdc-card") }
    func testGalleryIsTheSamePixelsOnBothPainters() throws { try compare("gallery", frames: 12) }
    func testPullUpBlurIsTheSamePixelsOnBothPainters() throws { try compare("pull-up-blur") }
    func testGalleryAtTwicePixelsPerPointIsTheSamePixelsOnBothPainters() throws {
        try compare("gallery", pixelsPerPoint: 2, frames: 8)
    }
    func testCardBlurAtTwicePixelsPerPointIsTheSamePixelsOnBothPainters() throws {
        try compare("card-blur", pixelsPerPoint: 2, frames: 40, every: 8)
    }
}
