import Foundation
import Painting
import Platform
import Raster
import ViewTree
import XCTest

/// A picture or a backdrop blur under rotation is drawn by the SDL renderer as the pure painter
/// draws it (`ShapeFiller.fillTexturedInMemory`: each pixel at its coverage of the outline, its
/// texel sampled bilinearly at its centre), so the window and `--pure-painter` agree within 1/255
/// there too. SDL's own triangles (SDL_RenderGeometry) sampled the nearest texel, and in 32-bit
/// arithmetic that overflows once a triangle's area times a texel coordinate passes 2^31
/// (a turned photo at 2×): the turned photo then showed memory from beyond its picture.
final class RotatedTextureParityTests: XCTestCase {
    private func drawBoth(_ root: View, _ pair: PainterPair) {
        for painter in [pair.renderer as Surface, pair.pure as Surface] {
            painter.beginFrame(background: .black)
            painter.draw(root)
            painter.endFrame()
        }
    }

    func testRotatedPicturesAndBlursMatchThePurePainter() throws {
        let size = CGSize(width: 320, height: 240)
        let pair = try PainterPair(points: size)
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = Color(hex: 0xE9ECF2)
        let still = View(frame: CGRect(x: 180, y: 10, width: 130, height: 80))
        still.image = ImageReference(path: "Assets/landscape.bmp")
        still.cornerRadius = 12
        let tint = View(frame: CGRect(x: 10, y: 150, width: 120, height: 70))
        tint.backgroundColor = Color(hex: 0x0A84FF, alpha: 0.5)
        tint.cornerRadius = 20
        tint.transform = Transform(rotationAngle: 0.4)
        let photo = View(frame: CGRect(x: 30, y: 30, width: 170, height: 110))
        photo.image = ImageReference(path: "Assets/landscape.bmp")
        photo.cornerRadius = 14
        photo.transform = Transform(rotationAngle: 0.25)
        let glass = View(frame: CGRect(x: 150, y: 120, width: 140, height: 90))
        glass.blurRadius = 6
        glass.blurTint = Color(white: 1, alpha: 0.3)
        glass.cornerRadius = 12
        glass.transform = Transform(rotationAngle: -0.35)
        for view in [still, tint, photo, glass] { root.addSubview(view) }

        drawBoth(root, pair)

        let difference = PixelDifference(pair.renderer.pixels, pair.pure.pixels)
        XCTAssertLessThanOrEqual(difference.largest, 1, "\(difference.beyondOne.count) pixels differ by more than 1/255")
    }

    func testALargeTurnedPictureShowsOnlyItsOwnTexels() throws {
        // 1280 × 800 texels turned and scaled past the canvas: SDL's triangles overflowed here.
        let size = CGSize(width: 640, height: 400)
        let pair = try PainterPair(points: size)
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .black
        let photo = View(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        photo.image = ImageReference(path: "Assets/landscape.bmp")
        photo.transform = Transform(rotationAngle: 0.3).scaledBy(x: 2.2, y: 2.2)
        root.addSubview(photo)

        drawBoth(root, pair)

        let difference = PixelDifference(pair.renderer.pixels, pair.pure.pixels)
        XCTAssertLessThanOrEqual(difference.largest, 1, "\(difference.beyondOne.count) pixels differ by more than 1/255")
    }
}
