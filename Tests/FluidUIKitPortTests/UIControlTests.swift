// UIControl and UIButton as UIKit code uses them: target–action by method reference (R37),
// events from touches in the order targets were added (R35), highlight while pressed.
import XCTest
import FluidUIKit

private final class ButtonController: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Toggle Drawer", for: .normal)
        view.addSubview(button)
        button.addTarget(self, action: Self.toggleDrawerTapped, for: .touchUpInside)
        button.addTarget(self, action: Self.tappedWithSender, for: .touchUpInside)
        button.addTarget(self, action: Self.anyEvent, for: [.touchDown, .touchUpOutside, .touchCancel])
    }

    func toggleDrawerTapped() { log.append("toggle") }
    func tappedWithSender(_ sender: UIButton) { log.append("sender \(sender.currentTitle ?? "")") }
    func anyEvent(_ sender: Any) { log.append("event highlighted=\(button.isHighlighted)") }
}

final class UIControlTests: XCTestCase {
    private func run() -> (ButtonController, Device) {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let device = Device(window: window)
        let controller = device.main { ButtonController() }
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        return (controller, device)
    }

    func testATapSendsTouchDownThenTouchUpInsideToEachTargetInOrder() {
        let (controller, device) = run()
        device.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(controller.log, ["event highlighted=true", "toggle", "sender Toggle Drawer"])
        XCTAssertFalse(controller.button.isHighlighted)
    }

    func testADragFarOutsideEndsAsTouchUpOutside() {
        let (controller, device) = run()
        device.drag(from: CGPoint(x: 150, y: 120), by: CGVector(dx: 0, dy: 200), over: 0.2)
        XCTAssertEqual(controller.log.last, "event highlighted=false")
        XCTAssertFalse(controller.log.contains("toggle"))
    }

    func testTheTitleIsDrawnAndDimsWhileHighlighted() {
        let (controller, _) = run()
        let title = controller.button.titleLabel
        XCTAssertEqual(title?.text, "Toggle Drawer")
        XCTAssertEqual(title?.textColor, controller.button.tintColor)
        controller.button.isHighlighted = true
        XCTAssertEqual(title?.textColor, controller.button.tintColor.withAlphaComponent(0.2))
    }

    func testADisabledButtonSendsNothing() {
        let (controller, device) = run()
        controller.button.isEnabled = false
        device.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(controller.log, [])
    }

    func testAPanOnTheSuperviewCancelsTheButtonsTouch() {
        let (controller, device) = run()
        controller.view.addGestureRecognizer(UIPanGestureRecognizer())
        device.drag(from: CGPoint(x: 150, y: 120), by: CGVector(dx: 0, dy: 30), over: 0.1)
        XCTAssertEqual(controller.log, ["event highlighted=true", "event highlighted=false"])
    }

    func testSendActionsReachesTheTargetsAtOnce() {
        let (controller, _) = run()
        controller.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, ["toggle", "sender Toggle Drawer"])
    }

    func testRemovingATargetStopsItsActions() {
        let (controller, device) = run()
        controller.button.removeTarget(controller, action: nil, for: .touchUpInside)
        device.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(controller.log, ["event highlighted=true"])
    }
}
