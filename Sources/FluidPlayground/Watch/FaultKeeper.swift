import FileSafety
import Foundation
import Playground

/// `--watch` in the running window: a scene of the package that traps once it runs there (in
/// its drag handler, after a reload that made it fine in the fork) cannot be caught in the
/// process, so the window dies of it, but not at a loss: before each frame the state as
/// `--state` would write it and the message naming the scene are prepared, and the fault's
/// handler (`FatalSignals`) puts that state in place, writes the queued lines of `--record`
/// and `--trace` (both whole lines: the recording ends with the input that led to the fault,
/// so `--replay` gives it again), and says which scene it was and what was kept.
package final class FaultKeeper {
    let statePath: String?
    let program: String
    let kept: [String]

    /// For a window run with these options; `files` are the line files to finish on a fault.
    package init(program: String, state: String?, record: String?, trace: String?) {
        statePath = state
        self.program = program
        var kept: [String] = []
        if let state { kept.append("--state \(SystemPath.display(state)) (as before this frame)") }
        if let record { kept.append("--record \(SystemPath.display(record))") }
        if let trace { kept.append("--trace \(SystemPath.display(trace))") }
        self.kept = kept
        FatalSignals.install()
    }

    /// What is said on a fault of the scene named `scene`, around the signal's name.
    package static func message(program: String, scene: String, kept: [String]) -> (before: String, after: String) {
        let files = kept.isEmpty ? "" : "; kept whole: " + kept.joined(separator: ", ")
        return ("\(program) --watch: the scene \"\(scene)\" crashed in the window (",
                ")\(files)\n")
    }

    /// Before each frame: the state and message a fault would write.
    package func prepare(_ app: PlaygroundApp) {
        let said = Self.message(program: program, scene: type(of: app.scene).name, kept: kept)
        var file: (path: String, contents: [UInt8])?
        if let statePath, let json = try? app.snapshot().json() {
            file = (statePath, Array(json) + [0x0A])
        }
        FatalSignals.prepare(before: said.before, after: said.after, file: file)
    }
}
