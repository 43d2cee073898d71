import Foundation
import Playground

/// The rebuilt window's side of `--watch`: says in the HUD's message line (and on standard error)
/// how long it took from the save to its first frame, and shows what the watcher sends while it
/// runs (a build's first error: the watcher writes the message file, then sends SIGUSR1).
package final class ReloadNotice {
    private nonisolated(unsafe) static var pending: Int32 = 0
    let messageFile: String
    private let reload: CarryOver.Reload?

    package init(messageFile: String, reload: CarryOver.Reload?) {
        self.messageFile = messageFile
        self.reload = reload
    }

    /// Before the window opens: SIGUSR1 means "a message is waiting" (its default would kill).
    package static func listen() {
        signal(SIGUSR1) { _ in ReloadNotice.pending = 1 }
    }

    /// Called when the window's first frame is on screen (`FrameLoop.Options.firstFramePresented`):
    /// the reload's time ends there.
    package func firstFrameShown(_ app: PlaygroundApp) {
        guard let reload else { return }
        let said = reload.summary(shownAt: Date().timeIntervalSince1970)
        app.show(message: said.short, for: 4)
        FileHandle.standardError.write(Data((said.short + ": " + said.detail + "\n").utf8))
    }

    /// Called before each frame (`PlaygroundApp.beforeEachFrame`).
    package func poll(_ app: PlaygroundApp) {
        if Self.pending != 0 {
            Self.pending = 0
            if let bytes = try? Data(contentsOf: URL(fileURLWithPath: messageFile)), let text = String(data: bytes, encoding: .utf8) {
                app.show(message: text, for: 10)
            }
        }
    }
}
