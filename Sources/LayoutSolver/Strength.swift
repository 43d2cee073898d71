/// How much a constraint matters: a priority from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// 1000 is required: the solver satisfies it exactly or reports it (`SolverError.unsatisfiable`).
/// Below 1000 a constraint is optional and the priorities are strictly ordered: the solver
/// satisfies a higher priority as closely as it can before it looks at any lower one, however many
/// lower constraints there are (Apple: "higher priority constraints are satisfied before lower
/// priority constraints"; Cassowary's symbolic weights). Optional constraints of one priority share
/// their error: the solver minimises the sum of their violations, in points.
public struct Strength: Hashable, Comparable, CustomStringConvertible {
    /// The priority, clamped to 1…1000.
    public let priority: Double

    /// A strength of `priority`, clamped to 1…1000 (NaN becomes 1).
    public init(priority: Double) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    }

    /// 1000: must hold exactly.
    public static let required = Strength(priority: 1000)
    /// 750 (UIKit's `defaultHigh`): Cassowary's strong.
    public static let strong = Strength(priority: 750)
    /// 500: Cassowary's medium.
    public static let medium = Strength(priority: 500)
    /// 250 (UIKit's `defaultLow`): Cassowary's weak, the strength of a stay.
    public static let weak = Strength(priority: 250)

    /// Priority 1000.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    public var description: String {
        switch priority {
        case 1000: return "required"
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return "priority \(priority)"
        }
    }
}
