import Foundation
import Gestures
// Every test here drags with the one generator (issue 15 §3).
@_exported import FluidTestSupport
@testable import Playground

extension PlaygroundApp {
    /// An app on `scene` with the HUD off, optionally pausing on completion (scene tests).
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
