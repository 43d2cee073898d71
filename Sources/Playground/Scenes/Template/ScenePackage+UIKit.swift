extension ScenePackage {
    /// The UIKit template, renamed: its scene class, name and title, its header, and
    /// `UIKitPlayground` imported (`UIKitScene` lives there; inside Fluid the template is in that
    /// module). The controller and the card view keep their names: they are the package's own.
    func uikitScene(from template: String) throws(ScenePackageError) -> String {
        var lines = template.components(separatedBy: "\n")
        let classPrefix = "final class UIKitSceneTemplate: UIKitScene"
        guard let classLine = lines.firstIndex(where: { $0.hasPrefix(classPrefix) }) else {
            throw ScenePackageError.templateLacks(classPrefix)
        }
        var docStart = classLine
        while docStart > 0, lines[docStart - 1].hasPrefix("///") { docStart -= 1 }
        lines.replaceSubrange(docStart..<classLine, with: [
            "/// \(name)'s scene, made from Fluid's UIKit template: UIKit code as written for an iPhone",
            "/// (a view controller, Auto Layout, a subclassed view, target-action, a property animator)",
            "/// run as a playground scene. The numbered comments walk through it; `swift run \(name)`",
            "/// opens it, `--watch` reloads it as you save.",
        ])
        guard let lastImport = lines.lastIndex(where: { $0.hasPrefix("import ") }) else {
            throw ScenePackageError.templateLacks("import FluidUIKit")
        }
        lines.insert("import UIKitPlayground", at: lastImport + 1)
        var text = lines.joined(separator: "\n")
        let replacements: [(String, String)] = [
            ("override class var name: String { \"uikit-card\" }", "override class var name: String { \(Self.literal(sceneName)) }"),
            ("override class var title: String { \"UIKit card\" }", "override class var title: String { \(Self.literal(name)) }"),
            ("`--scene uikit-card`", "`--scene \(sceneName)`"),
        ]
        for (old, new) in replacements {
            guard text.contains(old) else { throw ScenePackageError.templateLacks(old) }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text.replacingOccurrences(of: "UIKitSceneTemplate", with: className)
    }
}
