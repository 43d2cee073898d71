import FluidTestSupport
import Foundation
import Painting
import Raster
import ViewTree
import XCTest

/// A frame is one display list: the painters redraw where two frames' lists differ, whatever the
/// painter (`PartialRedraw`), a backend is handed the list, and making the list allocates nothing
/// once its storage has grown.
final class DisplayListFrameTests: XCTestCase {
    /// A card sliding over a background with a rounded, clipping panel and a translucent veil.
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        let panel = View(frame: CGRect(x: 10, y: 10, width: 90, height: 70))
        let inner = View(frame: CGRect(x: -10, y: 20, width: 60, height: 30))
        let card = View(frame: CGRect(x: 0, y: 60, width: 40, height: 30))
        let veil = View(frame: CGRect(x: 80, y: 0, width: 80, height: 120))

        init() {
            root.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
            panel.backgroundColor = .white
            panel.cornerRadius = 12
            panel.clipsToBounds = true
            inner.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
            card.backgroundColor = Color(red: 0.2, green: 0.8, blue: 0.3)
            card.cornerRadius = 6
            veil.backgroundColor = Color(white: 0, alpha: 0.3)
            panel.addSubview(inner)
            root.addSubview(panel)
            root.addSubview(card)
            root.addSubview(veil)
        }

        /// Frame `n`: the card slides by fractions of a point; now and then nothing moves.
        func step(_ n: Int) {
            guard n % 4 != 3 else { return }
            card.frame.origin.x = 2 + CGFloat(n) * 3.25
            inner.frame.origin.x = n % 6 == 1 ? -12 : -10
        }
    }

    private func frames(fullRedraw: Bool) -> (frames: [[UInt32]], redrawn: [PixelRect?]) {
        let painter = PixelPainter(width: 320, height: 240, pixelsPerPoint: 2, threads: 1, pictures: { _ in nil })
        painter.fullRedraw = fullRedraw
        let scene = Scene()
        var frames: [[UInt32]] = [], redrawn: [PixelRect?] = []
        for n in 0..<20 {
            scene.step(n)
            painter.beginFrame(background: .black)
            painter.draw(scene.root)
            painter.fillRoundedRect(CGRect(x: 4, y: 4, width: 30, height: 12), radius: 4, color: .white)
            painter.endFrame()
            let p = painter.pixels
            frames.append(Array(UnsafeBufferPointer(start: p.base, count: p.pixelsPerRow * p.height)))
            redrawn.append(painter.lastRedrawn)
        }
        return (frames, redrawn)
    }

    func testThePurePainterRedrawsOnlyWhatChangedWithTheBytesOfAFullRedraw() {
        let whole = frames(fullRedraw: true), damaged = frames(fullRedraw: false)
        for n in whole.frames.indices {
            XCTAssertEqual(whole.frames[n], damaged.frames[n], "frame \(n)")
        }
        let canvas = PixelRect(x: 0, y: 0, width: 320, height: 240)
        XCTAssertEqual(damaged.redrawn[0], canvas, "the first frame is drawn whole")
        XCTAssertNil(damaged.redrawn[3], "a frame where nothing moves redraws nothing")
        XCTAssertTrue(damaged.redrawn.contains { $0.map { $0 != canvas } ?? false }, "some frame redraws a part only")
        XCTAssertTrue(whole.redrawn.allSatisfy { $0 == canvas })
    }

    /// A backend that only keeps what it is handed, as a GPU painter would draw it.
    private final class KeptList: DisplayListBackend {
        let pixelWidth = 160, pixelHeight = 120, generation = 0
        let pixelsPerPoint = 1.0
        var drawn: [(items: [DisplayItem], redrawn: PixelRect?)] = []
        /// False: only counts the frames drawn (keeping them allocates).
        var keeps = true
        var count = 0
        func paintsOpaque(_ picture: ImageReference) -> Bool { false }
        func label(_ string: String, pixelSize: Int32, color: Color) -> LabelImage? { nil }
        func draw(_ list: DisplayList, redrawn: PixelRect?) {
            count += 1
            if keeps { drawn.append((list.items, redrawn)) }
        }
    }

    func testABackendIsHandedTheListAndOnlyWhenItChanged() throws {
        let backend = KeptList(), frames = PartialRedraw(), scene = Scene()
        func frame() {
            frames.beginFrame(background: .black, on: backend)
            frames.list.appendTree(scene.root, on: backend)
            frames.list.appendRoundedRect(CGRect(x: 4, y: 4, width: 30, height: 12), radius: 4, color: .white, corners: .all)
            frames.endFrame(on: backend)
        }
        frame()
        frame()
        scene.card.frame.origin.x = 20
        frame()
        XCTAssertEqual(backend.drawn.count, 2, "the unchanged frame is not drawn")
        let first = try XCTUnwrap(backend.drawn.first), moved = try XCTUnwrap(backend.drawn.last)
        XCTAssertNil(first.redrawn, "the first frame is drawn whole")
        XCTAssertEqual(first.items.compactMap { $0.view.map(ObjectIdentifier.init) },
                       [scene.root, scene.panel, scene.inner, scene.card, scene.veil].map(ObjectIdentifier.init),
                       "one item a view, in draw order")
        XCTAssertEqual(first.items.compactMap(\.viewContent?.depth), [0, 1, 2, 1, 1])
        XCTAssertEqual(first.items.count, 6, "and the HUD's shape")
        // The card (at x 0…40, then 20…60, y 60…90) with two pixels of margin.
        XCTAssertEqual(moved.redrawn, PixelRect(x: -2, y: 58, width: 64, height: 34).intersection(
            PixelRect(x: 0, y: 0, width: 160, height: 120)))
    }

    func testMakingAFramesListAllocatesNothingOnceItHasGrown() throws {
        let backend = KeptList(), frames = PartialRedraw(), scene = Scene()
        backend.keeps = false
        let points = [CGPoint(x: 1, y: 1), CGPoint(x: 50, y: 9), CGPoint(x: 90, y: 3)]
        func frame(_ n: Int) {
            scene.step(n)
            frames.beginFrame(background: .black, on: backend)
            frames.list.appendTree(scene.root, on: backend)
            frames.list.appendOverlay(scene.card, alpha: 0.5, on: backend)
            frames.list.appendRoundedRect(CGRect(x: 4, y: 4, width: 30, height: 12), radius: 4, color: .white, corners: .all)
            points.withUnsafeBufferPointer { frames.list.appendPolyline($0, width: 1, color: .white) }
            frames.list.appendText("fps", at: .zero, size: 12, color: .white, alignment: .left, pixels: nil)
            frames.endFrame(on: backend)
        }
        for n in 0..<4 { frame(n) }
        let count = try XCTUnwrap(SwiftAllocations.count { for n in 4..<40 { frame(n) } }, "no allocation hook")
        XCTAssertEqual(count, 0)
        XCTAssertEqual(backend.count, 30, "every frame but the one in four where nothing moves is drawn")
    }
}
