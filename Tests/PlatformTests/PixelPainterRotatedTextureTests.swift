import Foundation
import Painting
import Platform
import Raster
import ViewTree
import XCTest

/// Where the pure painter and the SDL renderer do not match within 1/255, and why: a picture or
/// a backdrop blur under rotation. SDL's renderer draws those as triangles with its own
/// rasteriser (SDL_RenderGeometry: a fan and a feathered rim, each texel the nearest one to
/// where it samples); the pure painter has no triangles and samples bilinearly at each pixel's
/// centre, each pixel at its coverage of the outline (`ShapeFiller.fillTexturedInMemory`).
/// Texels that change fast between neighbours (a photograph's detail) then differ pixel by
/// pixel, though the pictures agree on average. Everything else in the same frame — the
/// axis-aligned picture, the translucent and rotated colours — still matches within 1/255.
final class PixelPainterRotatedTextureTests: XCTestCase {
    func testOnlyRotatedPicturesAndBlursDifferAndOnlyByTheirSampling() throws {
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

        for painter in [pair.renderer as Surface, pair.pure as Surface] {
            painter.beginFrame(background: .black)
            painter.draw(root)
            painter.endFrame()
        }

        // Each rotated textured view's pixel box, a pixel wider for its feathered rim.
        let boxes = [photo, glass].map { Affine.toSuperview(of: $0).boundingBox(of: $0.presentedBounds) }
        func inRotatedTexture(_ x: Int, _ y: Int) -> Bool {
            boxes.contains { Double(x) >= $0.minX - 1 && Double(x) < $0.maxX + 1 && Double(y) >= $0.minY - 1 && Double(y) < $0.maxY + 1 }
        }
        let elsewhere = PixelDifference(pair.renderer.pixels, pair.pure.pixels) { !inRotatedTexture($0, $1) }
        XCTAssertLessThanOrEqual(elsewhere.largest, 1, "outside the rotated pictures and blurs, within 1/255")
        let inside = PixelDifference(pair.renderer.pixels, pair.pure.pixels) { inRotatedTexture($0, $1) }
        XCTAssertGreaterThan(inside.beyondOne.count, 0, "the two samplings do differ (else this test shows nothing)")
        XCTAssertLessThan(inside.mean, 1, "on average the rotated pictures agree: the same texels, sampled differently")
        print(String(format: "rotated textures: %d of %d pixels differ by more than 1/255, mean %.2f/255, largest %d/255; elsewhere largest %d/255",
                     inside.beyondOne.count, inside.count, inside.mean, inside.largest, elsewhere.largest))
    }
}
