import FluidTestSupport
import Foundation
import Painting
import XCTest
@testable import Platform
import ViewTree

/// Scene pictures and the font are read like every other file the program is given: regular
/// files only (a FIFO is refused at once, never waited on), size limits checked on the header
/// before the file is read whole, and a clear warning naming the file.
final class PictureAndFontFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.make("fluid-assets")
    }

    override func tearDown() {
        unsetenv("FLUID_FONT")
        TemporaryDirectory.remove(directory)
    }

    /// Draws a 100×100 view showing `path`; the renderer's warnings.
    private func drawPicture(_ path: String) throws -> [PaintWarning] {
        let renderer = Renderer(canvas: try Canvas(width: 100, height: 100))
        renderer.warnings.printsToStandardError = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.image = ImageReference(path: path)
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        XCTAssertNotEqual(renderer.canvas.pixel(x: 50, y: 50).r, 0, "a placeholder is drawn")
        return renderer.warnings.all
    }

    /// A BMP header claiming `width × height` 32-bit pixels, with no pixels after it.
    private func header(width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 54)
        func put(_ value: Int, at offset: Int, _ count: Int = 4) {
            for k in 0..<count { bytes[offset + k] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        bytes[0] = 0x42; bytes[1] = 0x4D
        put(54 + width * height * 4, at: 2); put(54, at: 10); put(40, at: 14)
        put(width, at: 18); put(height, at: 22); put(1, at: 26, 2); put(32, at: 28, 2)
        return bytes
    }

    func testAFIFOPictureIsAPlaceholderAtOnce() throws {
        let fifo = directory + "/landscape.bmp"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(try drawPicture(fifo), [.pictureUnreadable(path: fifo, reason: "is a FIFO (named pipe), not a regular file")])
    }

    func testAPictureClaimingMorePixelsThanTheLimitIsRefusedOnItsHeader() throws {
        let path = directory + "/huge.bmp"
        FileManager.default.createFile(atPath: path, contents: Data(header(width: 5000, height: 4000)))
        XCTAssertEqual(try drawPicture(path), [.pictureUnreadable(
            path: path, reason: "the header says 5000×4000 pixels, more than the 16384-pixel side or the \(ScenePicture.pixelLimit)-pixel limit")])
    }

    func testAScenePictureStillLoadsWithItsPixels() throws {
        let picture = BitmapImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255], hasAlpha: false)
        let path = directory + "/two.bmp"
        try BitmapFile.write(picture, to: path)
        let canvas = try Canvas(width: 4, height: 4)
        let cache = ImageCache(renderer: canvas.renderer, warnings: Warnings())
        let entry = try XCTUnwrap(cache.entry(for: ImageReference(path: path)))
        XCTAssertEqual(entry.width, 2)
        XCTAssertTrue(entry.isOpaque)
        XCTAssertEqual(entry.pixels[0], 0xFFFF_0000)
        XCTAssertEqual(entry.pixels[1], 0xFF00_00FF)
        cache.close()
        withExtendedLifetime(canvas) {}
    }

    /// The first warning of a renderer made with `FLUID_FONT=path`, which must not draw text.
    private func fontWarning(_ path: String) throws -> PaintWarning? {
        setenv("FLUID_FONT", path, 1)
        let renderer = Renderer(canvas: try Canvas(width: 10, height: 10))
        renderer.warnings.printsToStandardError = false
        XCTAssertFalse(renderer.canDrawText)
        return renderer.warnings.all.first
    }

    func testAFIFOFontIsPassedOverAtOnceWithItsReason() throws {
        let fifo = directory + "/font.ttf"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(try fontWarning(fifo), .noUsableFont(tried: [.init(fifo, reason: "is a FIFO (named pipe), not a regular file")]))
    }

    func testAFileThatIsNotAFontIsPassedOverOnItsHeader() throws {
        let path = directory + "/notes.ttf"
        FileManager.default.createFile(atPath: path, contents: Data("these are not glyphs at all".utf8))
        XCTAssertEqual(try fontWarning(path), .noUsableFont(tried: [.init(path, reason: "not a TrueType or OpenType font file")]))
    }

    func testTheSystemFontIsReadFromItsBytesAndDraws() throws {
        let renderer = Renderer(canvas: try Canvas(width: 200, height: 40))
        renderer.warnings.printsToStandardError = false
        try XCTSkipUnless(renderer.canDrawText, "no system font installed")
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.label = TextLabel("Fluid", size: 20, color: .white)
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        var lit = 0
        for y in 0..<40 { for x in 0..<200 where renderer.canvas.pixel(x: x, y: y).r > 128 { lit += 1 } }
        XCTAssertGreaterThan(lit, 20)
        XCTAssertEqual(renderer.warnings.all, [])
    }
}
