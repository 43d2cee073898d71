import Foundation

extension PlaygroundApp {
    /// `C` (issue 16): prints the scene's tuning as code for every platform `fluid export`
    /// knows, puts it on the clipboard where there is one, and says so in the HUD.
    func copyTuningAsCode() {
        let type = type(of: scene)
        let text = TuningExport(sceneName: type.name, timing: type.releaseTiming(for: scene.tuning))
            .text(formats: ExportFormat.allCases)
        printExport(text)
        let copied = clipboard?(text) ?? false
        hud.show(message: copied ? "copied \(type.name)'s tuning as UIKit, SwiftUI, CSS, Android and Flutter code"
                                 : "printed \(type.name)'s tuning as code (no clipboard here)", at: time.realTime)
    }
}
