import Foundation
@testable import Painting
import Raster
import XCTest
import ViewTree

/// The pure painter draws a translucent colour over an opaque picture in the picture's own
/// fill, and the colour's fill leaves those pixels: the frames are the bytes of drawing the two
/// one after the other, on one thread and two, at 1× (the picture scaled directly, the colour
/// blended after it) and 2× (kept scaled: blended as each row is copied). The scene has what
/// cuts the fused part down: a rounded clipping parent, a translucent view with a label-less
/// rounded box between the two, fractional and rounded edges on the colour, an opaque band
/// across the middle (the colour filled in two parts) and a sheet sliding over the bottom.
/// At 1× and 2× (HiDPI), on one thread and two; the scene has no blur.
final class FillOverPictureTests: XCTestCase {
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let clip = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let picture = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let between = View(frame: CGRect(x: 30, y: 40.5, width: 120, height: 18))
        let dim = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let band = View(frame: CGRect(x: 0, y: 70, width: 220, height: 12))
        let sheet = View(frame: CGRect(x: 0, y: 130, width: 220, height: 60))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            clip.clipsToBounds = true
            clip.cornerRadius = 12
            picture.image = ImageReference(path: "test-picture")
            between.backgroundColor = Color(white: 1, alpha: 0.4)
            between.cornerRadius = 6
            dim.backgroundColor = .black
            band.backgroundColor = .white
            sheet.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.9)
            sheet.cornerRadius = 10
            root.addSubview(clip)
            [picture, between, dim, band].forEach(clip.addSubview)
            root.addSubview(sheet)
        }

        /// Frame `n`: the sheet rising, the colour fading in, now and then fractional or rounded.
        func step(_ n: Int) {
            sheet.frame.origin.y = 130 - CGFloat(n) * 4.5
            dim.alpha = 0.05 + 0.04 * CGFloat(n)
            dim.frame = n % 3 == 1 ? CGRect(x: 0.5, y: 2.25, width: 219, height: 157.5) : root.bounds
            dim.cornerRadius = n % 4 == 3 ? 9 : 0
            band.isHidden = n % 5 == 2
            between.isHidden = n % 6 == 5
        }
    }

    /// A picture of 97×71 texels that changes along both axes.
    private let texels: [UInt32] = (0..<(97 * 71)).map { i in
        let x = UInt32(i % 97), y = UInt32(i / 97)
        return 0xFF00_0000 | (x * 2 & 0xFF) << 16 | (y * 3 & 0xFF) << 8 | ((x ^ y) * 5 & 0xFF)
    }

    private func frames(fused: Bool, threads: Int, scale: Double) -> (frames: [[UInt32]], fusedPixels: Int) {
        texels.withUnsafeBufferPointer { buffer in
            let picture = PictureTexels(pixels: buffer.baseAddress!, width: 97, height: 71, isOpaque: true)
            let painter = PixelPainter(width: Int(220 * scale), height: Int(160 * scale), pixelsPerPoint: scale,
                                       threads: threads, pictures: { _ in picture })
            painter.tree.shortcuts.set(.fillOverPicture, fused)
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
            return (frames, painter.tree.shortcutWork.pixelsFilledOverPicture)
        }
    }

    func testPixelPainterDrawsTheSameBytesWithTheColourBlendedByThePicturesFill() {
        for scale in [1.0, 2.0] {
            let old = frames(fused: false, threads: 1, scale: scale)
            XCTAssertEqual(old.fusedPixels, 0)
            for threads in [1, 2] {
                let new = frames(fused: true, threads: threads, scale: scale)
                XCTAssertGreaterThan(new.fusedPixels, 0, "no colour was blended by the picture's fill (scale \(scale))")
                for n in old.frames.indices {
                    XCTAssertTrue(old.frames[n] == new.frames[n], "frame \(n) differs at scale \(scale), \(threads) threads")
                }
            }
        }
    }
}
