import FileSafety
import Foundation
import Playground

/// What a window rebuilt by `--watch` takes over from the one it replaces: the scene, its
/// tuning, the window's place and size, the HUD's mode, slow motion and pause; and, from the
/// watcher, when the change was saved and how long the build took. Written by the old process
/// as it quits, read by the new one as it starts (`--carry-over FILE`).
package struct CarryOver: Codable, Equatable {
    package struct Reload: Codable, Equatable {
        /// When the source file was saved, seconds since 1970 (the file's modification time).
        package var savedAt: Double
        /// When the watcher noticed the save, and when the build ended (the rebuilt program
        /// started then, its window hidden).
        package var noticedAt: Double
        package var builtAt: Double
        /// When the rebuilt program was ready to show its window, and when the old window had
        /// closed and it was told to.
        package var readyAt: Double
        package var handedAt: Double

        package init(savedAt: Double, noticedAt: Double, builtAt: Double, readyAt: Double, handedAt: Double) {
            self.savedAt = savedAt
            self.noticedAt = noticedAt
            self.builtAt = builtAt
            self.readyAt = readyAt
            self.handedAt = handedAt
        }

        package var buildSeconds: Double { builtAt - noticedAt }

        /// The time from the save to a first frame shown at `shownAt`, with its parts.
        package func summary(shownAt: Double) -> (short: String, detail: String) {
            let short = String(format: "reloaded: %.2f s from save to first frame (build %.2f s)", shownAt - savedAt, buildSeconds)
            let detail = String(format: "noticed %.2f s, build %.2f s, rebuilt program ready %.2f s (the old window showing), "
                                + "old window closed %.2f s, first frame %.2f s",
                                noticedAt - savedAt, buildSeconds, readyAt - builtAt, handedAt - readyAt, shownAt - handedAt)
            return (short, detail)
        }
    }

    package var scene: String
    /// The tuning set with the keys; nil when it was the scene's default, so a default changed
    /// in the source is what the rebuilt scene starts with.
    package var tuning: SceneTuning?
    package var window: [Int32]?   // x, y, width, height in screen points
    package var hud: PlaygroundApp.HUDMode
    package var slowMotion: Bool
    package var paused: Bool
    package var reload: Reload?

    /// The app's state now, in a window at `window` (x, y, width, height).
    package init(of app: PlaygroundApp, window: [Int32]?) {
        scene = type(of: app.scene).name
        tuning = app.tuning == type(of: app.scene).defaultTuning ? nil : app.tuning
        self.window = window
        hud = app.hudMode
        slowMotion = app.isSlowMotion
        paused = app.isPaused
    }

    /// Puts the app where the carried one was: its scene (if there still is one of that name)
    /// with the tuning set by keys, the HUD's mode, slow motion and pause.
    package func apply(to app: PlaygroundApp) {
        if applyScene(to: app), let tuning { app.tuning = tuning }
        app.hudMode = hud
        app.isSlowMotion = slowMotion
        app.isPaused = paused
    }

    /// Only the scene (if there still is one of that name): what a rebuilt program readies
    /// while the old window still shows, before it is handed the rest. False when there is none.
    @discardableResult
    package func applyScene(to app: PlaygroundApp) -> Bool {
        guard let type = SceneCatalog.named(scene) else { return false }
        if type != Swift.type(of: app.scene) { app.switchTo(type) }
        return true
    }

    /// The window's size, if one was carried.
    package var windowSize: CGSize? {
        guard let window, window.count == 4, window[2] > 0, window[3] > 0 else { return nil }
        return CGSize(width: Int(window[2]), height: Int(window[3]))
    }

    /// Reads `path`; nil (and a warning, unless there is no file yet) when it cannot be used.
    package static func read(_ path: String) -> CarryOver? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(CarryOver.self, from: Data(InputFile.read(path, limit: 1 << 16)))
        } catch {
            ExitStatus.warn(.carryOverUnreadable(path: path, reason: SystemReason.of(error)))
            return nil
        }
    }

    /// Writes `path` through the one output writer; false (and a warning) when that failed.
    @discardableResult
    package func write(to path: String) -> Bool {
        do {
            try OutputFile.write(Array(try JSONEncoder().encode(self)), to: path, options: .init(allowsStandardOutput: false))
            return true
        } catch {
            ExitStatus.warn(.carryOverNotWritten(path: path, reason: SystemReason.of(error)))
            return false
        }
    }
}
