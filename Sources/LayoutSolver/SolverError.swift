/// What the solver refuses, as a value (never a trap). After any of these the solver is as it was
/// before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// This constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// This constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already there.
    /// `involved` lists `constraint` first, then the required constraints it conflicts with.
    case unsatisfiable(Constraint, involved: [Constraint])
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint (`addEditVariable` first).
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (a required edit could make suggestions unsatisfiable).
    case requiredEditStrength(Variable)
    /// A coefficient or constant is infinite or NaN.
    case nonFiniteValue(Constraint)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint \(c)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .unsatisfiable(let c, let involved):
            return "unable to satisfy \(c); involved: " + involved.map(\.description).joined(separator: "; ")
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot be required"
        case .nonFiniteValue(let c): return "infinite or NaN number in \(c)"
        }
    }
}
