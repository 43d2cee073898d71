import Playground

/// The UIKit scenes `fluid` lists after its built-in ones (`SceneCatalog.include`): UIKit code
/// as written, run as scenes.
public enum UIKitScenes {
    /// The UIKit card (`--scene uikit-card`), the scene `fluid new --uikit` starts from.
    public static let all: [Scene.Type] = [UIKitSceneTemplate.self]
}
