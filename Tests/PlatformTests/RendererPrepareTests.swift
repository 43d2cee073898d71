import Foundation
import XCTest
@testable import Platform
import ViewTree

/// `Renderer.prepare` does the first frame's setup before it, and changes no pixel.
final class RendererPrepareTests: XCTestCase {
    private func scene() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        let picture = View(frame: CGRect(x: 10, y: 10, width: 90, height: 70))
        picture.image = ImageReference(path: "Assets/album.bmp")
        root.addSubview(picture)
        let glass = View(frame: CGRect(x: 40, y: 30, width: 100, height: 80))
        glass.blurRadius = 6
        glass.blurTint = Color(white: 1, alpha: 0.2)
        root.addSubview(glass)
        return root
    }

    private func firstFrame(prepared: Bool) throws -> [UInt8] {
        let renderer = Renderer(canvas: try Canvas(width: 160, height: 120), threads: 1)
        renderer.warnings.printsToStandardError = false
        let root = scene()
        if prepared { renderer.prepare(root) }
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        return renderer.canvas.image().pixels
    }

    func testPreparedFirstFrameIsTheSameAsAnUnpreparedOne() throws {
        XCTAssertEqual(try firstFrame(prepared: true), try firstFrame(prepared: false))
    }

    func testPrepareKeepsAStillScaledPictureForTheFirstFrame() throws {
        // Scaling a large picture into the kept copy and then copying it would make the first
        // timed frame the dearest; prepare's frames pay for it instead.
        let renderer = Renderer(canvas: try Canvas(width: 400, height: 300), threads: 1)
        renderer.warnings.printsToStandardError = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let picture = View(frame: root.bounds)
        picture.image = ImageReference(path: "Assets/album.bmp")
        root.addSubview(picture)
        renderer.prepare(root)
        XCTAssertEqual(renderer.keptScaledPictures, 1)
    }

    func testPrepareLoadsPicturesOfHiddenViewsToo() throws {
        let renderer = Renderer(canvas: try Canvas(width: 40, height: 40), threads: 1)
        renderer.warnings.printsToStandardError = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        hidden.image = ImageReference(path: "no/such/picture-for-prepare.bmp")
        hidden.isHidden = true
        root.addSubview(hidden)
        renderer.prepare(root)
        // Loading the missing file is what warns: prepare must have tried it.
        XCTAssertEqual(renderer.warnings.all.compactMap(\.path), ["no/such/picture-for-prepare.bmp"], "\(renderer.warnings.all)")
    }
}
