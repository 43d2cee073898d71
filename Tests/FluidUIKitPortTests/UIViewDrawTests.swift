// UIView.draw(_:) with UIKit's drawing calls, as a custom view writes it.
import FluidUIKit
import Painting
import XCTest

/// A view that paints a filled disc and a stroked frame, and counts its draws.
private final class BadgeView: UIView {
    var color: UIColor = .red { didSet { setNeedsDisplay() } }
    private(set) var draws: [CGRect] = []

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        color.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).fill()
        let frame = UIBezierPath(rect: rect.insetBy(dx: 1, dy: 1))
        frame.lineWidth = 2
        UIColor.black.setStroke()
        frame.stroke()
    }
}

final class UIViewDrawTests: XCTestCase {
    func testDrawIsCalledWithTheBoundsInTheFirstLayoutPass() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertTrue(view.draws.isEmpty, "not before it is laid out")
        view.layoutIfNeeded()
        XCTAssertEqual(view.draws, [CGRect(x: 0, y: 0, width: 60, height: 40)])
        view.layoutIfNeeded()
        XCTAssertEqual(view.draws.count, 1, "not again until asked")
    }

    func testWhatItPaintsIsDrawnOverTheBackground() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        root.addSubview(view)
        root.layoutIfNeeded()
        let painter = PixelPainter(width: 100, height: 100, threads: 1, pictures: { _ in nil })
        painter.beginFrame(background: .white)
        painter.draw(root)
        painter.endFrame()
        func pixel(_ x: Int, _ y: Int) -> UInt32 { painter.pixels.base[y * 100 + x] & 0xFF_FFFF }
        XCTAssertEqual(pixel(50, 50), 0xFF0000, "the disc")
        XCTAssertEqual(pixel(0, 50), 0x000000, "the frame's stroke")
        XCTAssertEqual(pixel(5, 50), 0xFFFFFF, "the background between")
    }

    func testSetNeedsDisplayDrawsAgainInTheNextPassWithTheNewColour() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.layoutIfNeeded()
        view.color = .blue
        XCTAssertTrue(view.needsLayoutInSubtree, "a pass is due")
        view.layoutIfNeeded()
        XCTAssertEqual(view.draws.count, 2)
        guard case .shape(let disc)? = view.layerDecoration.sublayers.first?.content else { return XCTFail("a shape") }
        XCTAssertEqual(disc.fillColor, UIColor.blue.color)
        guard case .shape(let frame)? = view.layerDecoration.sublayers.last?.content else { return XCTFail("a shape") }
        XCTAssertEqual(frame.strokeColor, UIColor.black.color)
        XCTAssertEqual(frame.lineWidth, 2)
    }

    func testAResizeDrawsAgainAtTheNewSize() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.layoutIfNeeded()
        view.frame.size = CGSize(width: 80, height: 30)
        view.layoutIfNeeded()
        XCTAssertEqual(view.draws.last, CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    func testDrawingCallsOutsideDrawPaintNothing() {
        UIColor.green.set()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        XCTAssertTrue(view.layerDecoration.sublayers.isEmpty)
        XCTAssertTrue(view.isOpaque)
    }
}
