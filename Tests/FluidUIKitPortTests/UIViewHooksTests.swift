// UIView's hooks as subclasses override them: moving between superviews and windows, and
// placing sublayers in layoutSublayers(of:).
import FluidUIKit
import XCTest

private final class HookedView: UIView {
    let gradient = CAGradientLayer()
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func willMove(toSuperview newSuperview: UIView?) { events.append(newSuperview == nil ? "willMove(nil)" : "willMove") }
    override func didMoveToWindow() { events.append(window == nil ? "didMoveToWindow(nil)" : "didMoveToWindow") }
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        events.append("layoutSublayers")
        gradient.frame = bounds
    }
}

final class UIViewHooksTests: XCTestCase {
    func testMovingIntoAndOutOfATreeCallsTheSuperviewAndWindowHooks() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        window.addSubview(container)
        let view = HookedView(frame: .zero)
        container.addSubview(view)
        XCTAssertEqual(view.events, ["willMove", "didMoveToWindow"])
        view.removeFromSuperview()
        XCTAssertEqual(view.events.suffix(2), ["willMove(nil)", "didMoveToWindow(nil)"])
    }

    func testASubtreeMovedToAWindowHearsItDownToItsLeaves() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let view = HookedView(frame: .zero)
        container.addSubview(view)
        view.events.removeAll()
        window.addSubview(container)
        XCTAssertEqual(view.events, ["didMoveToWindow"])
    }

    func testLayoutSublayersPlacesTheGradientAfterAResize() {
        let view = HookedView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        XCTAssertEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        view.frame.size = CGSize(width: 80, height: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
        XCTAssertEqual(view.events.filter { $0 == "layoutSublayers" }.count, 2)
    }

    func testARectAppliedToATransformIsTheBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: 2, y: 3)), CGRect(x: 0, y: 0, width: 20, height: 60))
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.width, 20, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.minX, -20, accuracy: 1e-9)
    }

    func testTheModelLayerIsTheLayerAndReduceMotionIsOff() {
        let view = UIView()
        XCTAssertTrue(view.layer.model() === view.layer)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    }
}
