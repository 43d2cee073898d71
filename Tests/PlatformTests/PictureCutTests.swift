import Foundation
@testable import Painting
import Raster
import XCTest
import ViewTree

/// The pure painter leaves out the rows of an opaque picture that later opaque views cover whole
/// (clipping its fill to the rows still seen), and the frames are the bytes of drawing it whole:
/// at 1× (scaled directly) and 2× (kept scaled), on one thread and two, the colour over the
/// picture fused or not, redrawing all or a damaged strip. The scene has what limits the cut: a
/// sheet with rounded top corners and fractional edges rising over the bottom (its corner rows
/// and anti-aliased edge rows are drawn), now and then at alpha below 1 (it hides nothing), an
/// opaque band across the middle inside a clipping parent (not counted), a translucent colour
/// over the picture, and a translucent picture (never cut).
final class PictureCutTests: XCTestCase {
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let picture = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let clip = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let band = View(frame: CGRect(x: 0, y: 70, width: 220, height: 12))
        let ghost = View(frame: CGRect(x: 20, y: 20, width: 120, height: 140))
        let dim = View(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        let sheet = View(frame: CGRect(x: 0, y: 130, width: 220, height: 60))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            picture.image = ImageReference(path: "opaque")
            clip.clipsToBounds = true
            band.backgroundColor = .white
            ghost.image = ImageReference(path: "translucent")
            dim.backgroundColor = .black
            sheet.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.9)
            sheet.cornerRadius = 10
            sheet.maskedCorners = .top
            root.addSubview(picture)
            clip.addSubview(band)
            root.addSubview(clip)
            root.addSubview(ghost)
            root.addSubview(dim)
            root.addSubview(sheet)
        }

        /// Frame `n`: the sheet rising by fractions of a point, the colour fading in.
        func step(_ n: Int) {
            sheet.frame.origin.y = 130 - CGFloat(n) * 4.75
            sheet.alpha = n % 7 == 3 ? 0.99 : 1
            dim.alpha = 0.05 + 0.03 * CGFloat(n)
            band.isHidden = n % 5 == 2
        }
    }

    /// Pictures of 97×71 texels that change along both axes, one opaque, one not.
    private static func texels(alpha: UInt32) -> [UInt32] {
        (0..<(97 * 71)).map { i in
            let x = UInt32(i % 97), y = UInt32(i / 97)
            return alpha << 24 | (x * 2 & 0xFF) << 16 | (y * 3 & 0xFF) << 8 | ((x ^ y) * 5 & 0xFF)
        }
    }
    private let opaque = texels(alpha: 0xFF), translucent = texels(alpha: 0x80)

    private func frames(cut: Bool, fused: Bool, threads: Int, scale: Double) -> (frames: [[UInt32]], skipped: Int) {
        opaque.withUnsafeBufferPointer { a in
            translucent.withUnsafeBufferPointer { b in
                let pictures = [
                    "opaque": PictureTexels(pixels: a.baseAddress!, width: 97, height: 71, isOpaque: true),
                    "translucent": PictureTexels(pixels: b.baseAddress!, width: 97, height: 71, isOpaque: false),
                ]
                let painter = PixelPainter(width: Int(220 * scale), height: Int(160 * scale), pixelsPerPoint: scale,
                                           threads: threads, pictures: { pictures[$0.path] })
                painter.tree.shortcuts.set(.pictureCutUnderOccluders, cut)
                painter.tree.shortcuts.set(.fillOverPicture, fused)
                let scene = Scene()
                let list = DisplayList()
                var frames: [[UInt32]] = []
                for n in 0..<24 {
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
                return (frames, painter.tree.shortcutWork.picturePixelsSkipped)
            }
        }
    }

    func testPixelPainterDrawsTheSameBytesWithThePictureCutToTheRowsStillSeen() {
        for scale in [1.0, 2.0] {
            let whole = frames(cut: false, fused: true, threads: 1, scale: scale)
            XCTAssertEqual(whole.skipped, 0)
            for fused in [true, false] {
                for threads in [1, 2] {
                    let cut = frames(cut: true, fused: fused, threads: threads, scale: scale)
                    XCTAssertGreaterThan(cut.skipped, 0, "no picture row was left out (scale \(scale))")
                    for n in whole.frames.indices {
                        XCTAssertTrue(whole.frames[n] == cut.frames[n],
                                      "frame \(n) differs at scale \(scale), \(threads) threads, fused \(fused)")
                    }
                }
            }
        }
    }
}
