import Animation
import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground
@testable import Playground
import ViewTree

/// The rebuilt scene put in the running window: made anew by name, tuning set by keys kept, a
/// default changed in the source taken, a built-in scene left alone; and the times it says.
final class LiveReloadTests: XCTestCase {
    /// The scene as first built, and as rebuilt with another default damping.
    final class FirstBuild: Scene {
        static let name = "live-card", title = "Live card", summary = "a scene of a package, first build"
        static let defaultTuning = SceneTuning(dampingRatio: 0.8, response: 0.5)
        let view = View(name: "live-card")
        var tuning = FirstBuild.defaultTuning
        var animators: [PropertyAnimator] { [] }
        func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
    }

    final class Rebuilt: Scene {
        static let name = "live-card", title = "Live card", summary = "a scene of a package, rebuilt"
        static let defaultTuning = SceneTuning(dampingRatio: 0.4, response: 0.5)
        let view = View(name: "live-card")
        var tuning = Rebuilt.defaultTuning
        var animators: [PropertyAnimator] { [] }
        func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
    }

    override func tearDown() {
        SceneCatalog.addFirst([])
    }

    /// A package folder with one source, saved again after the watcher has started on it.
    private func watching(build: [String], library: String = "library bytes", patience: Double = 10) throws -> (LiveReload, String) {
        let root = try TemporaryDirectory.make("live-reload")
        addTeardownBlock { TemporaryDirectory.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/Card", withIntermediateDirectories: true)
        try "let a = 1\n".write(toFile: root + "/Sources/Card/Card.swift", atomically: true, encoding: .utf8)
        try library.write(toFile: root + "/libCard.so", atomically: true, encoding: .utf8)
        let watcher = RebuildWatcher(root: root, buildArguments: build, builtLibrary: root + "/libCard.so", folder: root + "/copies",
                                     poll: 0.01, wake: {})
        watcher.start()
        Thread.sleep(forTimeInterval: 0.05)
        try "let a = 2\n".write(toFile: root + "/Sources/Card/Card.swift", atomically: false, encoding: .utf8)
        return (LiveReload(watcher: watcher, patience: patience), root)
    }

    /// Polls as the window does before each frame until the app shows a message (10 s at most).
    private func pollUntilMessage(_ live: LiveReload, _ app: PlaygroundApp) {
        for _ in 0..<1000 where app.hud.message == nil {
            live.poll(app)
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    func testAFailedBuildLeavesTheSceneRunningWithTheCompilersFirstErrorInTheWindow() throws {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        let shown = app.scene
        let (live, _) = try watching(build: ["sh", "-c", "echo '/p/Sources/Card/Card.swift:1:9: error: expected expression'; exit 1"])
        pollUntilMessage(live, app)
        XCTAssertEqual(app.hud.message?.text, "build failed, the old scene runs on: Card.swift:1:9: error: expected expression")
        XCTAssertTrue(app.scene === shown)
    }

    /// A scene library whose entry (the package's scene list) runs `body`, a C statement,
    /// built with the toolchain's clang: where the package's own code traps or never returns.
    private func libraryWhoseEntry(_ body: String) throws -> String {
        let folder = try TemporaryDirectory.make("live-entry")
        addTeardownBlock { TemporaryDirectory.remove(folder) }
        try "void *\(SceneList.entrySymbol)(void) { \(body) return 0; }\n".write(toFile: folder + "/entry.c", atomically: true, encoding: .utf8)
        let clang = Process()
        clang.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        clang.arguments = ["clang", "-shared", "-fPIC", "-o", folder + "/libCard.so", folder + "/entry.c"]
        try clang.run()
        clang.waitUntilExit()
        XCTAssertEqual(clang.terminationStatus, 0, "clang builds the test's library")
        return folder + "/libCard.so"
    }

    /// Issue 49, 2: the list's entry runs in the fork, so a trap there costs the fork only.
    func testAScenesListThatTrapsLeavesTheWindowAndItsSceneRunning() throws {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        let shown = app.scene
        let built = try libraryWhoseEntry("__builtin_trap();")
        let (live, _) = try watching(build: ["cp", built, "libCard.so"])
        pollUntilMessage(live, app)
        XCTAssertEqual(app.hud.message?.text, "the rebuilt scene crashed (signal \(SIGILL)) as it was made; the old scene runs on")
        XCTAssertTrue(app.scene === shown)
        XCTAssertTrue(SceneCatalog.own.first == FirstBuild.self)
    }

    /// Issue 49, 3: an entry that never returns is given up after the patience, the window
    /// never waiting on it longer than that.
    func testAScenesListThatNeverReturnsIsGivenUpAfterThePatience() throws {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        let shown = app.scene
        let built = try libraryWhoseEntry("for (;;) {}")
        let (live, _) = try watching(build: ["cp", built, "libCard.so"], patience: 0.5)
        pollUntilMessage(live, app)
        XCTAssertEqual(app.hud.message?.text, "the rebuilt scene library's scene list or scene was not made within 0.5 s; the old scene runs on")
        XCTAssertTrue(app.scene === shown)
    }

    func testABuiltFileThatCannotBeLoadedLeavesTheSceneRunningAndSaysWhy() throws {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        let shown = app.scene
        let (live, root) = try watching(build: ["true"])
        pollUntilMessage(live, app)
        let copy = root + "/copies/libCard.reload-1.so"
        XCTAssertThrowsError(try SceneLibrary.load(copy)) { error in
            XCTAssertEqual(app.hud.message?.text, "\(error); the old scene runs on")
        }
        XCTAssertTrue(app.scene === shown)
        XCTAssertTrue(SceneCatalog.own.first == FirstBuild.self)
    }

    func testTheSceneShownIsMadeAnewFromTheRebuiltLibraryWithItsNewDefault() {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        LiveReload.swap(in: [Rebuilt.self], app: app, carryingTuning: true)
        XCTAssertTrue(app.scene is Rebuilt)
        XCTAssertEqual(app.tuning.dampingRatio, 0.4, "a default changed in the source is what the rebuilt scene runs")
        XCTAssertTrue(SceneCatalog.named("live-card") == Rebuilt.self, "keys and --scene now make the rebuilt scene")
    }

    func testTuningSetByKeysStaysSetAcrossTheReload() {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        app.tuning = SceneTuning(dampingRatio: 0.6, response: 0.3)
        LiveReload.swap(in: [Rebuilt.self], app: app, carryingTuning: true)
        XCTAssertTrue(app.scene is Rebuilt)
        XCTAssertEqual(app.tuning.dampingRatio, 0.6, accuracy: 1e-12)
        XCTAssertEqual(app.tuning.response, 0.3, accuracy: 1e-12)
    }

    func testABuiltInSceneShownStaysWhileThePackagesScenesAreReplaced() {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: SceneCatalog.builtIn[0])
        let shown = app.scene
        LiveReload.swap(in: [Rebuilt.self], app: app, carryingTuning: true)
        XCTAssertTrue(app.scene === shown)
        XCTAssertTrue(SceneCatalog.own.first == Rebuilt.self)
    }

    func testAPackageSceneRenamedInTheSourceGivesWayToTheRebuiltFirstScene() {
        SceneCatalog.addFirst([FirstBuild.self])
        let app = PlaygroundApp(sceneType: FirstBuild.self)
        LiveReload.swap(in: [SceneCatalog.builtIn[0]], app: app, carryingTuning: true)
        XCTAssertTrue(type(of: app.scene) == SceneCatalog.builtIn[0])
    }

    func testTheToastSaysTheTimeFromTheSaveAndWhatWasBeyondTheBuild() {
        var times = ReloadTimes(savedAt: 100, noticedAt: 100.03, builtAt: 101.53)
        times.checkedAt = 101.55
        times.swappedAt = 101.56
        let said = times.summary(shownAt: 101.58)
        XCTAssertEqual(said.short, "reloaded: 1.58 s from save to first frame (build 1.50 s)")
        XCTAssertTrue(said.detail.contains("beyond the build 0.080 s"), said.detail)
        XCTAssertTrue(said.detail.contains("made in a fork 0.020 s"), said.detail)
    }
}
