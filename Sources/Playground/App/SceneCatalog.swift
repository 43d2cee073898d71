/// Every scene, in the order keys 1…9 pick them (the seeds' scenes first, then the gallery; the
/// scroll view, tenth, by Tab or `--scene`).
public enum SceneCatalog {
    public static let all: [Scene.Type] = [
        DrawerScene.self, PullUpBlurScene.self, CardBlurScene.self, HalfModalScene.self,
        FloatingPlayerScene.self, WWDCCardScene.self, MiniPlayerScene.self, AnimatorLabScene.self,
        GalleryScene.self, ScrollViewScene.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> Scene.Type? {
        all.first { $0.name == name }
    }
}
