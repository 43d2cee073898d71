// UIViewController as Apple documents it: the view made on first use, children, appearance and
// the responder chain's end (R35).
import XCTest
import FluidUIKit

private final class LoggingController: UIViewController {
    var log: [String] = []
    override func loadView() {
        log.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { log.append("willMove \(parent == nil ? "nil" : "parent")") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent == nil ? "nil" : "parent")") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan") }
}

final class UIViewControllerTests: XCTestCase {
    func testTheViewIsMadeOnFirstUseThenViewDidLoadRuns() {
        let controller = LoggingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.log, ["loadView", "viewDidLoad"])
        XCTAssertTrue(controller.isViewLoaded)
    }

    func testTheDefaultViewIsTheScreensSize() {
        XCTAssertEqual(UIViewController().view.frame, UIScreen.main.bounds)
    }

    func testAppearanceCallbacksComeOncePerChange() {
        let controller = LoggingController()
        _ = controller.view
        controller.log = []
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        XCTAssertEqual(controller.log, ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    func testAddingAndRemovingAChild() {
        let parent = UIViewController()
        let child = LoggingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertTrue(parent.children.first === child)
        XCTAssertTrue(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(child.parent)
        XCTAssertEqual(child.log.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") },
                       ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
    }

    func testTheLayoutPassTellsTheController() {
        let controller = LoggingController()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.log.last, "viewDidLayoutSubviews")
    }

    func testAnUnhandledTouchReachesTheController() {
        let controller = LoggingController()
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(controller.view)
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        Device(window: window).tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(controller.log.last, "touchesBegan")
    }

    func testUIViewAnimateMovesASubclassedView() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let device = Device(window: window)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        device.main { UIView.animate(withDuration: 1) { view.center.x = 105 } }
        XCTAssertEqual(view.center.x, 105)
        device.wait(0.5)
        XCTAssertGreaterThan(view.presentation.frame.minX, 0)
        XCTAssertLessThan(view.presentation.frame.minX, 100)
        device.wait(0.6)
        XCTAssertEqual(view.presentation.frame.minX, 100, accuracy: 1e-9)
    }
}

private final class LoggingView: UIView {}
