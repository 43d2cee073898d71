import Foundation
import Gestures
import XCTest
@testable import Playground

extension PlaygroundApp {
    /// An app on `scene` with the HUD off, optionally pausing on completion (scene tests).
    /// An app on the scene template (not in the catalog), laid out at `size`, HUD off.
    static func onTemplate(size: CGSize) throws -> (PlaygroundApp, SceneTemplate) {
        let app = PlaygroundApp(sceneType: SceneTemplate.self)
        app.showsHUD = false
        app.resize(to: size)
        return (app, try XCTUnwrap(app.scene as? SceneTemplate))
    }

    static func forTests(scene: String, pausesOnCompletion: Bool = false) throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: scene)
        app.showsHUD = false
        if pausesOnCompletion {
            var tuning = app.tuning
            tuning.pausesOnCompletion = true
            app.tuning = tuning
        }
        return app
    }
}
