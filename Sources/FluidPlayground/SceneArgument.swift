import Playground

/// The `--scene` argument of `fluid`, `export`, `compare` and `bench scenes`: a scene by name or
/// by its number in `fluid scenes` (1-based), read one way everywhere.
package enum SceneArgument {
    /// The scene `text` names, or nil.
    package static func type(_ text: String) -> Scene.Type? {
        if let type = SceneCatalog.named(text) { return type }
        if let n = Int(text), n >= 1, n <= SceneCatalog.all.count { return SceneCatalog.all[n - 1] }
        return nil
    }
}
