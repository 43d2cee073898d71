extension UIView {
    /// UIView.AutoresizingMask: the parts of a view's frame that stretch when its superview's
    /// size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The view's size changed from `old`: subviews with an `autoresizingMask` (and not placed
    /// by constraints) follow, each axis's change shared among its flexible parts (margin
    /// before, size, margin after) in proportion to their lengths, equally when those are 0.
    func resizeSubviews(from old: CGSize) {
        let new = bounds.size
        for case let child as UIView in subviews where !child.autoresizingMask.isEmpty && child.translatesAutoresizingMaskIntoConstraints {
            let mask = child.autoresizingMask, f = child.frame
            let (x, w) = Self.stretch(f.minX, f.width, old.width, new.width,
                                      [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
            let (y, h) = Self.stretch(f.minY, f.height, old.height, new.height,
                                      [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
            child.frame = CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// One axis of `resizeSubviews`: the new origin and length of a part at `origin` of
    /// `length` in a superview going from `old` to `new` points.
    private static func stretch(_ origin: CGFloat, _ length: CGFloat, _ old: CGFloat, _ new: CGFloat,
                                _ flexible: [Bool]) -> (CGFloat, CGFloat) {
        let parts = [origin, length, old - origin - length]
        let chosen = parts.indices.filter { flexible[$0] }
        guard !chosen.isEmpty, new != old else { return (origin, length) }
        let total = chosen.reduce(CGFloat(0)) { $0 + max(parts[$1], 0) }
        var grown = parts
        for i in chosen {
            let share = total > 0 ? max(parts[i], 0) / total : 1 / CGFloat(chosen.count)
            grown[i] += (new - old) * share
        }
        return (grown[0], grown[1])
    }
}
