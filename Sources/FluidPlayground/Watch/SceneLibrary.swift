import Foundation
import Playground

/// A package's scene library (its dynamic library product) loaded into the running window:
/// each build is copied to a fresh file name and opened with `dlopen`, so the loader never hands
/// back an older build, and no build is ever closed (its classes may still be referred to).
/// The library must link the engine from the same shared library as this program
/// (`FluidPlaygroundShared`): one copy of the engine's types, or the scenes cannot be used.
package enum SceneLibrary {
    /// Opens the library at `path` and returns the scenes its entry (`SceneList.entrySymbol`) lists.
    package static func load(_ path: String) throws(SceneLibraryError) -> [Scene.Type] {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .notOpened(path: path, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
        }
        guard let symbol = dlsym(handle, SceneList.entrySymbol) else {
            throw .noEntry(path: path)
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer?
        let entry = unsafeBitCast(symbol, to: Entry.self)
        guard let boxed = entry() else { throw .noEntry(path: path) }
        // Another copy of the engine in the library has its own `SceneList` class: the cast fails.
        guard let list = Unmanaged<AnyObject>.fromOpaque(boxed).takeRetainedValue() as? SceneList else {
            throw .otherEngine(path: path)
        }
        guard !list.scenes.isEmpty else { throw .noScenes(path: path) }
        return list.scenes
    }

    /// Whether the engine runs from a shared library (the program links `FluidPlaygroundShared`)
    /// rather than being compiled into the program: only then can a scene library share it.
    package static var engineIsShared: Bool {
        // Asks for the library only if it is loaded already: the program linked it.
        dlopen(sharedEngine, RTLD_NOW | RTLD_NOLOAD) != nil
    }

    /// The file name of Fluid's shared library product (`FluidPlaygroundShared`).
    package static let sharedEngine = "libFluidPlaygroundShared.so"

    /// The module `type` is declared in (`MyCardScenes` for `MyCardScenes.MyCardScene`).
    package static func module(of type: Scene.Type) -> String {
        String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
    }

    /// Whether the manifest text declares a dynamic library product named `name`:
    /// `.library(name: "NAME", type: .dynamic, …)`, spaces and line breaks aside.
    package static func manifest(_ text: String, declaresDynamicLibrary name: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        return compact.contains(".library(name:\"\(name)\",type:.dynamic")
    }
}

/// Why a rebuilt scene library cannot be used (the old scene runs on).
package enum SceneLibraryError: Error, Equatable, CustomStringConvertible {
    case notOpened(path: String, reason: String)
    case noEntry(path: String)
    case otherEngine(path: String)
    case noScenes(path: String)

    package var description: String {
        switch self {
        case .notOpened(let path, let reason):
            return "cannot load the rebuilt scene library \(path): \(reason)"
        case .noEntry(let path):
            return "the rebuilt scene library \(path) has no \(SceneList.entrySymbol) entry (see the Scenes.swift `fluid new` writes)"
        case .otherEngine(let path):
            return "the rebuilt scene library \(path) holds its own copy of Fluid: depend on FluidPlaygroundShared, not FluidPlayground"
        case .noScenes(let path):
            return "the rebuilt scene library \(path) lists no scenes"
        }
    }
}
