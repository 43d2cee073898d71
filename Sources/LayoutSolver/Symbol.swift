/// A column of the simplex tableau. Variables have external symbols (unrestricted); the solver
/// adds slack symbols (inequalities), error symbols (how far an optional constraint is violated)
/// and dummy symbols (required equalities, always 0). All but external ones are ≥ 0.
///
/// Ids grow from 1; every choice the solver makes between symbols takes the lowest id (Bland's
/// rule), so a solution never depends on the order of a dictionary.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Restricted to values ≥ 0 (every kind but external).
    var isRestricted: Bool { kind != .external }
    /// May enter the basis during optimisation (slack and error symbols).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Below this magnitude a coefficient or constant is 0 (points or unitless).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
