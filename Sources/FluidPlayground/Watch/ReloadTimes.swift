import Foundation

/// The times of one reload in the running window, seconds since 1970: from the save to the
/// first frame that shows the rebuilt scene (the toast and standard error say them).
package struct ReloadTimes: Equatable {
    /// The newest saved file's modification time.
    package var savedAt: Double
    /// When the watcher noticed the save and started the build, and when the build ended.
    package var noticedAt: Double
    package var builtAt: Double
    /// When the rebuilt scene had been made in a fork without crashing.
    package var checkedAt: Double?
    /// When it had replaced the old scene in the window.
    package var swappedAt: Double?

    package init(savedAt: Double, noticedAt: Double, builtAt: Double) {
        self.savedAt = savedAt
        self.noticedAt = noticedAt
        self.builtAt = builtAt
    }

    package var buildSeconds: Double { builtAt - noticedAt }

    /// The time from the save to a first frame shown at `shownAt`, with its parts.
    package func summary(shownAt: Double) -> (short: String, detail: String) {
        let checked = checkedAt ?? builtAt, swapped = swappedAt ?? checked
        let short = String(format: "reloaded: %.2f s from save to first frame (build %.2f s)", shownAt - savedAt, buildSeconds)
        let detail = String(format: "in the running window: noticed %.3f s, build %.3f s, scene loaded and made in a fork %.3f s, "
                            + "swapped in %.3f s, first frame %.3f s; beyond the build %.3f s",
                            noticedAt - savedAt, buildSeconds, checked - builtAt, swapped - checked, shownAt - swapped,
                            shownAt - savedAt - buildSeconds)
        return (short, detail)
    }
}
