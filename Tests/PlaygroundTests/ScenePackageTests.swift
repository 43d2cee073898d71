import Foundation
import XCTest
@testable import Playground

/// `fluid new NAME`: the package's names, the template made into its scene, and the manifest
/// depending on Fluid by path. (The package building and running is checked end to end by
/// scripts/e2e-new-scene.sh.)
final class ScenePackageTests: XCTestCase {
    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Playground/Scenes/Template/SceneTemplate.swift")

    func testANameGivesTheSceneClassAndItsCommandLineName() throws {
        for (name, className, sceneName) in [("MyDrawer", "MyDrawerScene", "my-drawer"), ("my-drawer", "MyDrawerScene", "my-drawer"),
                                             ("card_scene", "CardScene", "card-scene"), ("Sheet2", "Sheet2Scene", "sheet2")] {
            let package = try ScenePackage(name: name)
            XCTAssertEqual(package.className, className, name)
            XCTAssertEqual(package.sceneName, sceneName, name)
        }
    }

    func testANameThatCannotNameAPackageIsRefusedWithWhatANameMayHold() {
        for name in ["", "1card", "my card", "../card", "cärd", "-card", String(repeating: "a", count: 65)] {
            XCTAssertThrowsError(try ScenePackage(name: name), name) { error in
                XCTAssertEqual(error as? ScenePackageError, .badName(name))
            }
        }
    }

    /// Names that pass the spelling but cannot build (issue 49, 8): the scene class would be
    /// the `Scene` protocol itself, or a module would clash with one of Fluid's or its
    /// dependency's modules (or Swift's own), `-` and `_` alike.
    func testANameThatWouldClashWithAModuleOrTheSceneProtocolIsRefusedWithTheReason() {
        let refusals: [(String, ScenePackageError)] = [
            ("Scene", .nameIsTheSceneProtocol("Scene")),
            ("scene_", .nameIsTheSceneProtocol("scene_")),
            ("Playground", .nameTaken(name: "Playground", module: "Playground", by: "Fluid")),
            ("ViewTree", .nameTaken(name: "ViewTree", module: "ViewTree", by: "Fluid")),
            ("FluidPlayground", .nameTaken(name: "FluidPlayground", module: "FluidPlayground", by: "Fluid")),
            ("fluid_fuzz", .nameTaken(name: "fluid_fuzz", module: "fluid-fuzz", by: "Fluid")),
            ("ArgumentParser", .nameTaken(name: "ArgumentParser", module: "ArgumentParser", by: "swift-argument-parser")),
            ("generate_manual", .nameTaken(name: "generate_manual", module: "generate-manual", by: "swift-argument-parser")),
            ("Foundation", .nameTaken(name: "Foundation", module: "Foundation", by: "Swift")),
        ]
        for (name, refusal) in refusals {
            XCTAssertThrowsError(try ScenePackage(name: name), name) { error in
                XCTAssertEqual(error as? ScenePackageError, refusal, name)
            }
        }
        // A name that only contains one of them is fine.
        XCTAssertNoThrow(try ScenePackage(name: "MyPlayground"))
        XCTAssertNoThrow(try ScenePackage(name: "SceneCard"))
    }

    /// Every target and product Fluid's Package.swift declares is a name `fluid new` refuses
    /// (`Momentum`, `LayoutSolver` and `AutoLayout` were missed once: packages that could not build).
    func testEveryTargetOfFluidsManifestIsANameTaken() throws {
        let manifest = try String(contentsOf: Self.template.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget|systemLibrary|library|executable)\(\s*name:\s*"([^"]+)""#)
        let names = declared.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap {
            Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
        XCTAssertGreaterThan(names.count, 20, "the manifest's targets were found")
        for name in Set(names) {
            XCTAssertEqual(PackageNameClash.owner(of: name)?.package, "Fluid", name)
        }
    }

    /// A package named as Fluid's folder is one package identity twice: refused.
    func testANameThatIsFluidsFolderIsRefused() throws {
        let package = try ScenePackage(name: "Fluid")
        XCTAssertEqual(package.clash(withFluidAt: "/home/me/Fluid"), .nameIsFluidsFolder(name: "Fluid", folder: "Fluid"))
        XCTAssertEqual(try ScenePackage(name: "fluid-kit").clash(withFluidAt: "/src/Fluid-Kit"),
                       .nameIsFluidsFolder(name: "fluid-kit", folder: "Fluid-Kit"))
        XCTAssertNil(package.clash(withFluidAt: "/work/main"))
        XCTAssertThrowsError(try package.files(fluidPath: "/home/me/Fluid", template: "")) { error in
            XCTAssertEqual(error as? ScenePackageError, .nameIsFluidsFolder(name: "Fluid", folder: "Fluid"))
        }
    }

    func testTheTemplateBecomesTheSceneRenamedWithEveryStepKept() throws {
        let template = try String(contentsOf: Self.template, encoding: .utf8)
        let scene = try ScenePackage(name: "MyDrawer").scene(from: template)
        XCTAssertTrue(scene.contains("final class MyDrawerScene: Scene {"))
        XCTAssertTrue(scene.contains("static let name = \"my-drawer\""))
        XCTAssertTrue(scene.contains("let view = View(name: \"my-drawer\")"))
        XCTAssertTrue(scene.contains("\nimport Playground\n"), "the scene protocol's module is imported")
        XCTAssertFalse(scene.contains("SceneTemplate"))
        XCTAssertFalse(scene.contains("\"template\""))
        for step in 1...8 { XCTAssertTrue(scene.contains("// \(step). "), "step \(step) of the template's comments") }
    }

    func testATemplateWithoutTheLinesItRewritesIsAnErrorNotAWrongScene() {
        XCTAssertThrowsError(try ScenePackage(name: "MyDrawer").scene(from: "import Gestures\nfinal class Other: Scene {}\n"))
        XCTAssertThrowsError(try ScenePackage(name: "MyDrawer").scene(from: "final class SceneTemplate: Scene {}\n"))
    }

    func testTheManifestDependsOnFluidsSharedLibraryByItsPathAndNamesItByItsFolder() throws {
        let files = try ScenePackage(name: "MyDrawer").files(fluidPath: "/src/Fluid", template: String(contentsOf: Self.template, encoding: .utf8))
        XCTAssertEqual(files.map(\.path), ["Package.swift", "Sources/MyDrawer/main.swift", "Sources/MyDrawerScenes/MyDrawerScene.swift",
                                           "Sources/MyDrawerScenes/Scenes.swift", "README.md", ".gitignore"])
        let manifest = files[0].text
        XCTAssertTrue(manifest.contains(".package(path: \"/src/Fluid\")"), manifest)
        XCTAssertEqual(manifest.components(separatedBy: ".product(name: \"FluidPlaygroundShared\", package: \"Fluid\")").count, 3, manifest)
        XCTAssertFalse(manifest.contains("\"FluidPlayground\""), "the static product would give the program its own copy of the engine")
        XCTAssertTrue(manifest.contains(".executableTarget(name: \"MyDrawer\""), manifest)
        XCTAssertTrue(files[1].text.contains("FluidPlayground.main(scenes: MyDrawerScenes.scenes)"))
    }

    func testTheSceneLibraryIsADynamicProductWithTheEntryWatchLoads() throws {
        let package = try ScenePackage(name: "my-drawer")
        let files = try package.files(fluidPath: "/src/Fluid", template: String(contentsOf: Self.template, encoding: .utf8))
        XCTAssertEqual(package.scenesModule, "my_drawerScenes", "a module name is an identifier")
        XCTAssertTrue(files[0].text.contains(".library(name: \"my_drawerScenes\", type: .dynamic, targets: [\"my_drawerScenes\"])"), files[0].text)
        let list = files[3].text
        XCTAssertTrue(list.contains("@_cdecl(\"\(SceneList.entrySymbol)\")"), list)
        XCTAssertTrue(list.contains("public let scenes: [Scene.Type] = [MyDrawerScene.self]"), list)
        XCTAssertTrue(files[1].text.contains("import my_drawerScenes\n"), files[1].text)
    }

    func testAPackagesScenesComeFirstAndReplaceABuiltInSceneOfTheSameName() {
        defer { SceneCatalog.addFirst([]) }
        SceneCatalog.addFirst([SceneTemplate.self])
        XCTAssertEqual(SceneCatalog.names.first, "template")
        XCTAssertEqual(SceneCatalog.all.count, SceneCatalog.builtIn.count + 1)
        SceneCatalog.addFirst([])
        XCTAssertEqual(SceneCatalog.names, SceneCatalog.builtIn.map { $0.name })
    }
}
