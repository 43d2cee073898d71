// System spacing anchors, the constraints a view holds, a controller's updateViewConstraints,
// and what a touch and its event say about the pointer, as UIKit code reads them.
import FluidUIKit
import XCTest

private final class TallerController: UIViewController {
    var height: NSLayoutConstraint!
    var updates = 0
    let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            height,
            box.widthAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            box.topAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1),
        ])
    }

    override func updateViewConstraints() {
        updates += 1
        height.constant = 120
        super.updateViewConstraints()
    }
}

private final class Recorder: UIView {
    var types: [UITouch.TouchType] = []
    var buttons: [UIEvent.ButtonMask] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        types += touches.map(\.type)
        buttons.append(event?.buttonMask ?? [])
    }
}

final class ConstraintQueriesPortTests: XCTestCase {
    func testSystemSpacingIsEightPointsTimesTheMultiplier() {
        let stage = DemoStage { TallerController() }
        XCTAssertEqual(stage.controller.box.frame.origin, CGPoint(x: 16, y: 8))
    }

    func testAViewHoldsTheConstraintsBetweenItsSubviewsAndOnItsOwnSize() {
        let stage = DemoStage { TallerController() }
        let controller = stage.controller
        XCTAssertTrue(controller.box.constraints.contains { $0 === controller.height }, "a size is held by its view")
        XCTAssertEqual(controller.view.constraints.filter { $0.firstItem === controller.box }.count, 2, "leading and top")
        let vertical = controller.box.constraintsAffectingLayout(for: .vertical)
        XCTAssertEqual(vertical.count, 2, "height and top")
        XCTAssertFalse(controller.box.hasAmbiguousLayout)
    }

    func testUpdateViewConstraintsRunsInTheLayoutPassAfterAskingForIt() {
        let stage = DemoStage { TallerController() }
        let controller = stage.controller
        let before = controller.updates
        stage.device.main { controller.view.setNeedsUpdateConstraints() }
        stage.device.wait(1.0 / 60)
        XCTAssertEqual(controller.updates, before + 1)
        XCTAssertEqual(controller.box.frame.height, 120)
    }

    func testTheMouseIsAnIndirectPointerHoldingThePrimaryButton() {
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        Device(window: root).tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(root.types, [.indirectPointer])
        XCTAssertEqual(root.buttons, [.primary])
    }
}
