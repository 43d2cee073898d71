import Foundation

/// The names `fluid new` cannot give a package though they are spelt well: its program's
/// module (the name) or its scene library's (`NAMEScenes`) would be a module already in the
/// build (one of Fluid's, of its dependency swift-argument-parser, or Swift's own), or the
/// scene's class would be `Scene`, the protocol it conforms to.
enum PackageNameClash {
    /// Every target and product of Fluid (its Package.swift), by the package that has them.
    static let modules: [(package: String, names: [String])] = [
        ("Fluid", ["ViewTree", "Animation", "Gestures", "Input", "FileSafety", "Importers", "CPixelKernels", "Blur",
                   "FluidUIKit", "Raster", "ScriptedInput", "FluidTestSupport", "CurveTool", "Painting", "Platform",
                   "Playground", "Harness", "FluidPlayground", "FluidPlaygroundShared", "fluid", "fluid-fuzz", "CSDL2",
                   "CSDL2TTF", "FileSafetyTests", "ViewTreeTests", "CurveToolTests", "AnimationTests", "InputTests",
                   "ImportersTests", "GesturesTests", "BlurTests", "RasterTests", "PlatformTests", "UIKitPortTests",
                   "FluidUIKitPortTests", "FluidPlaygroundTests", "PlaygroundTests", "Momentum", "LayoutSolver", "AutoLayout",
                   "MomentumTests", "LayoutSolverTests", "AutoLayoutTests", "UIKitPlayground", "FluidUIKitPlayground",
                   "UIKitPlaygroundTests"]),
        ("swift-argument-parser", ["ArgumentParser", "ArgumentParserToolInfo", "ArgumentParserTestHelpers",
                                   "GenerateManual", "GenerateDoccReference", "generate-manual", "generate-docc-reference",
                                   "changelog-authors", "color", "count-lines", "default-as-flag", "math", "repeat", "roll"]),
        ("Swift", ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
                   "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "SwiftGlibc", "XCTest", "Testing",
                   "Synchronization", "Observation", "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "PackageDescription"]),
    ]

    /// The module of `modules` that `module` (a package's target name) would be, and whose it is:
    /// `-` and `_` alike, as Swift names a module.
    static func owner(of module: String) -> (module: String, package: String)? {
        let key = identifier(module)
        for (package, names) in modules {
            if let taken = names.first(where: { identifier($0) == key }) { return (taken, package) }
        }
        return nil
    }

    private static func identifier(_ name: String) -> String {
        name.replacingOccurrences(of: "-", with: "_")
    }
}
