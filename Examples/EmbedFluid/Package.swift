// swift-tools-version:6.0
// A program of one's own that embeds Fluid's engine (docs: Animation.docc, "Getting started").
// It depends on Fluid's library products by path, as an app next to a checkout would.
import PackageDescription

let package = Package(
    name: "EmbedFluid",
    dependencies: [.package(name: "Fluid", path: "../..")],
    targets: [
        .executableTarget(name: "EmbedFluid", dependencies: [
            .product(name: "Animation", package: "Fluid"),
            .product(name: "ViewTree", package: "Fluid"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Every library product from outside (scripts/lint-products.py keeps the list whole).
        .executableTarget(name: "EveryProduct", dependencies: [
            .product(name: "Animation", package: "Fluid"),
            .product(name: "AutoLayout", package: "Fluid"),
            .product(name: "Blur", package: "Fluid"),
            .product(name: "FileSafety", package: "Fluid"),
            .product(name: "FluidPlayground", package: "Fluid"),
            .product(name: "FluidUIKit", package: "Fluid"),
            .product(name: "FluidUIKitPlayground", package: "Fluid"),
            .product(name: "Gestures", package: "Fluid"),
            .product(name: "Input", package: "Fluid"),
            .product(name: "LayoutSolver", package: "Fluid"),
            .product(name: "Momentum", package: "Fluid"),
            .product(name: "Painting", package: "Fluid"),
            .product(name: "Raster", package: "Fluid"),
            .product(name: "ViewTree", package: "Fluid"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
