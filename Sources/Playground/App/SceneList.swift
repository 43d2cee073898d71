/// A package's scenes as its scene library hands them to a running window (`--watch` loads each
/// rebuilt library and calls its entry, `SceneList.entrySymbol`).
///
/// The library's entry, in the file `fluid new` writes beside the scenes:
///
/// ```swift
/// @_cdecl("fluid_package_scenes")
/// public func packageScenes() -> UnsafeMutableRawPointer { SceneList.retained(scenes) }
/// ```
public final class SceneList {
    /// The C name of a scene library's entry.
    public static let entrySymbol = "fluid_package_scenes"

    public let scenes: [Scene.Type]

    public init(_ scenes: [Scene.Type]) {
        self.scenes = scenes
    }

    /// `scenes` boxed for a C caller, which takes ownership (`SceneLibrary.load`).
    public static func retained(_ scenes: [Scene.Type]) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(SceneList(scenes)).toOpaque()
    }
}
