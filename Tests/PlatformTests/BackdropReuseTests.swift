import Foundation
import Painting
import XCTest
@testable import Platform
import ViewTree

/// The backdrop blur reuses its entry when nothing under the view changed: frame by
/// frame through a script where the backdrop stays and changes in every way a view can, a
/// renderer that reuses draws exactly the bytes of one that never does, and it does reuse.
final class BackdropReuseTests: XCTestCase {
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let picture = View(frame: CGRect(x: 10, y: 5, width: 180, height: 110))
        let stripe = View(frame: CGRect(x: 40, y: 0, width: 30, height: 100))
        let glass = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let sheet = View(frame: CGRect(x: 0, y: 90, width: 200, height: 30))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            picture.image = ImageReference(path: "Assets/album.bmp")
            stripe.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1)
            stripe.label = TextLabel("under", size: 14, color: .white)
            glass.blurTint = Color(white: 1, alpha: 0.3)
            sheet.backgroundColor = .white
            sheet.cornerRadius = 12
            sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            root.addSubview(picture)
            picture.addSubview(stripe)  // over the picture, under the blur
            picture.addSubview(glass)   // the blur sits inside the picture, as in card-blur
            root.addSubview(sheet)      // over the blur
        }
    }

    /// What frame `n` changes: mostly only the blur and the sheet above it (the backdrop stays),
    /// sometimes something under the blur.
    private func step(_ s: Scene, frame n: Int) {
        s.glass.blurRadius = CGFloat(n % 7) * 1.7 + 0.4   // small σ (full resolution) to large
        s.glass.alpha = n % 5 == 0 ? 0.6 : 1
        s.sheet.frame.origin.y = 90 - CGFloat(n) * 2   // slides up over the blur
        switch n {
        case 9: s.stripe.frame.origin.x += 0.5                        // moves by half a point
        case 12: s.stripe.backgroundColor = Color(red: 0.2, green: 0.9, blue: 0.1)
        case 15: s.stripe.label = TextLabel("over", size: 14, color: .white)
        case 18: s.stripe.isHidden = true
        case 20: s.stripe.isHidden = false
        case 23: s.picture.alpha = 0.8                                 // the blur's ancestor fades
        case 26: s.root.backgroundColor = Color(red: 0.3, green: 0.2, blue: 0.1)
        case 29: s.stripe.removeFromSuperview(); s.root.insertSubview(s.stripe, at: 0)   // under the picture now
        case 32: s.picture.clipsToBounds = true; s.picture.cornerRadius = 20
        default: break
        }
    }

    private func render(reuses: Bool, scale: Double) throws -> (frames: [[UInt8]], reused: Int) {
        let w = Int32(200 * scale), h = Int32(120 * scale)
        let renderer = Renderer(canvas: try Canvas(width: w, height: h), threads: 2)
        renderer.warnings.printsToStandardError = false
        renderer.pixelsPerPoint = scale
        renderer.tree.shortcuts.set(.backdropReuse, reuses)
        let scene = Scene()
        var frames: [[UInt8]] = []
        for n in 0..<36 {
            step(scene, frame: n)
            renderer.beginFrame(background: n == 30 ? .white : .black)
            // A primitive drawn first lies under the blur too, and the log cannot describe it.
            if n == 33 { renderer.fillRoundedRect(CGRect(x: 5, y: 5, width: 20, height: 20), radius: 4, color: .white) }
            renderer.draw(scene.root)
            if n == 35 { renderer.fillRoundedRect(CGRect(x: 5, y: 5, width: 20, height: 20), radius: 4, color: .white) }
            renderer.endFrame()
            frames.append(renderer.canvas.image().pixels)
        }
        return (frames, renderer.tree.shortcutWork.backdropsReused)
    }

    func testReusingTheBackdropDrawsTheSameBytesAsNever() throws {
        for scale in [1.0, 2.0] {
            let plain = try render(reuses: false, scale: scale), reusing = try render(reuses: true, scale: scale)
            XCTAssertEqual(plain.reused, 0)
            // Frames 0, 9, 12, 15, 18, 20, 23, 26, 29, 30, 31 (the background back), 32, 33 (a
            // primitive first) and 34 (after it) change what is under the blur, or may have.
            XCTAssertEqual(reusing.reused, 36 - 14, "every other frame reuses (scale \(scale))")
            for n in plain.frames.indices {
                XCTAssertTrue(plain.frames[n] == reusing.frames[n], "frame \(n) differs at scale \(scale)")
            }
        }
    }
}
