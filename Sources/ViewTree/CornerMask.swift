/// Which corners `cornerRadius` rounds, like CACornerMask (seed 001's sheet rounds only its top two).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = CornerMask(rawValue: 1 << 0)
    public static let topRight = CornerMask(rawValue: 1 << 1)
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    public static let bottomRight = CornerMask(rawValue: 1 << 3)

    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    public static let top: CornerMask = [.topLeft, .topRight]
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]

    // CACornerMask's spellings, so seed code ports unchanged.
    public static let layerMinXMinYCorner = topLeft
    public static let layerMaxXMinYCorner = topRight
    public static let layerMinXMaxYCorner = bottomLeft
    public static let layerMaxXMaxYCorner = bottomRight
}
