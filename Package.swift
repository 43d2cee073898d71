// swift-tools-version:6.0
import PackageDescription

// Language mode 5: the engine is single-threaded by design (one frame loop), and views and
// animators are classes whose identity matters; strict Sendable checking would add noise, not safety.
let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
// No unsafeFlags anywhere: other packages must be able to depend on the engine's library products.

let package = Package(
    name: "Fluid",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Animation", targets: ["Animation"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "Blur", targets: ["Blur"]),
        // Pointer, scroll and key events as a program of one's own feeds them to `GestureDispatcher`.
        .library(name: "Input", targets: ["Input"]),
        // The painter seam (`Painter`, `PixelPainter`, `FrameStats`) that `PlaygroundApp.draw` takes.
        .library(name: "Painting", targets: ["Painting"]),
        // The pixel rasteriser under the CPU painter, whose types the painter seam's API names.
        .library(name: "Raster", targets: ["Raster"]),
        // Writing the files a user names without damaging them (`OutputFile`, `LineFile`).
        .library(name: "FileSafety", targets: ["FileSafety"]),
        // What happens when a finger lets go: projection, rubber band, decay, snap points.
        .library(name: "Momentum", targets: ["Momentum"]),
        // The incremental Cassowary solver under Auto Layout (pure: no Foundation, no clock).
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        // Auto Layout over the solver, under Fluid's names (FluidUIKit's API names its types).
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        // Ports from UIKit: `import FluidUIKit` in place of `import UIKit` (the engine under UIKit's names).
        .library(name: "FluidUIKit", targets: ["FluidUIKit"]),
        // A UIViewController as a playground scene (`UIKitScene`), for `FluidPlayground.main(scenes:)`.
        .library(name: "FluidUIKitPlayground", targets: ["UIKitPlayground"]),
        // The playground window for scenes of one's own (`fluid new`): `FluidPlayground.main(scenes:)`
        // and the scene protocol (`Playground`).
        .library(name: "FluidPlayground", targets: ["FluidPlayground", "Playground"]),
        // The same, as one shared library: a package of one's own links its program and its scene
        // library to it, so `--watch` can load each rebuilt scene into the running window with
        // one copy of the engine's types (`LiveReload`).
        .library(name: "FluidPlaygroundShared", type: .dynamic, targets: ["FluidPlayground", "Playground", "UIKitPlayground", "FluidUIKit"]),
        .executable(name: "fluid", targets: ["fluid"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: DocC for the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        // Reading and writing the files a user names, safely. Pure Swift + libc.
        .target(name: "FileSafety", swiftSettings: v5),
        .target(name: "ViewTree", swiftSettings: v5),
        .target(name: "Animation", dependencies: ["ViewTree"], swiftSettings: v5),
        // The release as a library (pure): projection, rubber band, decay, snap points.
        .target(name: "Momentum", dependencies: ["Animation", "ViewTree"], swiftSettings: v5),
        // Linear constraints with priorities, solved incrementally (Cassowary). Pure Swift, no Foundation.
        .target(name: "LayoutSolver", swiftSettings: v5),
        // Auto Layout over the solver: constraints, anchors, priorities, the engine of one tree of
        // layout items (a protocol views conform to). No SDL, no clock.
        .target(name: "AutoLayout", dependencies: ["LayoutSolver"], swiftSettings: v5),
        // Input events, recordings and the replay rule, SDL-free.
        .target(name: "Input", dependencies: ["FileSafety"], swiftSettings: v5),
        .target(name: "Gestures", dependencies: ["ViewTree", "Input"], swiftSettings: v5),
        // Touches recorded on real devices (libinput record, Android getevent, browser
        // PointerEvents) read into recordings. Pure: no SDL, no clock.
        .target(name: "Importers", dependencies: ["Input", "FileSafety"], swiftSettings: v5),
        // Vector kernels in C, for function-level AVX2 with a run-time check (no global flags).
        .target(name: "CPixelKernels"),
        .target(name: "Blur", dependencies: ["CPixelKernels"], swiftSettings: v5),
        // The engine under UIKit's names: typealiases and a `layer` proxy, no engine code.
        .target(name: "FluidUIKit", dependencies: ["ViewTree", "Animation", "Gestures", "Input", "AutoLayout", "Momentum"], swiftSettings: v5),
        .target(name: "UIKitPlayground", dependencies: ["FluidUIKit", "Playground"], swiftSettings: v5),
        // The renderer's pure pixel loops: fills, copies, corner and clip coverage, on
        // a `PixelBuffer` someone else owns. No SDL.
        .target(name: "Raster", dependencies: ["ViewTree", "Blur", "CPixelKernels"], swiftSettings: v5),
        // Input without a person: the one drag generator and the one seedable random source,
        // for the soak, the replay fuzzer, `fluid bench` and tests.
        .target(name: "ScriptedInput", dependencies: ["Input"], swiftSettings: v5),
        // Test-only helpers (XCTest): assertClose, temporary directories, test pictures.
        .target(name: "FluidTestSupport", dependencies: ["ScriptedInput"], path: "Tests/FluidTestSupport", swiftSettings: v5),
        .target(name: "CurveTool", dependencies: ["Animation"], swiftSettings: v5),
        // The painter seam: what scenes and the HUD draw with, and the frame client. No SDL.
        .target(name: "Painting", dependencies: ["ViewTree", "Input", "Raster", "Blur"], swiftSettings: v5),
        .target(name: "Platform", dependencies: ["CSDL2", "CSDL2TTF", "ViewTree", "Input", "Gestures", "Blur", "Raster", "FileSafety", "Painting"], swiftSettings: v5),
        .target(name: "Playground", dependencies: ["Painting", "ViewTree", "Animation", "Gestures", "FileSafety", "CurveTool", "Input", "Momentum"], swiftSettings: v5),
        // The playground run without a window: replay, soak, fuzz, compare, the painted assets.
        .target(name: "Harness", dependencies: ["Playground", "Platform", "FileSafety", "ScriptedInput", "Animation", "Gestures", "Input", "Importers", "Painting", "Raster", "ViewTree"], swiftSettings: v5),
        // `fluid`'s run, scenes and export commands and its entry, shared with packages of one's own.
        .target(name: "FluidPlayground", dependencies: [
            "Playground", "UIKitPlayground", "Harness", "Platform", "FileSafety", "Gestures", "Input",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: v5),
        .executableTarget(name: "fluid", dependencies: [
            "FluidPlayground", "Playground", "Harness", "Platform", "Animation", "Gestures", "Blur", "ViewTree", "FileSafety", "CurveTool", "ScriptedInput",
            "Importers", "Input",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: v5),
        // libFuzzer targets (`make fuzz`); built normally it replays corpus files through them.
        .executableTarget(name: "fluid-fuzz", dependencies: ["FileSafety", "Gestures", "Platform", "Playground", "Harness", "CurveTool", "Input"],
                          path: "Sources/fluid-fuzz", swiftSettings: v5),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety", "FluidTestSupport"], swiftSettings: v5),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "FluidTestSupport"], swiftSettings: v5),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "ScriptedInput"], swiftSettings: v5),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], swiftSettings: v5),
        .testTarget(name: "CurveToolTests", dependencies: ["CurveTool"], swiftSettings: v5),
        .testTarget(name: "MomentumTests", dependencies: ["Momentum", "Animation", "ViewTree"], swiftSettings: v5),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "ViewTree", "FluidTestSupport", "ScriptedInput"], swiftSettings: v5),
        .testTarget(name: "InputTests", dependencies: ["Input", "FileSafety"], swiftSettings: v5),
        .testTarget(name: "ImportersTests", dependencies: ["Importers", "Gestures", "Input"], exclude: ["Fixtures"],
                    swiftSettings: v5),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "ViewTree", "FluidTestSupport", "ScriptedInput", "Input"], swiftSettings: v5),
        .testTarget(name: "BlurTests", dependencies: ["Blur", "CPixelKernels", "FluidTestSupport", "ScriptedInput"], swiftSettings: v5),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "ViewTree", "Blur", "ScriptedInput"], swiftSettings: v5),
        // The pure painter is checked against the SDL renderer on the playground's scenes (replayed by Harness).
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "Painting", "Raster", "ViewTree", "Blur", "Gestures",
                                                         "Playground", "Harness", "FluidTestSupport", "ScriptedInput", "Input", "CSDL2", "FileSafety"], swiftSettings: v5),
        // UIKit-style code against the public products only (no @testable).
        .testTarget(name: "UIKitPortTests", dependencies: ["Animation", "ViewTree", "Gestures", "Input"], swiftSettings: v5),
        // Seed-style UIKit code with `import FluidUIKit` as its only engine import (and Painting,
        // to draw what it builds headless).
        .testTarget(name: "FluidUIKitPortTests", dependencies: ["FluidUIKit", "Painting", "FluidTestSupport"], swiftSettings: v5),
        // A view controller hosted as a scene, driven through the playground's frame loop.
        .testTarget(name: "UIKitPlaygroundTests", dependencies: ["UIKitPlayground", "FluidUIKit", "Playground", "Input"], swiftSettings: v5),
        // --watch's parts: change detection, the carry-over, the compiler's first error, the scene
        // library, the fork that tries a rebuilt scene and the swap into the running window.
        .testTarget(name: "FluidPlaygroundTests", dependencies: ["FluidPlayground", "Playground", "FileSafety", "ViewTree", "Animation", "FluidTestSupport",
                                                              .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: v5),
        .testTarget(name: "PlaygroundTests", dependencies: ["Importers", "Playground", "UIKitPlayground", "Momentum", "Harness", "Platform", "Animation", "Gestures", "ViewTree", "FluidTestSupport", "ScriptedInput", "CurveTool", "FileSafety", "Input", "Painting", "Raster"], swiftSettings: v5),
    ]
)
