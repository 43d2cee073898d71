// Arithmetic that builds linear expressions: `x + 2`, `(left + right) / 2`, `2 * width - 10`.

extension Expression {
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    public static func - (a: Expression, b: Expression) -> Expression { a + b.scaled(by: -1) }
    public static prefix func - (a: Expression) -> Expression { a.scaled(by: -1) }
    public static func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
    public static func + (a: Double, b: Expression) -> Expression { b + a }
    public static func - (a: Expression, b: Double) -> Expression { a + -b }
    public static func * (a: Expression, factor: Double) -> Expression { a.scaled(by: factor) }
    public static func * (factor: Double, a: Expression) -> Expression { a.scaled(by: factor) }
    /// `a × (1 / divisor)`; a divisor of 0 gives infinite coefficients, which the solver rejects.
    public static func / (a: Expression, divisor: Double) -> Expression { a.scaled(by: 1 / divisor) }
}

extension Variable {
    /// This variable as an expression (`1 × self`).
    public var expression: Expression { Expression(self) }

    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    public static func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
    public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
    public static func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
    public static func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    public static func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
    public static func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
    public static prefix func - (a: Variable) -> Expression { -Expression(a) }
    public static func * (a: Variable, factor: Double) -> Expression { Expression([Term(a, factor)]) }
    public static func * (factor: Double, a: Variable) -> Expression { Expression([Term(a, factor)]) }
    public static func / (a: Variable, divisor: Double) -> Expression { Expression([Term(a, 1 / divisor)]) }
}
