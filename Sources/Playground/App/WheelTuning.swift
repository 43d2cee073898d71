import Foundation
import Input

extension PlaygroundApp {
    /// The wheel over a HUD number changes it, each step as its key would (`[` `]`, `-` `=`), so
    /// a scene that does not use the number says so as the key does. True when the HUD took it.
    func takeWheel(_ event: ScrollEvent) -> Bool {
        guard event.isFinite, let number = wheelNumber(at: event.location) else { return false }
        let steps = hud.wheelSteps(event)
        guard steps != 0 else { return true }
        let key: String
        switch number {
        case .damping: key = steps > 0 ? "]" : "["
        case .response: key = steps > 0 ? "=" : "-"
        }
        driver.run {
            for _ in 0..<min(abs(steps), 100) { handleKey(key) }
        }
        return true
    }

    /// The HUD number under `location` on this scene's tuning line (its parts are as wide as
    /// its words), if any: what the wheel changes there, and what recordings leave out.
    func wheelNumber(at location: CGPoint) -> HUD.TuningNumber? {
        hud.tuningNumber(at: location, size: size, animatorCount: scene.animators.count,
                         line: KeyTable.keys(of: type(of: scene)).tuningLine)
    }
}
