/// UIFeedbackGenerator and its kinds are accepted and do nothing: a Linux desktop has no haptic
/// engine. Code that prepares and fires them compiles and runs unchanged.
open class UIFeedbackGenerator: NSObject {
    /// Does nothing (UIKit wakes the haptic engine).
    open func prepare() {}
}

/// UIImpactFeedbackGenerator: accepted, does nothing (no haptics here).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact would feel.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given.
    public let style: FeedbackStyle

    /// A generator of `.medium` impacts.
    public override init() {
        style = .medium
        super.init()
    }

    /// A generator of impacts of this style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Does nothing (UIKit plays an impact).
    open func impactOccurred() {}

    /// Does nothing (UIKit plays an impact of this intensity, 0…1).
    open func impactOccurred(intensity: CGFloat) {}
}

/// UISelectionFeedbackGenerator: accepted, does nothing (no haptics here).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Does nothing (UIKit plays a selection tick).
    open func selectionChanged() {}
}

/// UINotificationFeedbackGenerator: accepted, does nothing (no haptics here).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification would tell.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Does nothing (UIKit plays the notification's pattern).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
