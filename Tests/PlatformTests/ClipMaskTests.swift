import Foundation
import XCTest
@testable import Platform
import ViewTree

/// `clipsToBounds` clips subviews to the view's rounded, possibly transformed shape, with an
/// anti-aliased edge.
final class ClipMaskTests: XCTestCase {
    private func makeRenderer(threads: Int? = nil) throws -> Renderer {
        let renderer = Renderer(canvas: try Canvas(width: 200, height: 200), threads: threads)
        renderer.warnings.printsToStandardError = false
        return renderer
    }

    private func render(_ root: View, on renderer: Renderer) {
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
    }

    private func red(_ renderer: Renderer, _ x: Int, _ y: Int) -> Int { Int(renderer.canvas.pixel(x: x, y: y).r) }

    /// A black root with a clipping parent at (50, 50, 100, 100) (no fill of its own) and a white
    /// child that overflows it by 50 on every side.
    private func scene(radius: CGFloat, corners: CornerMask = .all, rotation: CGFloat = 0) -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let parent = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "parent")
        parent.cornerRadius = radius
        parent.maskedCorners = corners
        parent.clipsToBounds = true
        parent.transform = Transform(rotationAngle: rotation)
        let child = View(frame: CGRect(x: -50, y: -50, width: 200, height: 200), name: "child")
        child.backgroundColor = .white
        parent.addSubview(child)
        root.addSubview(parent)
        return (root, parent)
    }

    func testChildFillingARoundedClippingParentLeavesTheCornersEmpty() throws {
        let renderer = try makeRenderer()
        let (root, _) = scene(radius: 30)
        render(root, on: renderer)
        XCTAssertEqual(red(renderer, 51, 51), 0, "top-left corner outside the arc")
        XCTAssertEqual(red(renderer, 148, 51), 0, "top-right corner")
        XCTAssertEqual(red(renderer, 51, 148), 0, "bottom-left corner")
        XCTAssertEqual(red(renderer, 148, 148), 0, "bottom-right corner")
        XCTAssertEqual(red(renderer, 100, 100), 255, "the middle")
        XCTAssertEqual(red(renderer, 100, 50), 255, "the middle of the top edge")
        XCTAssertEqual(red(renderer, 50, 100), 255, "the middle of the left edge")
        XCTAssertEqual(red(renderer, 100, 49), 0, "just outside the top edge")
        XCTAssertEqual(red(renderer, 62, 62), 255, "inside the arc: centre (80, 80), 25.5 from it")
    }

    func testRoundedClipEdgeIsAntiAliased() throws {
        let renderer = try makeRenderer()
        let (root, _) = scene(radius: 30)
        render(root, on: renderer)
        // The arc crosses the diagonal at 80 − 30/√2 = 58.79: that pixel is partly covered.
        let v = red(renderer, 58, 58)
        XCTAssertTrue(v > 20 && v < 235, "pixel (58, 58) on the arc is partly covered, got \(v)")
    }

    func testSquareCornersOfACornerMaskAreNotCut() throws {
        let renderer = try makeRenderer()
        let (root, _) = scene(radius: 30, corners: .top)
        render(root, on: renderer)
        XCTAssertEqual(red(renderer, 51, 51), 0, "a rounded top corner is cut")
        XCTAssertEqual(red(renderer, 51, 148), 255, "a square bottom corner is not")
        XCTAssertEqual(red(renderer, 148, 148), 255)
    }

    /// Turned 45° about (100, 100), the square is a diamond with tips 70.7 from the centre.
    func testRotatedClippingParentClipsToTheRotatedSquare() throws {
        let renderer = try makeRenderer()
        let (root, _) = scene(radius: 0, rotation: .pi / 4)
        render(root, on: renderer)
        XCTAssertEqual(red(renderer, 100, 100), 255, "the centre")
        XCTAssertEqual(red(renderer, 100, 33), 255, "near the top tip, inside")
        XCTAssertEqual(red(renderer, 33, 100), 255, "near the left tip, inside")
        // Corners of the diamond's bounding box (29.3…170.7): inside the box, outside the diamond.
        XCTAssertEqual(red(renderer, 40, 40), 0)
        XCTAssertEqual(red(renderer, 160, 40), 0)
        XCTAssertEqual(red(renderer, 40, 160), 0)
        XCTAssertEqual(red(renderer, 160, 160), 0)
        // On the edge from the top tip (100, 29.3) to the right tip (170.7, 100): x − y = 70.7.
        let v = red(renderer, 135, 64)
        XCTAssertTrue(v > 20 && v < 235, "pixel (135, 64) on the rotated edge is partly covered, got \(v)")
    }

    func testAxisAlignedSquareClipNeedsNoMaskAndStillClips() throws {
        let renderer = try makeRenderer()
        let (root, _) = scene(radius: 0)
        render(root, on: renderer)
        XCTAssertEqual(red(renderer, 50, 50), 255, "the square's corner pixel is inside")
        XCTAssertEqual(red(renderer, 49, 49), 0)
        XCTAssertEqual(red(renderer, 150, 100), 0)
    }

    func testNestedMasksClipToBothShapes() throws {
        let renderer = try makeRenderer()
        let (root, parent) = scene(radius: 0, rotation: .pi / 4)
        let child = parent.subviews[0]
        child.backgroundColor = .clear
        child.clipsToBounds = true
        child.cornerRadius = 100   // a circle of radius 100 about the same centre
        let fill = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        fill.backgroundColor = .white
        child.addSubview(fill)
        render(root, on: renderer)
        XCTAssertEqual(red(renderer, 100, 100), 255)
        XCTAssertEqual(red(renderer, 40, 40), 0, "outside the diamond though inside the circle")
    }

    func testMaskedClipGivesTheSameBytesOnAnyThreadCountAndFrame() throws {
        let one = try makeRenderer(threads: 1), two = try makeRenderer(threads: 2)
        let (root, _) = scene(radius: 22.5, rotation: 0.3)
        render(root, on: one)
        let first = one.canvas.image().pixels
        render(root, on: one)
        render(root, on: two)
        XCTAssertEqual(one.canvas.image().pixels, first, "frame to frame")
        XCTAssertEqual(two.canvas.image().pixels, first, "one thread or two")
    }
}
