/// How a constraint's two sides compare.
public enum Relation: Sendable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation between unknowns with a strength: `lhs relation rhs`, kept as
/// `expression relation 0` where `expression = lhs − rhs`.
///
/// A class because identity matters: the solver adds, changes and removes *this* constraint, and
/// two constraints with the same terms are two constraints (the second is redundant, not a
/// duplicate). The terms and the strength never change; the constant changes only through
/// `Solver.setConstant(_:of:)`, which keeps the solution up to date incrementally.
public final class Constraint: Hashable, CustomStringConvertible {
    /// `lhs − rhs`; the constraint is `expression relation 0`.
    public internal(set) var expression: LinearExpression
    /// ==, <= or >=.
    public let relation: Relation
    /// Required (1000) or an optional priority.
    public let strength: Strength

    /// `lhs relation rhs` at `strength` (required unless told). Either side is a variable, an
    /// expression or a number.
    public init<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(_ lhs: L, _ relation: Relation, _ rhs: R,
                                                                     strength: Strength = .required) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
    }

    /// A stay (Cassowary): `variable == its current value`, weak unless told, so the variable keeps
    /// its value unless something stronger moves it.
    public static func stay(_ variable: Variable, strength: Strength = .weak) -> Constraint {
        Constraint(LinearExpression(variable), .equal, LinearExpression(variable.value), strength: strength)
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}
