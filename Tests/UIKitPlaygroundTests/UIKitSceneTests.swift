import FluidUIKit
import Input
import Playground
import UIKitPlayground
import XCTest

/// A controller that pulls a sheet up by a constraint, as UIKit code does: the pan changes the
/// constant and leaves the layout to the next frame (R33).
private final class SheetController: UIViewController {
    var events: [String] = []
    let sheet = UIView()
    var top = NSLayoutConstraint()
    private var startConstant: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        top = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 500)
        NSLayoutConstraint.activate([
            top,
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned))
    }

    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: startConstant = top.constant
        case .changed: top.constant = startConstant + recognizer.translation(in: view).y
        default: break
        }
    }
}

private final class SheetScene: UIKitScene {
    override class var name: String { "uikit-sheet-test" }
    override class func makeViewController() -> UIViewController { SheetController() }
}

final class UIKitSceneTests: XCTestCase {
    private let size = CGSize(width: 400, height: 800)

    private func makeApp() throws -> (PlaygroundApp, SheetController) {
        let app = PlaygroundApp(sceneType: SheetScene.self)
        app.showsHUD = false
        app.resize(to: size)
        let scene = try XCTUnwrap(app.scene as? SheetScene)
        return (app, try XCTUnwrap(scene.viewController as? SheetController))
    }

    func testTheControllersLifeComesInUIKitsOrder() throws {
        let (_, controller) = try makeApp()
        XCTAssertEqual(Array(controller.events.prefix(5)),
                       ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    }

    func testTheControllersViewFillsTheWindowAndItsConstraintsHold() throws {
        let (_, controller) = try makeApp()
        XCTAssertEqual(controller.view.frame, CGRect(origin: .zero, size: size))
        XCTAssertEqual(controller.sheet.frame, CGRect(x: 0, y: 500, width: 400, height: 800))
    }

    func testAConstantChangedByAPanIsLaidOutInTheFrameThatShowsIt() throws {
        let (app, controller) = try makeApp()
        var t = 0.0
        func frame() { t += 1.0 / 60; app.update(to: t) }
        frame()
        app.handle(.pointer(PointerEvent(.down, location: CGPoint(x: 200, y: 600), timestamp: t)))
        for i in 1...10 {
            app.handle(.pointer(PointerEvent(.move, location: CGPoint(x: 200, y: 600 - Double(i) * 10), timestamp: t + 0.001)))
            frame()
        }
        let pan = try XCTUnwrap(app.scene.pans.first)
        let followed = 500 + pan.translation(in: controller.view).y
        XCTAssertLessThan(followed, 420, "the finger went up nearly 100 points")
        XCTAssertEqual(controller.sheet.frame.minY, followed, accuracy: 0.001)
        XCTAssertEqual(controller.sheet.presentation.frame.minY, followed, accuracy: 0.001, "drawn there")
    }

    func testTheLayoutPassSleepsWhenNothingIsPending() throws {
        let (app, controller) = try makeApp()
        app.update(to: 1.0 / 60)
        app.update(to: 2.0 / 60)
        XCTAssertFalse(app.driver.hasRunningAnimators, "a sleeping layout pass keeps no frames coming")
        controller.top.constant = 100
        XCTAssertTrue(app.driver.hasRunningAnimators, "a pending layout wakes the frame loop")
        app.update(to: 3.0 / 60)
        XCTAssertEqual(controller.sheet.frame.minY, 100)
        app.update(to: 4.0 / 60)
        XCTAssertFalse(app.driver.hasRunningAnimators)
    }
}
