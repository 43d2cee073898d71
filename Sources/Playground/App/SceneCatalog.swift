/// Every scene, in the order keys 1…9 pick them.
public enum SceneCatalog {
    public static let all: [Scene.Type] = [GalleryScene.self]

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> Scene.Type? {
        all.first { $0.name == name }
    }
}
