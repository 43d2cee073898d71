import FluidUIKit
import Playground

/// The names `--trace`, `--state` and the HUD give a UIKit controller's views.
///
/// The controller's own view is `view`. A view made from one of UIKit's own classes (`UIView()`, `UILabel()`, …) is named for the
/// stored property that holds it, in the controller or in a view subclass (`card`, `knob`,
/// `titleLabel`; a `lazy var` too), so two plain `UIView`s are told apart as the code tells them
/// apart. A subclass keeps its class's name (`CardView`), and a name set by the code
/// (`accessibilityIdentifier`) is never replaced.
enum UIKitViewNames {
    /// Names the views reachable from `controller`'s stored properties and, below them, from
    /// their own subclass's stored properties. Views already named by property keep that name.
    static func assign(from controller: UIViewController) {
        if let root = controller.viewIfLoaded, hasClassDefaultName(root) { root.name = "view" }
        var visited = Set<ObjectIdentifier>()
        name(propertiesOf: controller, visited: &visited)
    }

    private static func name(propertiesOf owner: AnyObject, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(owner)).inserted else { return }
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let level = mirror {
            if let type = level.subjectType as? AnyClass, isUIKitClass(type) { break }
            for child in level.children {
                guard let label = child.label, let view = child.value as? UIView else { continue }
                if hasClassDefaultName(view) { view.name = propertyName(label) }
                if !isUIKitClass(view) { name(propertiesOf: view, visited: &visited) }
            }
            mirror = level.superclassMirror
        }
    }

    /// `$__lazy_storage_$_card` (a `lazy var`) is `card`.
    static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }

    private static func hasClassDefaultName(_ view: UIView) -> Bool {
        isUIKitClass(view) && view.name == String(describing: type(of: view))
    }

    private static func isUIKitClass(_ object: AnyObject) -> Bool {
        isUIKitClass(type(of: object))
    }

    /// A class of FluidUIKit itself (its properties are the framework's, not the port's).
    private static func isUIKitClass(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("FluidUIKit.")
    }
}
