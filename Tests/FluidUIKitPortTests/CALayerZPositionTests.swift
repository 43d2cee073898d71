// CALayer.zPosition as UIKit code uses it: siblings drawn in its order, touches by subview order.
import FluidUIKit
import Painting
import XCTest

final class CALayerZPositionTests: XCTestCase {
    /// The colour at (x, y) of `root` drawn headless on a white 100 × 100 canvas.
    private func pixel(of root: UIView, _ x: Int, _ y: Int) -> UInt32 {
        root.layoutIfNeeded()
        let painter = PixelPainter(width: 100, height: 100, threads: 1, pictures: { _ in nil })
        painter.beginFrame(background: .white)
        painter.draw(root)
        painter.endFrame()
        return painter.pixels.base[y * 100 + x] & 0xFF_FFFF
    }

    private func overlapping() -> (root: UIView, red: UIView, blue: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        blue.backgroundColor = .blue
        root.addSubview(red)
        root.addSubview(blue)
        return (root, red, blue)
    }

    func testAGreaterZPositionDrawsAViewOverALaterSibling() {
        let (root, red, blue) = overlapping()
        XCTAssertEqual(pixel(of: root, 50, 50), 0x0000FF, "subview order: blue on top")
        red.layer.zPosition = 1
        XCTAssertEqual(red.layer.zPosition, 1)
        XCTAssertEqual(pixel(of: root, 50, 50), 0xFF0000, "red is raised")
        XCTAssertTrue(root.subviews.last === blue, "subviews keep their order")
        _ = blue
    }

    func testZPositionDoesNotChangeWhichViewATouchFinds() {
        let (root, red, blue) = overlapping()
        red.layer.zPosition = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === blue, "as in UIKit, hit testing follows subviews")
    }

    func testEqualZPositionsKeepTheSubviewOrder() {
        let (root, red, _) = overlapping()
        red.layer.zPosition = 2
        root.subviews.forEach { $0.layer.zPosition = 2 }
        XCTAssertEqual(pixel(of: root, 50, 50), 0x0000FF)
    }

    func testASublayerWithAGreaterZPositionDrawsOverOneAddedLater() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let green = CALayer(), black = CALayer()
        green.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        green.backgroundColor = UIColor.green.cgColor
        black.frame = green.frame
        black.backgroundColor = UIColor.black.cgColor
        root.layer.addSublayer(green)
        root.layer.addSublayer(black)
        XCTAssertEqual(pixel(of: root, 50, 50), 0x000000)
        green.zPosition = 5
        XCTAssertEqual(pixel(of: root, 50, 50), 0x00FF00)
    }
}
