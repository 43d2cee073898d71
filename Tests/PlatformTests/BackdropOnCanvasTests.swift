import Foundation
@testable import Painting
@testable import Platform
import XCTest
import ViewTree

/// A backdrop blur draws the pixels its fill would copy opaque straight onto the canvas (the
/// blurred view's whole interior rows, within the clip), and the fill leaves them; it finishes
/// only the rows within the clip (a redrawn strip): the frames are the bytes of the path that
/// finishes every visible row and keeps every texel for the fill to copy, on one thread and
/// two, for both painters. The scene has what cuts the fused part down: a rounded clipping
/// ancestor, rounded and fractional edges, translucency, a tint, an opaque band across the
/// middle (two parts filled) and a sheet over the bottom, and σ both at full resolution (not
/// fused) and upsampled, at 1× and 2× (HiDPI).
final class BackdropOnCanvasTests: XCTestCase {
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        /// Upright stripes and bars across them: the backdrop changes along both axes.
        let stripes: [View] = (0..<11).map { i -> View in
            let x = Double(i) * 37 + 3, y = Double(i - 6) * 31 + 5
            return View(frame: i < 6 ? CGRect(x: x, y: 0, width: 18, height: 160) : CGRect(x: 0, y: y, width: 220, height: 9))
        }
        let clip = View(frame: CGRect(x: 6.5, y: 4.25, width: 206, height: 150))
        let glass = View(frame: CGRect(x: 3.3, y: 2.6, width: 196.4, height: 160.2))   // past the clip's bottom
        let band = View(frame: CGRect(x: 0, y: 60, width: 220, height: 22))
        let sheet = View(frame: CGRect(x: 0, y: 130, width: 220, height: 30))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            for (i, stripe) in stripes.enumerated() {
                stripe.backgroundColor = Color(red: Double(i) / 11, green: 1 - Double(i) / 11, blue: Double(i % 3) / 2)
                root.addSubview(stripe)
            }
            clip.clipsToBounds = true
            clip.cornerRadius = 18
            glass.cornerRadius = 14
            band.backgroundColor = .white
            sheet.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.8)
            root.addSubview(clip)
            clip.addSubview(glass)
            root.addSubview(band)
            root.addSubview(sheet)
        }

        /// Frame `n`: σ from full resolution to deep in the pyramid, opaque and translucent,
        /// tinted and not, the sheet sliding up over the bottom; every other frame only the
        /// sheet moves, so only a strip is redrawn and the blur finishes only its rows.
        func step(_ n: Int) {
            sheet.frame.origin.y = 130 - CGFloat(n) * 3.5
            guard n % 2 == 0 else { return }
            glass.blurRadius = [0.6, 3, 7.5, 12, 20][n / 2 % 5]
            glass.alpha = n % 6 == 0 ? 1 : 0.7
            glass.blurTint = n % 4 == 0 ? Color(white: 1, alpha: 0.3) : Color(white: 0, alpha: 0)
            band.isHidden = n % 4 == 2
        }
    }

    /// Every frame of the scene's script on the SDL renderer, and the pixels it drew onto the canvas.
    private func renderer(onCanvas: Bool, threads: Int, scale: Double) throws -> (frames: [[UInt8]], onCanvas: Int) {
        let renderer = Renderer(canvas: try Canvas(width: Int32(220 * scale), height: Int32(160 * scale)), threads: threads)
        renderer.warnings.printsToStandardError = false
        renderer.pixelsPerPoint = scale
        renderer.tree.shortcuts.set(.backdropWithFill, onCanvas)
        let scene = Scene()
        var frames: [[UInt8]] = []
        for n in 0..<20 {
            scene.step(n)
            renderer.beginFrame(background: .black)
            renderer.draw(scene.root)
            renderer.endFrame()
            frames.append(renderer.canvas.image().pixels)
        }
        return (frames, renderer.tree.shortcutWork.backdropPixelsOnCanvas)
    }

    /// The same on the pure painter.
    private func pure(onCanvas: Bool, threads: Int, scale: Double) -> (frames: [[UInt32]], onCanvas: Int) {
        let painter = PixelPainter(width: Int(220 * scale), height: Int(160 * scale), pixelsPerPoint: scale,
                                   threads: threads, pictures: { _ in nil })
        painter.tree.shortcuts.set(.backdropWithFill, onCanvas)
        let scene = Scene()
        var frames: [[UInt32]] = []
        for n in 0..<20 {
            scene.step(n)
            painter.beginFrame(background: .black)
            painter.draw(scene.root)
            painter.endFrame()
            let p = painter.pixels
            frames.append(Array(UnsafeBufferPointer(start: p.base, count: p.pixelsPerRow * p.height)))
        }
        return (frames, painter.tree.shortcutWork.backdropPixelsOnCanvas)
    }

    func testRendererDrawsTheSameBytesWithTheBackdropOnTheCanvas() throws {
        for scale in [1.0, 2.0] {
            let old = try renderer(onCanvas: false, threads: 1, scale: scale)
            XCTAssertEqual(old.onCanvas, 0)
            for threads in [1, 2] {
                let new = try renderer(onCanvas: true, threads: threads, scale: scale)
                XCTAssertGreaterThan(new.onCanvas, 0, "the blur drew nothing onto the canvas (scale \(scale))")
                for n in old.frames.indices {
                    XCTAssertTrue(old.frames[n] == new.frames[n], "frame \(n) differs at scale \(scale), \(threads) threads")
                }
            }
        }
    }

    func testPixelPainterDrawsTheSameBytesWithTheBackdropOnTheCanvas() {
        for scale in [1.0, 2.0] {
            let old = pure(onCanvas: false, threads: 1, scale: scale)
            XCTAssertEqual(old.onCanvas, 0)
            for threads in [1, 2] {
                let new = pure(onCanvas: true, threads: threads, scale: scale)
                XCTAssertGreaterThan(new.onCanvas, 0, "the blur drew nothing onto the canvas (scale \(scale))")
                for n in old.frames.indices {
                    XCTAssertTrue(old.frames[n] == new.frames[n], "frame \(n) differs at scale \(scale), \(threads) threads")
                }
            }
        }
    }
}
