import Foundation

/// How the watcher and a rebuilt program started with `--hand-over` speak: the program creates
/// the ready file beside its carry-over once its hidden window is ready, then reads its standard
/// input (a pipe from the watcher) for one byte, "g", sent once the old window is gone. An end of
/// input without it means the watcher kept the old window: the program ends without showing one.
package enum HandOverSignal {
    /// The file the rebuilt program creates when it is ready.
    package static func readyFile(beside carryOver: String) -> String {
        (carryOver as NSString).deletingLastPathComponent + "/ready"
    }

    /// The byte that says go.
    package static let go = UInt8(ascii: "g")

    /// The program's side: says it is ready, then waits for go; false when the watcher ended
    /// the input (or went away) instead.
    package static func sayReadyAndWait(carryOver: String, input: Int32 = STDIN_FILENO) -> Bool {
        guard FileManager.default.createFile(atPath: readyFile(beside: carryOver), contents: nil) else { return false }
        var byte: UInt8 = 0
        while true {
            let got = read(input, &byte, 1)
            if got == 1 { return byte == go }
            // A signal (a message from the watcher, SIGUSR1) interrupts the wait, nothing more.
            if got < 0 && errno == EINTR { continue }
            return false
        }
    }
}
