import Foundation
import Gestures
import Harness
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Deterministic replay (the same recording gives the same bytes and state) and one golden
/// picture per scene at a fixed moment of a fixed drag.
///
/// A changed picture is an explicit update: run the tests with FLUID_UPDATE_GOLDENS=1 and commit
/// Tests/PlaygroundTests/Goldens/. A failing comparison writes the actual picture and a diff
/// image to out/goldens/.
final class GoldenSceneTests: XCTestCase {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("out/goldens")
    static let size = CGSize(width: 1280, height: 800)
    /// Goldens are stored shrunk 4× (320 × 200): small files, and anti-aliasing noise averages out.
    static let shrink = 4

    /// Runs `scene` through its demo drag and stops mid-animation (frame 36, 0.6 s in).
    private func render(_ scene: String, frames: Int = 36) throws -> (BitmapImage, Data) {
        let app = try PlaygroundApp(sceneName: scene)
        app.showsHUD = false
        app.resize(to: Self.size)
        let drag = app.scene.demoDrag(in: Self.size)
        let session = try ReplaySession(app: app, size: Self.size,
                                        records: DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3))
        session.run(frames: frames)
        return (session.surface.image(downsampledBy: Self.shrink), try app.snapshot().json())
    }

    func testReplayingTheSameRecordingGivesIdenticalPicturesAndState() throws {
        for scene in ["drawer", "card-blur", "gallery"] {
            let first = try render(scene), second = try render(scene)
            XCTAssertEqual(first.0.pixels, second.0.pixels, "\(scene): pictures differ")
            XCTAssertEqual(first.1, second.1, "\(scene): state differs")
        }
    }

    private func checkGolden(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (actual, _) = try render(scene)
        let path = Self.goldens.appendingPathComponent("\(scene).bmp").path
        if ProcessInfo.processInfo.environment["FLUID_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try BitmapFile.write(actual, to: path)
            return
        }
        guard let golden = try? BitmapFile.read(path) else {
            XCTFail("no golden for \(scene) at \(path): run with FLUID_UPDATE_GOLDENS=1 to create it", file: file, line: line)
            return
        }
        XCTAssertEqual(golden.width, actual.width, file: file, line: line)
        XCTAssertEqual(golden.height, actual.height, file: file, line: line)
        guard golden.width == actual.width, golden.height == actual.height else { return }
        var total = 0, off = 0
        var diff = [UInt8](repeating: 255, count: actual.pixels.count)
        for i in stride(from: 0, to: actual.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<3 {
                let d = abs(Int(actual.pixels[i + c]) - Int(golden.pixels[i + c]))
                total += d
                worst = max(worst, d)
                diff[i + c] = UInt8(min(255, d * 4))
            }
            if worst > 16 { off += 1 }
        }
        let pixels = actual.width * actual.height
        let mean = Double(total) / Double(pixels * 3)
        // Anti-aliasing may move a little; a real change moves much more.
        if mean > 1.0 || Double(off) > Double(pixels) * 0.005 {
            try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
            try BitmapFile.write(actual, to: Self.output.appendingPathComponent("\(scene)-actual.bmp").path)
            try BitmapFile.write(BitmapImage(width: actual.width, height: actual.height, pixels: diff, hasAlpha: false),
                                 to: Self.output.appendingPathComponent("\(scene)-diff.bmp").path)
            XCTFail(String(format: "%@ differs from its golden: mean %.2f per channel, %d pixels off by more than 16; see %@",
                           scene, mean, off, Self.output.path), file: file, line: line)
        }
    }

    func testDrawerMatchesGolden() throws { try checkGolden("drawer") }
    func testPullUpBlurMatchesGolden() throws { try checkGolden("pull-up-blur") }
    func testCardBlurMatchesGolden() throws { try checkGolden("card-blur") }
    func testHalfModalMatchesGolden() throws { try checkGolden("half-modal") }
    func testFloatingPlayerMatchesGolden() throws { try checkGolden("floating-player") }
    func testWWDCCardMatchesGolden() throws { try checkGolden("wwdc-card") }
    func testMiniPlayerMatchesGolden() throws { try checkGolden("mini-player") }
    func testAnimatorLabMatchesGolden() throws { try checkGolden("animator-lab") }
    func testGalleryMatchesGolden() throws { try checkGolden("gallery") }
    func testScrollViewMatchesGolden() throws { try checkGolden("scroll-view") }
}
