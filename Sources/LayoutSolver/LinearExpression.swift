/// One term of a linear expression: `coefficient × variable`.
public struct Term: CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor (unitless).
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient)·\(variable)" }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant` (the constant in the variables'
/// unit, points for layout). Build one with `+`, `-`, `*` and `/` on variables, expressions and
/// numbers: `x + 2`, `0.5 * (left + right)`, `width * 2 - 10`.
public struct LinearExpression: CustomStringConvertible {
    /// The terms, in the order they were written; a variable may appear more than once (the solver
    /// adds them up).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with each variable at its current `value`.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Every term's coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// What can stand on either side of a constraint: a variable, an expression or a number.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
