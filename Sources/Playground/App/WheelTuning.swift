import Foundation
import Input

extension PlaygroundApp {
    /// The wheel over a HUD number changes it, each step as its key would (`[` `]`, `-` `=`), so
    /// a scene that does not use the number says so as the key does. True when the HUD took it.
    func takeWheel(_ event: ScrollEvent) -> Bool {
        guard event.isFinite,
              let number = hud.tuningNumber(at: event.location, size: size, animatorCount: scene.animators.count,
                                               line: KeyTable.keys(of: type(of: scene)).tuningLine) else { return false }
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
}
