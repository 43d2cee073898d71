// UIColor as UIKit code uses it: a class that extensions add convenience initialisers to, colour
// literals, named colours, `cgColor`, and a view's `backgroundColor` typed `UIColor?`.
import XCTest
import FluidUIKit

// As published UIKit code writes it: hex colours and a theme in extensions of UIColor.
extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static let cardBackground = UIColor(hex: 0x1C1C1E)
}

final class UIColorPortTests: XCTestCase {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func testAConvenienceInitInAnExtensionMakesTheColour() {
        XCTAssertEqual(rgba(UIColor(hex: 0xFF8000)), [1, 128.0 / 255, 0, 1])
        XCTAssertEqual(rgba(.cardBackground), [28.0 / 255, 28.0 / 255, 30.0 / 255, 1])
        XCTAssertEqual(rgba(UIColor(hex: 0x000000, alpha: 0.5)), [0, 0, 0, 0.5])
    }

    func testNamedColoursDoNotHideTheEngineColoursComponents() {
        // With `import FluidUIKit`, `Color`'s components are still its components.
        let engine = Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4)
        let components: [Double] = [engine.red, engine.green, engine.blue, engine.alpha]
        XCTAssertEqual(components, [0.25, 0.5, 0.75, 0.4])
        XCTAssertEqual(rgba(.red), [1, 0, 0, 1])
        XCTAssertEqual(rgba(.green), [0, 1, 0, 1])
        XCTAssertEqual(rgba(.blue), [0, 0, 1, 1])
        XCTAssertEqual(rgba(.orange), [1, 0.5, 0, 1])
        XCTAssertEqual(rgba(.clear), [0, 0, 0, 0])
        XCTAssertEqual(rgba(.systemBlue), [0, 122.0 / 255, 1, 1])
    }

    func testColourInitialisersAgreeWithUIKit() {
        XCTAssertEqual(rgba(UIColor(white: 0.25, alpha: 0.5)), [0.25, 0.25, 0.25, 0.5])
        XCTAssertEqual(rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1])
        let teal = rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1))
        for (got, want) in zip(teal, [0.4, 0.8, 0.8, 1] as [CGFloat]) { XCTAssertEqual(got, want, accuracy: 1e-12) }

        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.3).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s, 0.5, accuracy: 1e-12)
        XCTAssertEqual(v, 0.8, accuracy: 1e-12)
        XCTAssertEqual(a, 0.3)

        var white: CGFloat = 0
        XCTAssertTrue(UIColor.gray.getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 0.5)
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: nil))
        XCTAssertEqual(rgba(UIColor.red.withAlphaComponent(0.2)), [1, 0, 0, 0.2])
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), "isEqual compares components")
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
    }

    func testCGColorCarriesTheComponentsBothWays() {
        let cg: CGColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).cgColor
        XCTAssertEqual(cg.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(cg.alpha, 0.4)
        XCTAssertEqual(UIColor(cgColor: cg), UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        XCTAssertEqual(UIColor.black.cgColor, CGColor.black)
    }

    func testAColourLiteralIsAUIColor() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(type(of: literal) == UIColor.self)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(view.backgroundColor, UIColor.orange)
        for (got, want) in zip(rgba(literal), [0.2, 0.4, 0.6, 1] as [CGFloat]) { XCTAssertEqual(got, want, accuracy: 1e-7) }
    }

    func testBackgroundColorIsAnOptionalUIColorThatAnimates() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        device.window.addSubview(card)
        card.backgroundColor = .white
        XCTAssertEqual(card.backgroundColor, .white)
        card.backgroundColor = nil
        XCTAssertEqual(card.backgroundColor, .clear, "nil reads back as clear")
        card.backgroundColor = UIColor.black
        device.main { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.backgroundColor = .white }) }
        device.wait(0.5)
        XCTAssertEqual(card.presentation.backgroundColor.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(card.backgroundColor, .white, "the model value is the end, as in UIKit")
    }
}

final class UIColorDisplayP3PortTests: XCTestCase {
    func testDisplayP3ColoursBecomeExtendedSRGB() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 1.0931, accuracy: 1e-3)
        XCTAssertEqual(g, -0.2267, accuracy: 1e-3)
        XCTAssertEqual(b, -0.1501, accuracy: 1e-3)
        UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 1, accuracy: 1e-6)
        XCTAssertEqual(g, 1, accuracy: 1e-6)
        XCTAssertEqual(b, 1, accuracy: 1e-6)
        XCTAssertEqual(a, 0.5)
    }
}
