import FluidUIKit
import Painting
import XCTest

/// A knob as published UIKit demos draw one: a gradient filling the view and a ring on top,
/// both laid out in `layoutSubviews`.
private final class KnobView: UIView {
    let gradient = CAGradientLayer()
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        layer.addSublayer(gradient)
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.green.cgColor
        ring.lineWidth = 10
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        ring.frame = bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 30, startAngle: 0,
                                 endAngle: 2 * .pi, clockwise: true).cgPath
    }
}

final class LayerPaintingPortTests: XCTestCase {
    /// The pixels of `root` drawn headless on a white canvas of `size` points.
    private func render(_ root: UIView, width: Int = 120, height: Int = 120) -> (Int, Int) -> (r: Int, g: Int, b: Int) {
        let pixel = headlessPixels(of: root, width: width, height: height)
        return { x, y in
            let p = pixel(x, y)
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        }
    }

    private func assertColor(_ c: (r: Int, g: Int, b: Int), _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 3,
                             _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance,
                      "\(what): \(c) is not (\(r), \(g), \(b))", file: file, line: line)
    }

    private func knobScene() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.addSubview(KnobView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        return root
    }

    func testGradientLayerShowsItsColoursAtBothEndsAndBlendsInTheMiddle() {
        let pixel = render(knobScene())
        assertColor(pixel(0, 10), 254, 0, 1, "left end")
        assertColor(pixel(99, 10), 1, 0, 254, "right end")
        assertColor(pixel(49, 10), 129, 0, 126, within: 2, "middle")
    }

    func testARadialGradientIsItsFirstColourAtTheCentreAndItsLastAtTheEdge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let glow = CAGradientLayer()
        glow.type = .radial
        glow.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        glow.startPoint = CGPoint(x: 0.5, y: 0.5)
        glow.endPoint = CGPoint(x: 1, y: 1)
        glow.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layer.addSublayer(glow)
        let pixel = render(root)
        assertColor(pixel(50, 50), 254, 0, 1, within: 6, "centre")
        assertColor(pixel(50, 0), 3, 0, 252, within: 6, "top edge, a radius out")
        assertColor(pixel(75, 50), 128, 0, 127, within: 6, "half way out")
    }

    func testAConicGradientGoesRoundItsCentre() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let knob = CAGradientLayer()
        knob.type = .conic
        knob.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        knob.startPoint = CGPoint(x: 0.5, y: 0.5)
        knob.endPoint = CGPoint(x: 1, y: 0.5)
        knob.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layer.addSublayer(knob)
        let pixel = render(root)
        assertColor(pixel(90, 52), 250, 0, 5, within: 8, "just past the start, to the right")
        assertColor(pixel(10, 50), 128, 0, 127, within: 6, "half way round, to the left")
        assertColor(pixel(90, 47), 5, 0, 250, within: 8, "just before the end, above the start")
    }

    func testShapeLayerStrokesTheRingInItsColour() {
        let pixel = render(knobScene())
        // (Not at (80, 50), where the open arc's two butt ends meet.)
        assertColor(pixel(19, 50), 0, 255, 0, "on the ring (radius 30), left")
        assertColor(pixel(50, 80), 0, 255, 0, "on the ring, bottom")
        assertColor(pixel(50, 20), 0, 255, 0, "on the ring, top")
        // Inside and outside the ring: the gradient.
        assertColor(pixel(50, 50), 128, 0, 127, within: 3, "inside the ring")
        assertColor(pixel(90, 50), 25, 0, 230, within: 3, "outside the ring")
    }

    func testNothingIsDrawnBeyondTheGradientLayer() {
        let pixel = render(knobScene())
        assertColor(pixel(110, 50), 255, 255, 255, "beside the view")
    }

    func testBorderIsDrawnInsideTheBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.black.cgColor
        root.addSubview(card)
        let pixel = render(root)
        assertColor(pixel(11, 60), 0, 0, 0, "in the border")
        assertColor(pixel(108, 60), 0, 0, 0, "in the right border")
        assertColor(pixel(20, 60), 255, 255, 255, "inside the border")
        assertColor(pixel(8, 60), 255, 255, 255, "outside the view")
    }

    func testBorderIsDrawnOverSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.black.cgColor
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = .red
        card.addSubview(fill)
        root.addSubview(card)
        let pixel = render(root)
        assertColor(pixel(11, 60), 0, 0, 0, "the border over the red subview")
        assertColor(pixel(60, 60), 255, 0, 0, "the subview")
    }

    func testShadowDarkensPixelsOutsideTheView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = 4
        root.addSubview(card)
        let pixel = render(root)
        let below = pixel(60, 75), far = pixel(60, 110), above = pixel(60, 26)
        XCTAssertLessThan(below.r, 200, "the shadow falls below the card")
        assertColor(far, 255, 255, 255, "no shadow far away")
        XCTAssertGreaterThan(above.r, below.r, "the shadow is offset down")
        assertColor(pixel(60, 50), 255, 255, 255, "the card covers its own shadow")
    }

    func testMaskHidesPixelsOutsideItsShape() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let disc = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        disc.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .blue
        disc.addSubview(child)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: disc.bounds).cgPath
        disc.layer.mask = mask
        root.addSubview(disc)
        let pixel = render(root)
        assertColor(pixel(12, 12), 255, 255, 255, "the corner, outside the oval")
        assertColor(pixel(60, 60), 255, 0, 0, "the middle")
        assertColor(pixel(14, 14), 255, 255, 255, "the subview's corner, masked too")
        assertColor(pixel(40, 40), 0, 0, 255, "the subview inside the oval")
    }

    func testChangedGradientColoursRepaint() {
        let root = knobScene()
        guard let knob = root.subviews.first as? KnobView else { return XCTFail("the knob is there") }
        let damage = FrameDamage()
        let painter = PixelPainter(width: 120, height: 120, threads: 1, pictures: { _ in nil })
        var list = DisplayList(), last = DisplayList()
        func damaged() -> Bool {
            root.layoutIfNeeded()
            swap(&list, &last)
            list.begin(painter.displayFrame(background: .white))
            list.appendTree(root, on: painter)
            return damage.damage(list, since: last) != nil
        }
        _ = damaged()
        XCTAssertFalse(damaged(), "nothing changed")
        knob.gradient.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
        XCTAssertTrue(damaged(), "a changed gradient is damage")
    }
}

/// Layer code as published demos spell it, compiled with the import changed.
final class LayerSpellingPortTests: XCTestCase {
    func testDemoSpellingsCompileAndDescribeTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor, UIColor.systemPink.cgColor]
        gradient.locations = [0, 0.5, 1]
        gradient.frame = view.bounds
        view.layer.insertSublayer(gradient, at: 0)
        view.layer.cornerRadius = 20
        view.layer.cornerCurve = .continuous
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOffset = .zero
        view.layer.shadowOpacity = 0.2
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 20).cgPath
        let progress = CAShapeLayer()
        progress.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 50), radius: 40, startAngle: -.pi / 2,
                                     endAngle: 3 * .pi / 2, clockwise: true).cgPath
        progress.fillColor = nil
        progress.lineCap = .round
        progress.strokeEnd = 0.25
        progress.strokeColor = UIColor.white.withAlphaComponent(0.8).cgColor
        view.layer.addSublayer(progress)
        XCTAssertEqual(view.layerDecoration.sublayers.count, 2)
        XCTAssertEqual(view.layerDecoration.shadow?.path, view.layer.shadowPath?.path)
        guard case .gradient(let g)? = view.layerDecoration.sublayers.first?.content else {
            return XCTFail("the gradient comes first")
        }
        XCTAssertEqual(g.locations, [0, 0.5, 1])
        XCTAssertEqual(g.colors.count, 3)
    }
}

final class LayerShadowClipPortTests: XCTestCase {
    func testMasksToBoundsCutsTheShadowAway() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.masksToBounds = true
        root.addSubview(card)
        root.layoutIfNeeded()
        let painter = PixelPainter(width: 120, height: 120, threads: 1, pictures: { _ in nil })
        painter.beginFrame(background: .white)
        painter.draw(root)
        painter.endFrame()
        XCTAssertEqual(painter.pixels.base[75 * 120 + 60] & 0xFF_FFFF, 0xFF_FFFF, "no shadow below a card that masks to its bounds")
    }
}

final class SublayerMasksToBoundsPortTests: XCTestCase {
    func testSublayerMasksItsContentToItsRoundedBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let holder = CALayer()
        holder.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        holder.cornerRadius = 30
        holder.masksToBounds = true
        let fill = CAShapeLayer()
        fill.path = UIBezierPath(rect: CGRect(x: -10, y: -10, width: 120, height: 120)).cgPath
        fill.fillColor = UIColor.red.cgColor
        holder.addSublayer(fill)
        root.layer.addSublayer(holder)
        root.layoutIfNeeded()
        let painter = PixelPainter(width: 120, height: 120, threads: 1, pictures: { _ in nil })
        painter.beginFrame(background: .white)
        painter.draw(root)
        painter.endFrame()
        func pixel(_ x: Int, _ y: Int) -> UInt32 { painter.pixels.base[y * 120 + x] & 0xFF_FFFF }
        XCTAssertEqual(pixel(12, 12), 0xFF_FFFF, "the rounded corner is cut away")
        XCTAssertEqual(pixel(5, 60), 0xFF_FFFF, "nothing beyond the bounds")
        XCTAssertEqual(pixel(60, 60), 0xFF_0000, "the middle is the content")
    }
}

/// The gradient view idiom: the view's own layer is a gradient layer.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class LayerClassPortTests: XCTestCase {
    func testViewWhoseLayerClassIsAGradientDrawsTheGradientOverItsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let view = GradientView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.gradientLayer.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        root.addSubview(view)
        root.layoutIfNeeded()
        let painter = PixelPainter(width: 120, height: 120, threads: 1, pictures: { _ in nil })
        painter.beginFrame(background: UIColor.red.color)
        painter.draw(root)
        painter.endFrame()
        func pixel(_ x: Int, _ y: Int) -> UInt32 { painter.pixels.base[y * 120 + x] & 0xFF_FFFF }
        XCTAssertEqual(pixel(60, 10) >> 16, 1, "black at the top (t = 0.005)")
        XCTAssertEqual(pixel(60, 109) >> 16, 254, "white at the bottom")
        XCTAssertEqual(pixel(5, 60), 0xFF_0000, "nothing beside the view")
        XCTAssertTrue(view.layer === view.gradientLayer)
    }
}
