/// Constants that change: edit variables (the paper's §5, "edit constraints") and
/// `setConstant(_:of:)`, both re-solved by the dual simplex from the current solution.
///
/// A constraint's constant appears in its row exactly as its marker does, scaled by the marker's
/// coefficient; so a new constant is the marker shifted by `Δconstant / coefficient` in every
/// row. Only rows' constants move: nothing is allocated, no row is rebuilt, and the objective
/// stays optimal, so the dual simplex repairs the rows that went negative.
extension Solver {
    /// Makes `variable` editable: an optional constraint `variable == value` at `strength`
    /// (strong unless told), starting at the variable's current `value`. `suggestValue` then moves
    /// the value it asks for, every frame if need be.
    ///
    /// Throws `duplicateEditVariable` if it already is one, `requiredEditStrength` for a required
    /// strength.
    public func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(variable.value), strength: strength)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    /// Removes `variable`'s edit constraint; the variable stays where the other constraints put it.
    /// Throws `unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks for `value` (in the variable's unit) at the edit strength, and re-solves from the
    /// current solution. The variable gets `value` unless a stronger constraint holds it back, in
    /// which case it gets as close as that constraint allows. Allocates nothing once the tableau
    /// has settled. Throws `unknownEditVariable` if `addEditVariable` was not called.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable − value == 0`: its constant is −value.
        try setConstant(-value, of: constraint)
    }

    /// Changes `constraint`'s constant (the constant of `expression`, i.e. of `lhs − rhs`) to
    /// `constant` and re-solves from the current solution. A required constraint that can no
    /// longer hold throws `unsatisfiable` and keeps its old constant; the solver is unchanged.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue(constraint) }
        let old = constraint.expression.constant
        guard constant != old else { return }
        let shift = (constant - old) / record.tag.markerCoefficient
        infeasible.removeAll(keepingCapacity: true)
        shiftMarker(record.tag.marker, by: shift)
        constraint.expression.constant = constant
        if let conflict = brokenDummy() ?? dualOptimize() {
            // Undone by the opposite shift (no copy of the tableau on this per-frame path): the
            // solution is the old one, its basis possibly another.
            shiftMarker(record.tag.marker, by: -shift)
            constraint.expression.constant = old
            _ = dualOptimize()
            let involved = constraints(markedIn: conflict.row, basic: conflict.basic).filter { $0 !== constraint }
            throw .unsatisfiable(constraint, involved: [constraint] + involved)
        }
    }

    /// Substitutes `marker + shift` for `marker` in the tableau: a basic marker's row loses
    /// `shift`; every row mentioning it gains `coefficient × shift`.
    private func shiftMarker(_ marker: Symbol, by shift: Double) {
        for index in rows.indices {
            let basic = rows.keys[index]
            if basic == marker {
                rows.values[index].constant -= shift
            } else {
                let coefficient = rows.values[index].coefficient(of: marker)
                guard coefficient != 0 else { continue }
                rows.values[index].constant += coefficient * shift
            }
            if basic.isRestricted, rows.values[index].constant < 0 { noteInfeasible(basic) }
        }
    }

    /// A basic dummy's row whose constant is no longer 0: a redundant required equality that the
    /// new constant contradicts.
    private func brokenDummy() -> (basic: Symbol, row: Row)? {
        rows.first { $0.key.kind == .dummy && !nearZero($0.value.constant) }.map { ($0.key, $0.value) }
    }
}
