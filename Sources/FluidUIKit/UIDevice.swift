/// UIDevice: the machine the port runs on, a Linux desktop. Code that branches on the idiom or
/// the orientation takes the branch of a large window (`.pad`, portrait).
public final class UIDevice: @unchecked Sendable {
    /// The device.
    public static let current = UIDevice()

    private init() {}

    /// UIUserInterfaceIdiom: `.pad`, as the trait collection says (a large window, regular size classes).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// UIDeviceOrientation: a window does not turn; `.portrait`.
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { ProcessInfo.processInfo.hostName }
    public var model: String { "Linux" }
    public var systemName: String { "Linux" }
    public var systemVersion: String { ProcessInfo.processInfo.operatingSystemVersionString }
    public var isMultitaskingSupported: Bool { true }
}

/// UIDeviceOrientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension Touch {
    /// UITouch.window: the top of the touched view's tree.
    public var window: UIView? {
        guard var top = view else { return nil }
        while let up = top.superview { top = up }
        return top as? UIView
    }
}
