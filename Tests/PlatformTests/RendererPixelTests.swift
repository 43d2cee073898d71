import FluidTestSupport
import Foundation
import XCTest
@testable import Platform
import ViewTree

/// Pixel checks on the headless software renderer.
final class RendererPixelTests: XCTestCase {
    private var renderer: Renderer!
    private var root: View!

    override func setUpWithError() throws {
        renderer = Renderer(canvas: try Canvas(width: 200, height: 200))
        renderer.warnings.printsToStandardError = false
        root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
    }

    private func render() {
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
    }

    private func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = renderer.canvas.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    private func addBox(radius: CGFloat, corners: CornerMask = .all, color: Color = .white, alpha: CGFloat = 1) -> View {
        let box = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = color
        box.cornerRadius = radius
        box.maskedCorners = corners
        box.alpha = alpha
        root.addSubview(box)
        return box
    }

    func testRoundedRectCornerPixelIsBackgroundAndCentreIsFill() {
        _ = addBox(radius: 30)
        render()
        XCTAssertEqual(rgb(51, 51).0, 0, "the corner outside the arc stays background")
        XCTAssertEqual(rgb(100, 100).0, 255, "the centre is filled")
        XCTAssertEqual(rgb(100, 51).0, 255, "the middle of the top edge is filled")
    }

    func testRoundedRectEdgePixelIsPartlyCovered() {
        _ = addBox(radius: 30)
        render()
        // On the arc at 45°: centre (80, 80), radius 30 → the edge crosses near (58.8, 58.8).
        var partial = false
        for d in 55...62 {
            let v = rgb(d, d).0
            if v > 10 && v < 245 { partial = true }
        }
        XCTAssertTrue(partial, "some pixel along the arc's diagonal is partly covered")
    }

    func testFractionalEdgeIsAntiAliased() {
        let box = addBox(radius: 0)
        box.frame = CGRect(x: 50.5, y: 50, width: 100, height: 100)
        render()
        let v = rgb(50, 100).0
        XCTAssertTrue(v > 90 && v < 165, "a pixel half covered by the edge is about half lit, got \(v)")
    }

    func testAlphaHalfBlendsOverBackground() {
        root.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let box = addBox(radius: 20, color: Color(red: 1, green: 0, blue: 0), alpha: 0.5)
        _ = box
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        let (r, g, b) = rgb(100, 100)
        XCTAssertEqual(Double(r), 127.5, accuracy: 2.5)
        XCTAssertEqual(g, 0)
        XCTAssertEqual(Double(b), 127.5, accuracy: 2.5)
    }

    func testAlphaMultipliesDownTheTree() {
        let parent = addBox(radius: 0, color: .clear, alpha: 0.5)
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = .white
        child.alpha = 0.5
        parent.addSubview(child)
        render()
        XCTAssertEqual(Double(rgb(100, 100).0), 255 * 0.25, accuracy: 2.5)
    }

    func testTranslucentRoundedFillHasNoSeams() {
        // Interior rects and geometry pieces tile the shape: every interior pixel gets one blend.
        let box = addBox(radius: 23.3, color: .white, alpha: 0.5)
        box.frame = CGRect(x: 40.3, y: 40.7, width: 117.4, height: 101.9)
        render()
        for y in stride(from: 70, through: 120, by: 1) {
            for x in stride(from: 45, through: 150, by: 1) {
                XCTAssertEqual(Double(rgb(x, y).0), 127.5, accuracy: 2.5, "pixel (\(x), \(y))")
            }
        }
    }

    func testMaskedCornersStaySquare() {
        _ = addBox(radius: 30, corners: .top)
        render()
        XCTAssertEqual(rgb(51, 51).0, 0, "top-left is rounded")
        XCTAssertEqual(rgb(148, 51).0, 0, "top-right is rounded")
        XCTAssertEqual(rgb(50, 149).0, 255, "bottom-left stays square")
        XCTAssertEqual(rgb(149, 149).0, 255, "bottom-right stays square")
    }

    func testRotatedViewIsDrawnRotated() {
        let box = addBox(radius: 0)
        box.transform = Transform(rotationAngle: .pi / 4)
        render()
        XCTAssertEqual(rgb(100, 100).0, 255)
        XCTAssertEqual(rgb(52, 52).0, 0, "the unrotated corner is now empty")
        XCTAssertEqual(rgb(100, 35).0, 255, "the rotated corner reaches above the old top edge")
    }

    func testHiddenViewIsNotDrawn() {
        let box = addBox(radius: 0)
        box.isHidden = true
        render()
        XCTAssertEqual(rgb(100, 100).0, 0)
    }

    func testClipsToBoundsClipsSubviews() {
        let box = addBox(radius: 0, color: .clear)
        box.clipsToBounds = true
        let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.backgroundColor = .white
        box.addSubview(child)
        render()
        XCTAssertEqual(rgb(120, 120).0, 255, "inside the parent")
        XCTAssertEqual(rgb(170, 170).0, 0, "outside the parent is clipped")
        box.clipsToBounds = false
        render()
        XCTAssertEqual(rgb(170, 170).0, 255, "without clipping the child spills over")
    }

    func testTextDrawsPixelsInItsFrame() throws {
        try XCTSkipUnless(renderer.canDrawText, "no system font installed")
        let label = View(frame: CGRect(x: 20, y: 80, width: 160, height: 40))
        label.label = TextLabel("Toggle Drawer", size: 20, color: .white)
        root.addSubview(label)
        render()
        var lit = 0
        for y in 80..<120 { for x in 20..<180 where rgb(x, y).0 > 128 { lit += 1 } }
        XCTAssertGreaterThan(lit, 50, "text is drawn")
        var outside = 0
        for y in 0..<75 { for x in 0..<200 where rgb(x, y).0 > 0 { outside += 1 } }
        XCTAssertEqual(outside, 0, "nothing drawn above the label's frame")
    }

    func testMissingImageDrawsPlaceholderAndWarns() {
        let box = addBox(radius: 0, color: .clear)
        box.image = ImageReference(path: "/nonexistent/picture.bmp")
        render()
        XCTAssertNotEqual(rgb(100, 100).0, 0, "a placeholder is drawn")
        XCTAssertEqual(renderer.warnings.all.compactMap(\.path), ["/nonexistent/picture.bmp"])
    }

    func testCorruptImageDrawsPlaceholderAndWarnsNamingTheFile() throws {
        let folder = try TemporaryDirectory.make("fluid-corrupt")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/corrupt.bmp"
        try Data("BM this is not a bitmap".utf8).write(to: URL(fileURLWithPath: path))
        let box = addBox(radius: 0, color: .clear)
        box.image = ImageReference(path: path)
        render()
        XCTAssertNotEqual(rgb(100, 100).0, 0, "a placeholder is drawn")
        XCTAssertEqual(renderer.warnings.all.compactMap(\.path), [path], "\(renderer.warnings.all)")
    }

    func testScaledTranslucentPictureIsFilteredAndBlended() throws {
        let picture = try BitmapFile.read("Assets/album.bmp")
        let box = addBox(radius: 0, color: .clear, alpha: 0.5)
        box.image = ImageReference(path: "Assets/album.bmp")
        render()
        // The box's centre pixel samples the picture's centre (600 × 600 shrunk to 100 × 100).
        let i = (300 * picture.width + 300) * 4
        let expected = Double(picture.pixels[i]) / 2
        XCTAssertEqual(Double(rgb(100, 100).0), expected, accuracy: 8)
        XCTAssertEqual(renderer.warnings.all, [])
    }

    func testBlurUnderAnOpaqueSheetIsUnchangedWhereVisible() throws {
        // The sheet covers the bottom half; the blur skips those rows. What shows above the
        // sheet must equal the full blur (the sheet is made translucent by a hair to disable
        // the skipping for the reference picture).
        func picture(sheetAlpha: Double) -> [UInt8] {
            root.subviews.forEach { $0.removeFromSuperview() }
            for i in 0..<10 {
                let stripe = View(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 200))
                stripe.backgroundColor = .white
                root.addSubview(stripe)
            }
            let glass = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            glass.blurRadius = 5
            root.addSubview(glass)
            let sheet = View(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            sheet.backgroundColor = Color(white: 0.5, alpha: sheetAlpha)
            root.addSubview(sheet)
            render()
            return (0..<95).flatMap { y in (0..<200).map { x in UInt8(rgb(x, y).0) } }
        }
        let skipped = picture(sheetAlpha: 1)
        let full = picture(sheetAlpha: 0.999)
        XCTAssertEqual(skipped, full)
    }

    func testRoundedPictureCornersAreCutAndAntiAliased() throws {
        let box = addBox(radius: 30, color: .clear)
        box.image = ImageReference(path: "Assets/album.bmp")
        render()
        XCTAssertEqual(rgb(51, 51).0 + rgb(51, 51).1 + rgb(51, 51).2, 0, "outside the arc stays background")
        XCTAssertNotEqual(rgb(100, 100).0 + rgb(100, 100).1 + rgb(100, 100).2, 0, "the picture fills the middle")
        // Along the 45° diagonal the arc crosses near (58.8, 58.8): one pixel there is partly lit
        // compared with its neighbour further in.
        let edge = Double(rgb(58, 58).0 + rgb(58, 58).1 + rgb(58, 58).2)
        let inside = Double(rgb(62, 62).0 + rgb(62, 62).1 + rgb(62, 62).2)
        XCTAssertGreaterThan(edge, 0)
        XCTAssertLessThan(edge, inside)
        XCTAssertEqual(renderer.warnings.all, [])
    }

    func testBlurTintMixesOverTheBlurredBackdrop() {
        root.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let glass = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        glass.blurRadius = 4
        glass.blurTint = Color(red: 1, green: 0, blue: 0, alpha: 0.25)
        root.addSubview(glass)
        render()
        let (r, g, b) = rgb(100, 100)
        XCTAssertEqual(Double(r), 255 * 0.25, accuracy: 2)
        XCTAssertEqual(g, 0)
        XCTAssertEqual(Double(b), 255 * 0.75, accuracy: 2)
    }

    func testBlurTintReachesEveryColumnOfAnOddWidth() {
        // The tint runs four pixels at a time; the last one to three columns take another path.
        root.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let glass = View(frame: CGRect(x: 10, y: 10, width: 103, height: 50))
        glass.blurRadius = 3
        glass.blurTint = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        glass.alpha = 0.5
        root.addSubview(glass)
        render()
        let middle = rgb(60, 30)
        for x in 108...112 {
            let (r, g, b) = rgb(x, 30)
            XCTAssertEqual(r, middle.0, accuracy: 1, "column \(x)")
            XCTAssertEqual(g, middle.1, "column \(x)")
            XCTAssertEqual(b, middle.2, accuracy: 1, "column \(x)")
        }
        XCTAssertEqual(rgb(113, 30).0, 0, "the column past the view is untouched")
    }

    func testWhatABlurReadsIsPaintedEvenWhenALaterViewHidesIt() {
        // Blue lies under the top half and a green sheet hides it, but the full-window blur
        // between them reads it: just below the sheet the blur must bleed blue, not the red
        // that would show if the hidden blue fill were skipped.
        root.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let blue = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        blue.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let glass = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        glass.blurRadius = 8
        let sheet = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        sheet.backgroundColor = Color(red: 0, green: 1, blue: 0)
        for v in [blue, glass, sheet] { root.addSubview(v) }
        render()
        XCTAssertEqual(rgb(100, 50).1, 255, "the sheet is on top")
        // About 40 % of the blur two pixels below the edge comes from above it: blue, not red.
        XCTAssertGreaterThan(rgb(100, 102).2, 70, "the blur just below the sheet mixes in the blue above it")
    }

    func testHugeViewDrawsItsVisiblePartAndNeverTraps() {
        // Any finite size is legal (R8); pixel indices must still fit in Int.
        let huge = View(frame: CGRect(x: -1e12, y: 50, width: 2e12, height: 1e12))
        huge.backgroundColor = .white
        huge.cornerRadius = 1e11
        huge.clipsToBounds = true
        huge.label = TextLabel("far", size: 12, color: .white)
        let child = View(frame: CGRect(x: 1e12, y: 20, width: 30, height: 30))
        child.backgroundColor = Color(red: 1, green: 0, blue: 0)
        huge.addSubview(child)
        root.addSubview(huge)
        render()
        XCTAssertEqual(rgb(100, 100).0, 255, "the part on the canvas is white")
        XCTAssertEqual(rgb(100, 20).0, 0, "above it the background shows")
        XCTAssertEqual(Double(rgb(100, 50).0), 255, accuracy: 1, "its top edge stays straight at y = 50")
    }

    func testHugeRotatedViewAndHugeBlurNeverTrap() {
        // At 1e300 points not even the canvas's place inside the view is representable; what
        // counts is that nothing traps and the rest of the tree still draws.
        let far = View(frame: CGRect(x: -1e300, y: 50, width: 2e300, height: 1e300))
        far.backgroundColor = .white
        far.cornerRadius = 1e200
        far.clipsToBounds = true
        far.label = TextLabel("far", size: 12, color: .white)
        let spun = View(frame: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        spun.backgroundColor = .white
        spun.transform = Transform(rotationAngle: 0.3)
        let glass = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        glass.blurRadius = 1e300
        glass.blurTint = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        for v in [far, spun, glass] { root.addSubview(v) }
        render()
        XCTAssertGreaterThan(rgb(60, 60).0, 100, "the blur view still draws, its red tint showing")
    }

    func testSameInputGivesSameBytes() throws {
        let box = addBox(radius: 17.5)
        box.transform = Transform(rotationAngle: 0.3)
        render()
        let folder = try TemporaryDirectory.make("fluid-det")
        defer { TemporaryDirectory.remove(folder) }
        let path1 = folder + "/1.bmp", path2 = folder + "/2.bmp"
        try renderer.canvas.saveBMP(to: path1)
        render()
        try renderer.canvas.saveBMP(to: path2)
        XCTAssertEqual(FileManager.default.contents(atPath: path1), FileManager.default.contents(atPath: path2))
    }

    func testLargeTranslucentFillBlendsLikeSmallOne() {
        root.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let big = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        big.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let small = View(frame: CGRect(x: 10, y: 150, width: 20, height: 20))
        small.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSubview(big)
        root.addSubview(small)
        render()
        let a = rgb(100, 50), b = rgb(20, 160)
        XCTAssertEqual(Double(a.0), Double(b.0), accuracy: 1.5)
        XCTAssertEqual(Double(a.2), Double(b.2), accuracy: 1.5)
        XCTAssertEqual(Double(a.0), 127.5, accuracy: 2.5)
    }

    func testLargeTranslucentFillRespectsClipping() {
        let box = addBox(radius: 0, color: .clear)
        box.clipsToBounds = true
        let child = View(frame: CGRect(x: -50, y: -50, width: 200, height: 200))
        child.backgroundColor = Color(white: 1, alpha: 0.5)
        box.addSubview(child)
        render()
        XCTAssertEqual(Double(rgb(100, 100).0), 127.5, accuracy: 2.5, "inside the clip")
        XCTAssertEqual(rgb(20, 20).0, 0, "outside the clip")
    }

    func testBlurredBackdropAtHalfAlphaIsBetweenSharpAndBlurred() {
        // A hard black/white edge under a blur view: at alpha 1 the edge is smeared; at 0.5
        // the pixel next to the edge is halfway between the sharp and the blurred value.
        root.backgroundColor = .black
        let white = View(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
        white.backgroundColor = .white
        root.addSubview(white)
        let glass = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        glass.blurRadius = 6
        root.addSubview(glass)
        render()
        let blurred = Double(rgb(96, 100).0)
        XCTAssertGreaterThan(blurred, 40, "the white side bleeds into the black one")
        glass.alpha = 0.5
        render()
        XCTAssertEqual(Double(rgb(96, 100).0), blurred / 2, accuracy: 3)
    }
}
