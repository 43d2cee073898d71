import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground
import Playground

/// A rebuilt scene library: how `--watch` knows a package has one, and what it says of a library
/// it cannot use (the old scene runs on).
final class SceneLibraryTests: XCTestCase {
    func testAManifestDeclaringTheDynamicLibraryIsFoundWhateverItsSpacing() {
        let manifest = """
        products: [
            .library(
                name: "MyCardScenes",
                type: .dynamic, targets: ["MyCardScenes"]),
        ]
        """
        XCTAssertTrue(SceneLibrary.manifest(manifest, declaresDynamicLibrary: "MyCardScenes"))
    }

    func testAStaticLibraryOrALibraryOfAnotherNameIsNotTheScenesLibrary() {
        XCTAssertFalse(SceneLibrary.manifest(#".library(name: "MyCardScenes", targets: ["MyCardScenes"])"#, declaresDynamicLibrary: "MyCardScenes"))
        XCTAssertFalse(SceneLibrary.manifest(#".library(name: "Other", type: .dynamic, targets: ["Other"])"#, declaresDynamicLibrary: "MyCardScenes"))
        XCTAssertFalse(SceneLibrary.manifest("", declaresDynamicLibrary: "MyCardScenes"))
    }

    func testASceneTypesModuleIsTheFirstPartOfItsFullName() {
        XCTAssertEqual(SceneLibrary.module(of: SceneCatalog.builtIn[0]), "Playground")
    }

    func testAFileThatIsNotALibraryIsNotLoadedAndTheLoaderSaysWhy() throws {
        let folder = try TemporaryDirectory.make("not-a-library")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/libCard.so"
        try Data("not an ELF file".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SceneLibrary.load(path)) { error in
            guard case .notOpened(let named, let reason)? = error as? SceneLibraryError else { return XCTFail("\(error)") }
            XCTAssertEqual(named, path)
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testALibraryWithoutTheEntryIsRefusedNamingTheEntry() {
        XCTAssertThrowsError(try SceneLibrary.load("libm.so.6")) { error in
            XCTAssertEqual(error as? SceneLibraryError, .noEntry(path: "libm.so.6"))
            XCTAssertEqual("\(error)", "the rebuilt scene library libm.so.6 has no fluid_package_scenes entry (see the Scenes.swift `fluid new` writes)")
        }
    }

    func testAnEngineCompiledIntoTheProgramIsNotShared() {
        // The tests link every module statically, as `fluid` does: a scene library would bring
        // its own copy of the engine, so `--watch` must reopen rather than load.
        XCTAssertFalse(SceneLibrary.engineIsShared)
        guard case .failure(let reason) = LiveReload.plan(executable: "/tmp/p/.build/debug/P", own: [SceneCatalog.builtIn[0]]) else {
            return XCTFail("a live reload planned with the engine compiled in")
        }
        XCTAssertEqual(reason.description, "Fluid is compiled into this program (it depends on FluidPlayground, not FluidPlaygroundShared)")
    }

    func testAProgramWithoutScenesOfItsOwnReopensOnASave() {
        guard case .failure(let reason) = LiveReload.plan(executable: "/tmp/p/.build/debug/P", own: []) else {
            return XCTFail("a live reload planned without scenes of its own")
        }
        XCTAssertEqual(reason.description, "this program has no scenes of its own")
    }
}
