/// Every scene, in the order keys 1…9 pick them (the seeds' scenes first, then the gallery; the
/// scroll view and the photo, tenth and eleventh, by Tab or `--scene`), after the scenes of a
/// package of one's own.
public enum SceneCatalog {
    /// Fluid's own scenes.
    public static let builtIn: [Scene.Type] = [
        DrawerScene.self, PullUpBlurScene.self, CardBlurScene.self, HalfModalScene.self,
        FloatingPlayerScene.self, WWDCCardScene.self, MiniPlayerScene.self, AnimatorLabScene.self,
        GalleryScene.self, ScrollViewScene.self, PhotoScene.self,
    ]

    /// The scenes the app, the keys and the command line know: the built-in ones and the
    /// included ones, after those given to `addFirst`.
    public private(set) static var all: [Scene.Type] = builtIn

    /// The package's own scenes, as last given to `addFirst` (none in `fluid` itself).
    public private(set) static var own: [Scene.Type] = []

    /// Fluid's scenes from the modules built on this one (UIKitPlayground's UIKit card), after
    /// the built-in ones (by Tab or `--scene`), as last given to `include`.
    public private(set) static var included: [Scene.Type] = []

    /// Puts a package's own scenes first (the first opens by default and has key `1`), the
    /// built-in ones after them; a built-in scene named as one of them is left out, so a name
    /// picks one scene and one tuning file.
    public static func addFirst(_ scenes: [Scene.Type]) {
        var names = Set<String>()
        own = scenes.filter { names.insert($0.name).inserted }
        gather()
    }

    /// Adds Fluid's scenes from other modules after the built-in ones (`fluid` and a package's
    /// program do, at start); one named as a built-in scene is left out.
    public static func include(_ scenes: [Scene.Type]) {
        var names = Set(builtIn.map { $0.name })
        included = scenes.filter { names.insert($0.name).inserted }
        gather()
    }

    private static func gather() {
        let names = Set(own.map { $0.name })
        all = own + (builtIn + included).filter { !names.contains($0.name) }
    }

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> Scene.Type? {
        all.first { $0.name == name }
    }
}
