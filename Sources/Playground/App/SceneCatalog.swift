/// Every scene, in the order keys 1…8 pick them (the seeds' scenes first, then the gallery).
public enum SceneCatalog {
    public static let all: [Scene.Type] = [
        DrawerScene.self, PullUpBlurScene.self, CardBlurScene.self, HalfModalScene.self,
        FloatingPlayerScene.self, WWDCCardScene.self, MiniPlayerScene.self, AnimatorLabScene.self,
        GalleryScene.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> Scene.Type? {
        all.first { $0.name == name }
    }
}
