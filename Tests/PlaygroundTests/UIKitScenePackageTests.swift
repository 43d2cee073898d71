import Foundation
import UIKitPlayground
import XCTest
@testable import Playground

/// `fluid new --uikit`: the package's scene is the UIKit template (a `UIViewController` run by a
/// `UIKitScene`) renamed; and the UIKit scenes follow the built-in ones in the catalogue.
final class UIKitScenePackageTests: XCTestCase {
    private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func template() throws -> String {
        try String(contentsOf: Self.checkout.appendingPathComponent(ScenePackage.Kind.uikit.templatePath), encoding: .utf8)
    }

    func testTheUIKitTemplateBecomesTheSceneRenamedWithEveryStepKept() throws {
        let scene = try ScenePackage(name: "MyCard", kind: .uikit).uikitScene(from: template())
        XCTAssertTrue(scene.contains("final class MyCardScene: UIKitScene {"), scene)
        XCTAssertTrue(scene.contains("override class var name: String { \"my-card\" }"))
        XCTAssertTrue(scene.contains("override class var title: String { \"MyCard\" }"))
        XCTAssertTrue(scene.contains("\nimport UIKitPlayground\n"), "UIKitScene's module is imported")
        XCTAssertTrue(scene.contains("final class CardViewController: UIViewController {"), "the controller is UIKit code, kept")
        XCTAssertFalse(scene.contains("UIKitSceneTemplate"))
        XCTAssertFalse(scene.contains("uikit-card"))
        for step in 1...9 { XCTAssertTrue(scene.contains("// \(step). "), "step \(step) of the template's comments") }
    }

    func testAUIKitPackageWritesTheUIKitSceneAndTheSameFiles() throws {
        let files = try ScenePackage(name: "MyCard", kind: .uikit).files(fluidPath: "/src/Fluid", template: template())
        XCTAssertEqual(files.map(\.path), ["Package.swift", "Sources/MyCard/main.swift", "Sources/MyCardScenes/MyCardScene.swift",
                                           "Sources/MyCardScenes/Scenes.swift", "README.md", ".gitignore"])
        XCTAssertTrue(files[2].text.contains("class MyCardScene: UIKitScene"))
    }

    func testAUIKitTemplateWithoutTheLinesItRewritesIsAnError() {
        let package = try? ScenePackage(name: "MyCard", kind: .uikit)
        XCTAssertThrowsError(try package?.uikitScene(from: "import FluidUIKit\nfinal class Other: UIKitScene {}\n"))
        XCTAssertThrowsError(try package?.uikitScene(from: "final class UIKitSceneTemplate: UIKitScene {}\n"))
    }

    func testTheUIKitScenesFollowTheBuiltInOnes() {
        defer { SceneCatalog.include([]) }
        SceneCatalog.include(UIKitScenes.all)
        XCTAssertEqual(SceneCatalog.names, SceneCatalog.builtIn.map { $0.name } + ["uikit-card"])
    }

    func testAPackagesSceneOfAnIncludedScenesNameReplacesIt() {
        defer {
            SceneCatalog.include([])
            SceneCatalog.addFirst([])
        }
        SceneCatalog.include(UIKitScenes.all)
        SceneCatalog.addFirst(UIKitScenes.all)
        XCTAssertEqual(SceneCatalog.names.filter { $0 == "uikit-card" }.count, 1)
        XCTAssertEqual(SceneCatalog.names.first, "uikit-card")
    }

    func testAnIncludedSceneNamedAsABuiltInOneIsLeftOut() {
        defer { SceneCatalog.include([]) }
        SceneCatalog.include([DrawerScene.self])
        XCTAssertEqual(SceneCatalog.names, SceneCatalog.builtIn.map { $0.name })
    }
}
