import Animation
import Foundation
import Gestures
import Input
import ViewTree
import XCTest
@testable import Playground

/// A scene's own instant pan (`beginsOnPress = true`, issue 46): the playground turns it on for
/// every pan while something moves (F3), and must leave a scene's own setting alone at rest.
final class SceneInstantPanTests: XCTestCase {
    final class InstantPanScene: Scene {
        static let name = "instant-pan-test"
        static let title = "Instant pan"
        static let summary = "a pan that begins on the press"
        static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
        var tuning = InstantPanScene.defaultTuning
        let view = View(name: "root")
        let card = View(name: "card")
        let pan = PanGestureRecognizer(name: "instant")
        let animators: [PropertyAnimator] = []
        var pans: [PanGestureRecognizer] { [pan] }

        init() {
            view.addSubview(card)
            pan.beginsOnPress = true
            card.addGestureRecognizer(pan)
        }

        func layout(size: CGSize) {
            view.frame = CGRect(origin: .zero, size: size)
            card.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        }
    }

    func testAScenesInstantPanBeginsOnAPressAtRest() throws {
        let app = PlaygroundApp(sceneType: InstantPanScene.self)
        app.showsHUD = false
        app.resize(to: CGSize(width: 800, height: 600))
        let scene = try XCTUnwrap(app.scene as? InstantPanScene)
        app.handle(.pointer(PointerEvent(.down, location: CGPoint(x: 100, y: 100), timestamp: 0.1)))
        XCTAssertEqual(scene.pan.state, .began)
        XCTAssertTrue(scene.pan.beginsOnPress, "the scene's setting is kept")
    }

    func testAPanThatWaitsForItsTenPointsStillWaitsAtRestAfterACatch() throws {
        let app = PlaygroundApp(sceneType: InstantPanScene.self)
        app.showsHUD = false
        app.resize(to: CGSize(width: 800, height: 600))
        let scene = try XCTUnwrap(app.scene as? InstantPanScene)
        scene.pan.beginsOnPress = false
        app.handle(.pointer(PointerEvent(.down, location: CGPoint(x: 100, y: 100), timestamp: 0.1)))
        XCTAssertEqual(scene.pan.state, .possible, "at rest a pan waits for its 10 points (F3)")
    }
}
