/// UIMenuElement: what a menu or a control's action has in common. Menus are not shown here
/// (docs/PORTING.md); the class exists so that `UIAction` reads as in UIKit.
open class UIMenuElement {
    /// UIMenuElement.Attributes: how an action would look in a menu (kept, not drawn).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIMenuElement.State: an action's check mark in a menu (kept, not drawn).
    public enum State: Int, Sendable { case off, on, mixed }

    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// The closure a `UIAction` runs, given the action (its `sender` is the control that sent it).
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction: a closure with a title and an image, added to a control for events
/// (`addAction(_:for:)`) or given as a button's `primaryAction`. A control holds its actions
/// strongly, as UIKit does; the closure captures what it needs (`[weak self]` as on iOS).
open class UIAction: UIMenuElement {
    /// UIAction.Identifier: a name that finds an action again (`removeAction(identifiedBy:for:)`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a new UUID string when none was given, as UIKit makes one).
    public let identifier: Identifier
    /// A title for discoverability (kept).
    open var discoverabilityTitle: String?
    /// How it would look in a menu (kept).
    open var attributes: Attributes
    /// Its state in a menu (kept).
    open var state: State
    /// The control that sent the action, while its handler runs (nil when run by `perform`).
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler as a control does, with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
