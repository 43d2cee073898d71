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
    ]
)
