/// UIForceTouchCapability: whether touches report pressure. Never `.available` here: a mouse or
/// touchpad reports none, so code that checks it (a flashlight button's 3D Touch path) takes
/// its path for devices without pressure, as on an iPhone without 3D Touch.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}
