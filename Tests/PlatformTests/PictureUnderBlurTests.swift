import Foundation
@testable import Painting
import Raster
import XCTest
import ViewTree

/// The pure painter leaves an opaque picture's copy to the backdrop blur drawn right over it
/// (the blur reads the kept scaled copy, and the copy is written only where the blur leaves the
/// picture, in the rows later opaque views leave visible), and the frames are the bytes of
/// copying it first: on one thread and two, redrawing all or a damaged strip. The scene has
/// what limits it: a blur smaller than the picture (the picture shows around it), with rounded
/// corners now and then (its anti-aliased rim blends over the picture), translucent now and
/// then, a card sliding over the middle and a sheet rising over the bottom (what they cover is not
/// written), frames where the picture is hidden or the blur is off, and frames where the blur
/// reads beyond the picture.
final class PictureUnderBlurTests: XCTestCase {
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let picture = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let blur = View(frame: CGRect(x: 24, y: 18, width: 170, height: 150))
        let card = View(frame: CGRect(x: 8, y: 50, width: 140, height: 40))
        let sheet = View(frame: CGRect(x: 0, y: 130, width: 220, height: 60))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            picture.image = ImageReference(path: "opaque")
            blur.blurTint = Color(white: 1, alpha: 0.2)
            sheet.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.9)
            root.addSubview(picture)
            picture.addSubview(blur)
            card.backgroundColor = Color(red: 0.3, green: 0.6, blue: 0.2)
            root.addSubview(card)
            root.addSubview(sheet)
        }

        /// Frame `n`: the sheet rising by fractions of a point, the blur growing and fading.
        func step(_ n: Int) {
            sheet.frame.origin.y = 130 - CGFloat(n) * 4.75
            blur.blurRadius = n % 6 == 5 ? 0 : 0.3 + CGFloat(n) * 0.45
            blur.alpha = n % 4 == 1 ? 0.7 : 1
            blur.cornerRadius = n % 3 == 0 ? 9 : 0
            picture.isHidden = n % 9 == 8
            card.frame.origin.x = 4 + CGFloat(n) * 1.5
            // Now and then the blur reads beyond the picture (the canvas, then, with every
            // pixel of the picture on it).
            picture.frame = n % 5 == 4 ? CGRect(x: 6, y: 4, width: 206, height: 150) : root.bounds
        }
    }

    private static let texels: [UInt32] = (0..<(97 * 71)).map { i in
        let x = UInt32(i % 97), y = UInt32(i / 97)
        return 0xFF00_0000 | (x * 2 & 0xFF) << 16 | (y * 3 & 0xFF) << 8 | ((x ^ y) * 5 & 0xFF)
    }

    private func frames(deferred: Bool, threads: Int, scale: Double) -> (frames: [[UInt32]], left: Int) {
        Self.texels.withUnsafeBufferPointer { a in
            let pictures = ["opaque": PictureTexels(pixels: a.baseAddress!, width: 97, height: 71, isOpaque: true)]
            let painter = PixelPainter(width: Int(220 * scale), height: Int(160 * scale), pixelsPerPoint: scale,
                                       threads: threads, pictures: { pictures[$0.path] })
            painter.tree.shortcuts.set(.pictureDeferredUnderBlur, deferred)
            let scene = Scene()
            let list = DisplayList()
            var frames: [[UInt32]] = []
            for n in 0..<26 {
                scene.step(n)
                // Every fourth frame redraws a strip only (what is outside it stays).
                let strip = n % 4 == 2
                    ? PixelRect(x: Int(10 * scale), y: Int(50 * scale), width: Int(150 * scale), height: Int(100 * scale))
                    : nil
                list.begin(painter.displayFrame(background: .black))
                list.appendTree(scene.root, on: painter)
                painter.draw(list, redrawn: strip)
                let p = painter.pixels
                frames.append(Array(UnsafeBufferPointer(start: p.base, count: p.pixelsPerRow * p.height)))
            }
            return (frames, painter.tree.shortcutWork.picturePixelsLeftToBlur)
        }
    }

    func testPixelPainterDrawsTheSameBytesWithThePictureLeftToItsBlur() {
        for scale in [2.0, 2.5] {
            let first = frames(deferred: false, threads: 1, scale: scale)
            XCTAssertEqual(first.left, 0)
            for threads in [1, 2] {
                let deferred = frames(deferred: true, threads: threads, scale: scale)
                XCTAssertGreaterThan(deferred.left, 0, "no picture was left to its blur (scale \(scale))")
                for n in first.frames.indices {
                    XCTAssertTrue(first.frames[n] == deferred.frames[n],
                                  "frame \(n) differs at scale \(scale), \(threads) threads")
                }
            }
        }
    }
}
