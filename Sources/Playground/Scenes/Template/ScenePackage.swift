import Foundation

/// A Swift package of one's own made from the scene template (`fluid new NAME`): a
/// `Package.swift` depending on Fluid by path, a scene library (the template renamed as that
/// scene, and the list `--watch` loads into the running window), `main.swift` opening the
/// playground on it, and a README. Pure: the caller reads the template and writes the files.
public struct ScenePackage: Equatable {
    /// Which template the scene is made from.
    public enum Kind: Equatable, Sendable {
        /// Fluid's scene protocol (`SceneTemplate`): views, recognisers and Momentum's `Release`.
        case scene
        /// UIKit code (`fluid new --uikit`): a `UIViewController` subclass run by a `UIKitScene`
        /// (`UIKitSceneTemplate`).
        case uikit

        /// The template's path in a Fluid checkout.
        public var templatePath: String {
            switch self {
            case .scene: return "Sources/Playground/Scenes/Template/SceneTemplate.swift"
            case .uikit: return "Sources/UIKitPlayground/Template/UIKitSceneTemplate.swift"
            }
        }
    }

    /// The package's name, its executable's and its folder's (`MyDrawer`).
    public let name: String
    /// The template its scene is made from.
    public let kind: Kind
    /// The scene's class (`MyDrawerScene`).
    public let className: String
    /// The scene's command-line name (`my-drawer`): `--scene`, the tuning file, `export`.
    public let sceneName: String
    /// The scene library's module and product (`MyDrawerScenes`): a Swift identifier.
    public var scenesModule: String { name.replacingOccurrences(of: "-", with: "_") + "Scenes" }

    /// A name made of ASCII letters, digits, `-` and `_`, starting with a letter, that makes
    /// no module already in the build and no scene class named `Scene` (`PackageNameClash`).
    public init(name: String, kind: Kind = .scene) throws(ScenePackageError) {
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
        guard let first = name.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first), allowed, name.count <= 64 else {
            throw ScenePackageError.badName(name)
        }
        self.name = name
        self.kind = kind
        let words = Self.words(of: name)
        let camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        className = camel.hasSuffix("Scene") ? camel : camel + "Scene"
        sceneName = words.map { $0.lowercased() }.joined(separator: "-")
        guard className != "Scene" else { throw ScenePackageError.nameIsTheSceneProtocol(name) }
        for module in [name, scenesModule] {
            if let taken = PackageNameClash.owner(of: module) {
                throw ScenePackageError.nameTaken(name: name, module: taken.module, by: taken.package)
            }
        }
    }

    /// Why this package cannot sit beside Fluid at `fluidPath`: a package depended on by path
    /// is known by its folder's name, whatever the case, so Fluid in a folder of this name
    /// would be the same package twice. Nil when it can.
    public func clash(withFluidAt fluidPath: String) -> ScenePackageError? {
        let folder = URL(fileURLWithPath: fluidPath).lastPathComponent
        return folder.lowercased() == name.lowercased() ? .nameIsFluidsFolder(name: name, folder: folder) : nil
    }

    /// `my-drawer`, `my_drawer`, `MyDrawer` and `myDrawer` are the words my, drawer.
    static func words(of name: String) -> [String] {
        var words: [String] = [], current = ""
        var previous: Character?
        for c in name {
            if c == "-" || c == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if c.isUppercase, let p = previous, p.isLowercase || p.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(c)
            }
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The files, by path in the package, for a Fluid checkout at `fluidPath` (absolute) whose
    /// scene template reads `template`. Throws when the template no longer has the lines this
    /// rewrites (kept in step by `ScenePackageTests`).
    public func files(fluidPath: String, template: String) throws(ScenePackageError) -> [(path: String, text: String)] {
        if let clash = clash(withFluidAt: fluidPath) { throw clash }
        return [
            ("Package.swift", manifest(fluidPath: fluidPath)),
            ("Sources/\(name)/main.swift", mainFile),
            ("Sources/\(scenesModule)/\(className).swift", try kind == .scene ? scene(from: template) : uikitScene(from: template)),
            ("Sources/\(scenesModule)/Scenes.swift", scenesFile),
            ("README.md", readme(fluidPath: fluidPath)),
            (".gitignore", ".build/\nPackage.resolved\n.swiftpm/\n"),
        ]
    }

    /// `Package.swift`: the program and the scene library, both on Fluid's shared library (one
    /// copy of the engine, so `--watch` can load a rebuilt scene library into the running window).
    func manifest(fluidPath: String) -> String {
        // A package dependency by path is named by its folder.
        let identity = Self.literal(URL(fileURLWithPath: fluidPath).lastPathComponent)
        let module = Self.literal(scenesModule)
        return """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: \(Self.literal(name)),
            products: [
                .executable(name: \(Self.literal(name)), targets: [\(Self.literal(name))]),
                // The scenes as a library of their own: `--watch` rebuilds it on a save and loads it
                // into the running window.
                .library(name: \(module), type: .dynamic, targets: [\(module)]),
            ],
            dependencies: [
                // The Fluid checkout `fluid new` came from.
                .package(path: \(Self.literal(fluidPath))),
            ],
            targets: [
                .target(name: \(module), dependencies: [
                    .product(name: "FluidPlaygroundShared", package: \(identity)),
                ], swiftSettings: [.swiftLanguageMode(.v5)]),
                .executableTarget(name: \(Self.literal(name)), dependencies: [
                    \(module),
                    .product(name: "FluidPlaygroundShared", package: \(identity)),
                ], swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )

        """
    }

    var mainFile: String {
        [
            "import FluidPlayground",
            "import \(scenesModule)",
            "",
            "// The playground window on this package's scenes, with the keys, HUD, tuning and options",
            "// of `fluid` itself (`swift run \(name) --help`); the built-in scenes follow them (Tab).",
            "FluidPlayground.main(scenes: \(scenesModule).scenes)",
            "",
        ].joined(separator: "\n")
    }

    /// The scene library's list and its entry: how `--watch` finds the scenes in each rebuild.
    var scenesFile: String {
        [
            "import Playground",
            "",
            "/// This package's scenes, first in the playground's keys (1, 2, …). Add a scene here.",
            "public let scenes: [Scene.Type] = [\(className).self]",
            "",
            "/// How `swift run \(name) --watch` finds the scenes in each rebuilt copy of this library,",
            "/// which it loads into the running window.",
            "@_cdecl(\"\(SceneList.entrySymbol)\")",
            "public func packageScenes() -> UnsafeMutableRawPointer {",
            "    SceneList.retained(scenes)",
            "}",
            "",
        ].joined(separator: "\n")
    }

    func readme(fluidPath: String) -> String {
        """
        # \(name)

        A scene of your own for Fluid's playground, made by `fluid new \(name)`.

        ```sh
        swift run \(name)                   # the window on your scene: drag the card, tune with [ ] - =, press C
        swift run \(name) --watch           # the same, the scene rebuilt and reloaded in the window when you save
        swift run \(name) export --scene \(sceneName)   # the saved tuning as UIKit, SwiftUI, CSS, Android and Flutter code
        swift run \(name) --headless --frames 60 --screenshot out.bmp
        ```

        `Sources/\(scenesModule)/\(className).swift` is the scene, commented step by step; `Scenes.swift`
        beside it lists the package's scenes. They build as a library of their own, which `--watch`
        rebuilds on a save and loads into the running window (same window, tuning, HUD, slow motion
        and pause). The package depends on the
        Fluid checkout at `\(fluidPath)` by path; if that checkout moves, change the path in
        `Package.swift`. Every option of `fluid` works here: `swift run \(name) --help`.

        """
    }

    /// The template, renamed: its class, its scene name and title, its header, and `Playground`
    /// imported (the scene protocol lives there; inside Fluid the template is in that module).
    func scene(from template: String) throws(ScenePackageError) -> String {
        var lines = template.components(separatedBy: "\n")
        guard let classLine = lines.firstIndex(where: { $0.hasPrefix("final class SceneTemplate: Scene") }) else {
            throw ScenePackageError.templateLacks("final class SceneTemplate: Scene")
        }
        var docStart = classLine
        while docStart > 0, lines[docStart - 1].hasPrefix("///") { docStart -= 1 }
        lines.replaceSubrange(docStart..<classLine, with: [
            "/// \(name)'s scene, made from Fluid's scene template: a card dragged between two rests,",
            "/// caught where it is drawn when pressed mid-flight, released on a spring that starts at the",
            "/// finger's speed and is timed by the tuning you set with the keys. The numbered comments",
            "/// walk through it; `swift run \(name)` opens it, `--watch` reloads it as you save.",
        ])
        guard let gestures = lines.firstIndex(of: "import Gestures") else {
            throw ScenePackageError.templateLacks("import Gestures")
        }
        lines.insert("import Playground", at: gestures + 1)
        var text = lines.joined(separator: "\n")
        let replacements: [(String, String)] = [
            ("static let name = \"template\"", "static let name = \(Self.literal(sceneName))"),
            ("static let title = \"Template\"", "static let title = \(Self.literal(name))"),
            ("static let summary = \"the scene template: a card between two rests\"",
             "static let summary = \(Self.literal("your scene: a card between two rests"))"),
            ("View(name: \"template\")", "View(name: \(Self.literal(sceneName)))"),
            ("`fluid --scene template`", "`--scene \(sceneName)`"),
        ]
        for (old, new) in replacements {
            guard text.contains(old) else { throw ScenePackageError.templateLacks(old) }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text.replacingOccurrences(of: "SceneTemplate", with: className)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Why `fluid new` cannot write a package.
public enum ScenePackageError: Error, Equatable, CustomStringConvertible {
    /// The name cannot name a package (see `ScenePackage.init(name:)`).
    case badName(String)
    /// The scene template no longer has a line the renaming relies on.
    case templateLacks(String)
    /// The scene's class would be `Scene`, the protocol it conforms to.
    case nameIsTheSceneProtocol(String)
    /// The program's or the scene library's module would be `module`, one of `by`'s.
    case nameTaken(name: String, module: String, by: String)
    /// Fluid's checkout is in a folder of this name: one package identity twice.
    case nameIsFluidsFolder(name: String, folder: String)

    public var description: String {
        switch self {
        case .badName(let name):
            return "the name '\(name)' must start with a letter and hold only letters, digits, '-' and '_' (at most 64), e.g. MyDrawer"
        case .templateLacks(let line):
            return "the scene template has no '\(line)' line"
        case .nameIsTheSceneProtocol(let name):
            return "the name '\(name)' would name the scene's class Scene, the protocol it conforms to; choose another, e.g. MyCard"
        case let .nameTaken(name, module, package):
            return "the name '\(name)' would make a module that clashes with \(package)'s \(module); choose another, e.g. My\(name.prefix(1).uppercased() + name.dropFirst())"
        case let .nameIsFluidsFolder(name, folder):
            return "the name '\(name)' is the name of Fluid's folder (\(folder)): a package depended on by path is known by its folder, so the two would be one package; choose another name"
        }
    }
}
