import Foundation
import Painting
import Platform
import Raster
import ViewTree
import XCTest

/// The window's renderer draws layers' shadows, borders, sublayers and masks as the pure painter
/// does: both hand them to the same in-memory drawing.
final class LayerDecorationParityTests: XCTestCase {
    private static let size = CGSize(width: 160, height: 120)

    private func scene() -> View {
        let root = View(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .white
        let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 70), name: "card")
        card.backgroundColor = Color(white: 0.9)
        card.cornerRadius = 12
        var decoration = ViewDecoration()
        decoration.shadow = LayerShadow(color: Color(white: 0, alpha: 0.4), offset: CGSize(width: 0, height: 6), radius: 8)
        decoration.border = LayerBorder(width: 3, color: Color(red: 0.1, green: 0.2, blue: 0.9))
        var gradient = LayerPicture(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        gradient.content = .gradient(LayerGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                   start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
        var ring = LayerPicture(frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 48), radius: 14, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ring.content = .shape(ShapeContent(path: path, fillColor: nil, strokeColor: Color(red: 0, green: 0.7, blue: 0),
                                           lineWidth: 5))
        decoration.sublayers = [gradient, ring]
        card.layerDecoration = decoration
        root.addSubview(card)
        // A disc masked out of a square, with a subview the mask cuts too.
        let disc = View(frame: CGRect(x: 100, y: 40, width: 50, height: 50), name: "disc")
        disc.backgroundColor = Color(red: 0.9, green: 0.5, blue: 0.1)
        let inner = View(frame: CGRect(x: 0, y: 0, width: 25, height: 25))
        inner.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        disc.addSubview(inner)
        var mask = LayerPicture(frame: .zero)
        var oval = Path()
        oval.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        mask.content = .shape(ShapeContent(path: oval))
        var masked = ViewDecoration()
        masked.mask = mask
        disc.layerDecoration = masked
        root.addSubview(disc)
        return root
    }

    func testRendererDrawsLayersAsThePurePainterDoes() throws {
        let pair = try PainterPair(points: Self.size)
        let root = scene()
        for painter in [pair.renderer as Surface, pair.pure as Surface] {
            painter.prepare(root)
            painter.beginFrame(background: .white)
            painter.draw(root)
            painter.endFrame()
        }
        let difference = PixelDifference(pair.renderer.pixels, pair.pure.pixels)
        XCTAssertLessThanOrEqual(difference.largest, 1, "the two painters' layers differ")
        // The gradient's left end is red in the window's pixels.
        let p = pair.renderer.pixels.base[35 * pair.renderer.pixels.pixelsPerRow + 31]
        XCTAssertGreaterThan(Int(p >> 16 & 0xFF), 200)
        XCTAssertLessThan(Int(p & 0xFF), 60)
        // The mask cuts the disc's square corner away, its subview's too.
        let corner = pair.renderer.pixels.base[41 * pair.renderer.pixels.pixelsPerRow + 101] & 0xFF_FFFF
        XCTAssertNotEqual(corner, 0x33_3333, "the window shows what is under the masked corner")
    }

    /// The window redraws only what changed (`FrameDamage`): a moving card's shadow, and a
    /// gradient whose colours change, must be within what it redraws.
    func testRendererRedrawsMovingShadowsAndChangedGradientsWhole() throws {
        let pair = try PainterPair(points: Self.size)
        let root = scene()
        guard let card = root.viewNamed("card") else { return XCTFail("the card is there") }
        pair.renderer.prepare(root)
        for step in 0..<6 {
            card.frame.origin.x = 20 + CGFloat(step) * 7
            if step == 3 {
                card.layerDecoration.sublayers[0].content = .gradient(LayerGradient(colors: [.black, .white]))
            }
            for painter in [pair.renderer as Surface, pair.pure as Surface] {
                painter.beginFrame(background: .white)
                painter.draw(root)
                painter.endFrame()
            }
            if step > 0 {
                XCTAssertNotEqual(pair.renderer.lastRedrawn?.width, pair.renderer.pixelWidth, "frame \(step) is redrawn in part")
            }
            let difference = PixelDifference(pair.renderer.pixels, pair.pure.pixels)
            XCTAssertLessThanOrEqual(difference.largest, 1, "frame \(step): the window's pixels are stale somewhere")
        }
    }
}
