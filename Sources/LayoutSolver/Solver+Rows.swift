/// Turning a constraint into a row and bringing the row into the tableau (the paper's §3 and §4:
/// subject choice, then phase one with an artificial variable when no symbol can be the subject).
extension Solver {
    /// The constraint as a row `0 = …` in the tableau's parametric symbols (basic variables
    /// replaced by their rows), with its slack, dummy or error symbols; the errors of an optional
    /// constraint go into the objective at its priority. Returns the variables it mentions.
    func makeRow(_ constraint: Constraint) -> (Row, Tag, [Variable]) {
        var row = Row(constant: constraint.expression.constant)
        var used: [Variable] = []
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if !used.contains(term.variable) { used.append(term.variable) }
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let priority = constraint.strength.priority
        let required = constraint.strength.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + coefficient × slack = 0 with slack ≥ 0; an optional one also
            // − coefficient × error, the error (≥ 0) being how far the inequality is violated.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            var error: Symbol?
            if !required {
                let symbol = makeSymbol(.error)
                row.insert(symbol, -coefficient)
                objective.insert(symbol, 1, priority: priority)
                error = symbol
            }
            tag = Tag(marker: slack, other: error, markerCoefficient: coefficient)
        case .equal where required:
            // A dummy (always 0) marks the row so the constraint can be found and removed.
            let dummy = makeSymbol(.dummy)
            row.insert(dummy, 1)
            tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
        case .equal:
            // expression = plus − minus, both ≥ 0, their sum minimised.
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            objective.insert(plus, 1, priority: priority)
            objective.insert(minus, 1, priority: priority)
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
        }
        if row.constant < 0 { row.negate() }
        return (row, tag, used)
    }

    /// Brings `row` into the tableau, or throws `unsatisfiable` and leaves the tableau equivalent
    /// to what it was (the caller re-optimises).
    func enter(_ row: Row, tag: Tag, for constraint: Constraint) throws(SolverError) {
        var row = row
        if let subject = subject(of: row, tag: tag) {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if row.hasOnlyDummies {
            // Only required equalities' dummies are left: the constraint is redundant if its
            // constant is 0, and contradicts them otherwise.
            guard nearZero(row.constant) else {
                throw .unsatisfiable(constraint, involved: [constraint] + constraints(markedIn: row))
            }
            row.solve(for: tag.marker)
            substitute(tag.marker, row)
            rows[tag.marker] = row
        } else {
            try enterWithArtificialVariable(row, for: constraint)
        }
    }

    /// The symbol to solve the new row for: an external one (lowest id) if any, else the marker or
    /// the second error symbol if it is pivotable with a negative coefficient (so solving for it
    /// keeps the row's constant ≥ 0); nil if none fits.
    func subject(of row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: an artificial variable takes the row as its own, and the simplex minimises it.
    /// It reaches 0 exactly when the constraint can hold; the row then stays in the tableau and
    /// the artificial variable leaves. Otherwise the row is dropped and `unsatisfiable` thrown,
    /// naming the required constraints whose markers bound the artificial variable away from 0.
    /// Phase one pivots the tableau, so it starts from a copy of the rows and the objective that
    /// a refusal puts back: the solver is then exactly as it was (this path only: adding a
    /// constraint is not the per-frame path).
    func enterWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) {
        let saved = (rows, objective)
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimizeArtificial()
        let phaseOne = artificial ?? Row()
        artificial = nil
        guard nearZero(phaseOne.constant) else {
            let involved = constraints(markedIn: phaseOne)
            (rows, objective) = saved
            infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(constraint, involved: [constraint] + involved)
        }
        // Still basic at 0: pivot a pivotable symbol in, so the row stays. With none (only dummies
        // left) the row is implied by the required equalities and is dropped.
        if var basic = rows.removeValue(forKey: art), let entering = basic.cells.keys.filter(\.isPivotable).min() {
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        removeEverywhere(art)
    }

    /// The required constraints whose marker symbols appear in `row` (or are its basic symbol),
    /// in the order they were added: the conflict's explanation, the row being held away from
    /// feasibility by exactly these.
    func constraints(markedIn row: Row, basic: Symbol? = nil) -> [Constraint] {
        constraints.values
            .filter { $0.constraint.strength.isRequired && (row.coefficient(of: $0.tag.marker) != 0 || $0.tag.marker == basic) }
            .sorted { $0.tag.marker < $1.tag.marker }
            .map(\.constraint)
    }
}
