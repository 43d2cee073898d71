import FluidUIKit
import Playground
import UIKitPlayground
import XCTest

/// The names `--trace` and `--state` give a UIKit controller's views: the properties that hold
/// them, as the code tells them apart.
private final class KnobView: UIView {
    let needle = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(needle)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class NamesController: UIViewController {
    let card = UIView()
    let shadow = UIView()
    lazy var titleLabel = UILabel()
    let knob = KnobView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.accessibilityIdentifier = "new-badge"
        [card, shadow, titleLabel, knob, badge].forEach(view.addSubview)
    }
}

private final class NamesScene: UIKitScene {
    override class var name: String { "uikit-names-test" }
    override class func makeViewController() -> UIViewController { NamesController() }
}

final class UIKitViewNamesTests: XCTestCase {
    private func controller() throws -> NamesController {
        let app = PlaygroundApp(sceneType: NamesScene.self)
        app.showsHUD = false
        app.resize(to: CGSize(width: 400, height: 300))
        let scene = try XCTUnwrap(app.scene as? NamesScene)
        return try XCTUnwrap(scene.viewController as? NamesController)
    }

    func testPlainViewsAreNamedForTheirProperties() throws {
        let c = try controller()
        XCTAssertEqual([c.card.name, c.shadow.name], ["card", "shadow"])
    }

    func testALazyPropertyNamesItsViewWithoutTheStoragePrefix() throws {
        XCTAssertEqual(try controller().titleLabel.name, "titleLabel")
    }

    func testASubclassKeepsItsClassNameAndNamesItsOwnParts() throws {
        let c = try controller()
        XCTAssertEqual(c.knob.name, "KnobView")
        XCTAssertEqual(c.knob.needle.name, "needle")
    }

    func testAnAccessibilityIdentifierIsKept() throws {
        XCTAssertEqual(try controller().badge.name, "new-badge")
    }

    func testTheControllersOwnViewIsView() throws {
        XCTAssertEqual(try controller().view.name, "view")
    }
}
