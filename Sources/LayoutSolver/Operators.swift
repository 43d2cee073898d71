// Arithmetic that builds linear expressions: `x + 2`, `(left + right) / 2`, `2 * width - 10`.

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// The difference of two expressions.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b.scaled(by: -1) }
    /// Every coefficient and the constant negated.
    public static prefix func - (a: LinearExpression) -> LinearExpression { a.scaled(by: -1) }
    /// `b` added to the constant (in the variables' unit).
    public static func + (a: LinearExpression, b: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + b) }
    /// `a` added to the constant (in the variables' unit).
    public static func + (a: Double, b: LinearExpression) -> LinearExpression { b + a }
    /// `b` taken from the constant (in the variables' unit).
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }
    /// Every coefficient and the constant multiplied by `factor` (unitless).
    public static func * (a: LinearExpression, factor: Double) -> LinearExpression { a.scaled(by: factor) }
    /// Every coefficient and the constant multiplied by `factor` (unitless).
    public static func * (factor: Double, a: LinearExpression) -> LinearExpression { a.scaled(by: factor) }
    /// `a × (1 / divisor)`; a divisor of 0 gives infinite coefficients, which the solver rejects.
    public static func / (a: LinearExpression, divisor: Double) -> LinearExpression { a.scaled(by: 1 / divisor) }
}

extension Variable {
    /// This variable as an expression (`1 × self`).
    public var expression: LinearExpression { LinearExpression(self) }

    /// `a + b`.
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    /// `a + b`.
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    /// `a + b`.
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
    /// `a + b`, `b` in the variable's unit.
    public static func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
    /// `a − b`, `b` in the variable's unit.
    public static func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
    /// `a − b`.
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    /// `a − b`.
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
    /// `a − b`.
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
    /// `−a`.
    public static prefix func - (a: Variable) -> LinearExpression { -LinearExpression(a) }
    /// `factor × a` (unitless factor).
    public static func * (a: Variable, factor: Double) -> LinearExpression { LinearExpression([Term(a, factor)]) }
    /// `factor × a` (unitless factor).
    public static func * (factor: Double, a: Variable) -> LinearExpression { LinearExpression([Term(a, factor)]) }
    /// `a / divisor`; a divisor of 0 gives an infinite coefficient, which the solver refuses.
    public static func / (a: Variable, divisor: Double) -> LinearExpression { LinearExpression([Term(a, 1 / divisor)]) }
}
