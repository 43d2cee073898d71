import Foundation
import XCTest
@testable import Platform
import ViewTree

/// The renderer's banded loops (fills, picture copies, the backdrop blur and its tint) give the
/// same bytes on any number of threads.
final class RendererThreadCountTests: XCTestCase {
    /// A full-window scene touching every banded loop: an unscaled and a scaled translucent
    /// picture, a large translucent fill, a tinted translucent blur over all of it, a rotated
    /// picture and rounded corners.
    private func scene() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
        for i in 0..<16 {
            let stripe = View(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 17, height: 400))
            stripe.backgroundColor = Color(red: Double(i) / 16, green: 0.8, blue: 1 - Double(i) / 16)
            root.addSubview(stripe)
        }
        let unscaled = View(frame: CGRect(x: 20, y: -100, width: 600, height: 600))
        unscaled.image = ImageReference(path: "Assets/album.bmp")
        unscaled.alpha = 0.7
        root.addSubview(unscaled)
        let scaled = View(frame: CGRect(x: 100.3, y: 40.6, width: 430.5, height: 300.2))
        scaled.image = ImageReference(path: "Assets/album.bmp")
        scaled.cornerRadius = 24
        scaled.alpha = 0.6
        root.addSubview(scaled)
        let veil = View(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        veil.backgroundColor = Color(white: 0.9, alpha: 0.3)
        root.addSubview(veil)
        let glass = View(frame: CGRect(x: 30, y: 25, width: 580, height: 350))
        glass.blurRadius = 20
        glass.blurTint = Color(red: 1, green: 0.5, blue: 0, alpha: 0.2)
        glass.alpha = 0.9
        glass.cornerRadius = 30
        root.addSubview(glass)
        let card = View(frame: CGRect(x: 200, y: 120, width: 240, height: 160))
        card.image = ImageReference(path: "Assets/album.bmp")
        card.transform = Transform(rotation: 0.2)
        root.addSubview(card)
        return root
    }

    private func picture(threads: Int) throws -> BitmapImage {
        let renderer = Renderer(canvas: try Canvas(width: 640, height: 400), threads: threads)
        renderer.warnings.printsToStandardError = false
        XCTAssertEqual(renderer.pool.threadCount, threads)
        let root = scene()
        for _ in 0..<2 {
            renderer.beginFrame(background: .black)
            renderer.draw(root)
            renderer.endFrame()
        }
        XCTAssertEqual(renderer.warnings.all, [])
        return renderer.canvas.image()
    }

    func testFullScenePictureIsTheSameOnOneAndManyThreads() throws {
        let one = try picture(threads: 1)
        for threads in [2, 3] {
            let many = try picture(threads: threads)
            XCTAssertEqual(many.pixels.count, one.pixels.count)
            let differing = zip(many.pixels, one.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "\(threads) threads: bytes that differ from one thread's picture")
        }
    }
}
