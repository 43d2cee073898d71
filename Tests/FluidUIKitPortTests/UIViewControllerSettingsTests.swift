// A view controller's settings that UIKit demos override or set in passing: kept, and the
// containers they reach for are not there (nil), so the code around them runs as written.
import FluidUIKit
import XCTest

private final class DemoController: UIViewController {
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Momentum"
        navigationItem.largeTitleDisplayMode = .never
        navigationController?.setNavigationBarHidden(true, animated: false)
        edgesForExtendedLayout = []
    }
}

final class UIViewControllerSettingsTests: XCTestCase {
    func testOverriddenSettingsAreReadBack() {
        let controller = DemoController()
        XCTAssertTrue(controller.prefersHomeIndicatorAutoHidden)
        XCTAssertEqual(controller.supportedInterfaceOrientations, .portrait)
        XCTAssertFalse(controller.shouldAutorotate)
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .all)
    }

    func testTheNavigationItemKeepsItsSettingsAndThereIsNoNavigationController() {
        let controller = DemoController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.navigationItem.largeTitleDisplayMode, .never)
        XCTAssertNil(controller.navigationController)
        XCTAssertNil(controller.presentingViewController)
        XCTAssertEqual(controller.edgesForExtendedLayout, [])
    }

    func testTheReadableContentGuideIsTheMarginsGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(view.readableContentGuide === view.layoutMarginsGuide)
    }
}
