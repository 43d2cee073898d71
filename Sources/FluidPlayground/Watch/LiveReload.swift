import Foundation
import Platform
import Playground

/// `--watch` in the running window, for a package whose program and scene library share the
/// engine (`FluidPlaygroundShared`): on a save the scene library is rebuilt (`RebuildWatcher`)
/// and loaded (`SceneLibrary`), the rebuilt scene is made once in a fork (`SceneProbe`: a crash
/// there leaves the old scene running), then it replaces the old scene in the same window, with
/// the tuning set by keys, the HUD's mode, slow motion and pause left as they were. The toast
/// says the time from the save to the first frame that shows it. A build that fails leaves the
/// old scene running, the compiler's first error in the window and on standard error.
package final class LiveReload {
    private enum Stage {
        case watching
        /// The rebuilt `library` is being loaded and its scene made in the fork `pid` since `since`.
        case checking(pid: pid_t, library: String, times: ReloadTimes, since: Double)
    }

    /// Why `--watch` reopens the program rather than reloading in the running window.
    package struct RestartReason: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    let watcher: RebuildWatcher
    /// How long a rebuilt scene may take to be made before it is given up.
    let patience: Double
    private var stage = Stage.watching
    /// Runs its argument once the next frame is on screen (`FrameLoop.Options.firstFramePresented`).
    package var onNextPresent: ((@escaping () -> Void) -> Void)?

    package init(watcher: RebuildWatcher, patience: Double = 10) {
        self.watcher = watcher
        self.patience = patience
    }

    /// For the program at `executable` (a `swift build` product) whose own scenes are `own`:
    /// the live reload, or why there can be none (then `--watch` restarts the program).
    package static func plan(executable: String, own: [Scene.Type]) -> Result<LiveReload, RestartReason> {
        guard let first = own.first else {
            return .failure(RestartReason(description: "this program has no scenes of its own"))
        }
        guard SceneLibrary.engineIsShared else {
            return .failure(RestartReason(description: "Fluid is compiled into this program (it depends on FluidPlayground, not FluidPlaygroundShared)"))
        }
        guard let root = WatchSession.packageRoot(above: executable) else {
            return .failure(RestartReason(description: "there is no Package.swift above \(executable)"))
        }
        let module = SceneLibrary.module(of: first)
        let manifest = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
        guard SceneLibrary.manifest(manifest, declaresDynamicLibrary: module) else {
            return .failure(RestartReason(description: "Package.swift has no `.library(name: \"\(module)\", type: .dynamic, …)` for the scenes' module"))
        }
        let folder = (executable as NSString).deletingLastPathComponent
        let release = executable.split(separator: "/").contains("release")
        let watcher = RebuildWatcher(root: root,
                                     buildArguments: ["swift", "build", "--product", module] + (release ? ["-c", "release"] : []),
                                     builtLibrary: folder + "/lib\(module).so",
                                     folder: NSTemporaryDirectory() + "fluid-reload-\(getpid())")
        return .success(LiveReload(watcher: watcher))
    }

    /// Starts watching; `poll` must then be called before each frame.
    package func start() {
        Self.say("watching \(watcher.root)/Sources for changes; save a file to rebuild and reload the scene in this window")
        watcher.start()
    }

    /// Removes the library copies (the process is ending: nothing runs their code any more).
    package func finish() {
        try? FileManager.default.removeItem(atPath: watcher.folder)
    }

    /// Before each frame (`PlaygroundApp.beforeEachFrame`).
    package func poll(_ app: PlaygroundApp) {
        switch stage {
        case .watching:
            guard let outcome = watcher.take() else { return }
            // After the fork, so the watcher's thread is idle while it is made.
            defer { watcher.resume() }
            switch outcome {
            case .failed(let reason):
                tell(app, "build failed, the old scene runs on: \(reason)")
            case .built(let library, let times):
                // The library's entry is the package's own code (its scene list): it runs first
                // in the fork too, so a trap or an endless loop there costs the fork, never the
                // window, which waits on it no longer than `patience`.
                guard let pid = SceneProbe.start({ Self.tryInFork(library, app: app) }) else {
                    tell(app, "cannot fork to try the rebuilt scene (\(String(cString: strerror(errno)))); the old scene runs on")
                    return
                }
                stage = .checking(pid: pid, library: library, times: times, since: Date().timeIntervalSince1970)
                // A scene is made in milliseconds: wait for it here rather than a frame.
                if let result = SceneProbe.wait(pid, upTo: 1) { finish(result, app) }
            }
        case .checking(let pid, _, _, let since):
            if let result = SceneProbe.poll(pid) {
                finish(result, app)
            } else if Date().timeIntervalSince1970 - since > patience {
                SceneProbe.kill(pid)
                stage = .watching
                tell(app, "the rebuilt scene library's scene list or scene was not made within \(String(format: "%g", patience)) s; the old scene runs on")
            }
        }
    }

    /// The fork's part: the library loaded and its scene made; a library that cannot be
    /// loaded ends it with `unloadable`.
    static func tryInFork(_ library: String, app: PlaygroundApp) {
        guard let scenes = try? SceneLibrary.load(library) else { _exit(unloadable) }
        swap(in: scenes, app: app, carryingTuning: false)
    }

    /// The fork's status when the library could not be loaded (a reason, not a crash).
    static let unloadable: Int32 = 86

    private func finish(_ result: SceneProbe.Result, _ app: PlaygroundApp) {
        guard case .checking(_, let library, var times, _) = stage else { return }
        stage = .watching
        let scenes: [Scene.Type]
        switch result {
        case .passed, .ended(status: Self.unloadable):
            // Loaded here as the fork loaded it: safely, or with the reason it could not be.
            do {
                scenes = try SceneLibrary.load(library)
            } catch {
                tell(app, "\(error); the old scene runs on")
                return
            }
        case .ended, .killed:
            scenes = []
        }
        switch result {
        case .passed:
            times.checkedAt = Date().timeIntervalSince1970
            Self.swap(in: scenes, app: app, carryingTuning: true)
            times.swappedAt = Date().timeIntervalSince1970
            let reload = times
            onNextPresent? { [weak app] in
                let said = reload.summary(shownAt: Date().timeIntervalSince1970)
                app?.show(message: said.short, for: 4)
                Self.say(said.short + ": " + said.detail)
            }
        case .ended(let status):
            tell(app, "the rebuilt scene ended (status \(status)) as it was made; the old scene runs on")
        case .killed(let signal):
            tell(app, "the rebuilt scene crashed (signal \(signal)) as it was made; the old scene runs on")
        }
    }

    /// The rebuilt `scenes` in the catalog, and the scene shown now made anew from them (by its
    /// name; the first of them if it was one of the package's own and is gone); a built-in scene
    /// shown now stays. With `carryingTuning`, tuning set by keys stays set; a default tuning
    /// becomes the rebuilt scene's default, so a default changed in the source takes effect.
    static func swap(in scenes: [Scene.Type], app: PlaygroundApp, carryingTuning: Bool) {
        let old = type(of: app.scene)
        let wasOwn = SceneCatalog.own.contains { $0.name == old.name }
        let tuned = app.tuning == old.defaultTuning ? nil : app.tuning
        SceneCatalog.addFirst(scenes)
        guard let type = scenes.first(where: { $0.name == old.name }) ?? (wasOwn ? scenes.first : nil) else { return }
        app.switchTo(type)
        if carryingTuning, let tuned, type.name == old.name { app.tuning = tuned }
    }

    private func tell(_ app: PlaygroundApp, _ text: String) {
        Self.say(text)
        app.show(message: text, for: 10)
    }

    static func say(_ text: String) {
        FileHandle.standardError.write(Data("\(program) --watch: \(text)\n".utf8))
    }

    /// The program's name, as its messages begin.
    static var program: String {
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "fluid"
    }
}
