import Foundation

/// The range an absolute axis reports, in device units, both ends included (evdev's
/// `input_absinfo` minimum and maximum).
public struct AxisRange: Equatable, Sendable {
    public var minimum: Int
    public var maximum: Int

    public init(minimum: Int, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// How many distinct values the axis has.
    public var span: Double { Double(maximum) - Double(minimum) + 1 }
}

/// A touch device's position axes and the size in points they cover: device units map to
/// points as the platforms map them, `(v − min) · size / (max − min + 1)`, keeping fractions
/// (rounding to whole points changes a flick's velocity by whole percents).
public struct DeviceAxes: Equatable, Sendable {
    public var x: AxisRange
    public var y: AxisRange
    /// The size the axes cover, in points; nil maps one device unit to one point.
    public var size: CGSize?

    /// Checks the ranges (`maximum ≥ minimum`); `source` names where they came from, for the error.
    public init(x: AxisRange, y: AxisRange, size: CGSize?, from source: ImportProblem.AxisSource) throws {
        for (name, range) in [("x", x), ("y", y)] where range.maximum < range.minimum {
            throw ImportError(line: nil, problem: .axisBelowMinimum(source, axis: name, maximum: range.maximum, minimum: range.minimum))
        }
        self.x = x
        self.y = y
        self.size = size
    }

    /// `units` (device units) in points.
    public func points(_ units: CGPoint) -> CGPoint {
        CGPoint(x: Self.map(Double(units.x), x, size.map { Double($0.width) }),
                y: Self.map(Double(units.y), y, size.map { Double($0.height) }))
    }

    private static func map(_ v: Double, _ range: AxisRange, _ size: Double?) -> Double {
        guard let size else { return v - Double(range.minimum) }
        return (v - Double(range.minimum)) * size / range.span
    }
}
