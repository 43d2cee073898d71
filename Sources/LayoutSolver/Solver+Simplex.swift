/// The simplex steps: pivots, the primal simplex that minimises the objective after a constraint
/// comes or goes, and the dual simplex that restores feasibility after constants change (the
/// paper's §4.2 and §5). Every choice takes the lowest id among equals (Bland's rule: no cycling).
extension Solver {
    /// Makes `entering` basic in `leaving`'s row and substitutes it everywhere.
    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = rows.removeValue(forKey: leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, row)
        rows[entering] = row
    }

    /// Replaces `symbol` by `row` in every row, the objective and phase one's objective; restricted
    /// rows that go negative are noted for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        for index in rows.indices where rows.values[index].coefficient(of: symbol) != 0 {
            rows.values[index].substitute(symbol, row)
            let basic = rows.keys[index]
            if basic.isRestricted, rows.values[index].constant < 0 { noteInfeasible(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    func noteInfeasible(_ symbol: Symbol) {
        if !infeasible.contains(symbol) { infeasible.append(symbol) }
    }

    /// Most pivots one optimisation may take. Bland's rule cannot cycle in exact arithmetic; this
    /// bounds what rounding could do (the solution is then the last feasible one, not a hang).
    var pivotLimit: Int { 1000 + 50 * rows.count }

    /// Primal simplex on the objective: pivot while some symbol's increase lowers it.
    func optimize() {
        var pivots = 0
        while pivots < pivotLimit, let entering = objective.enteringSymbol() {
            pivots += 1
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen, errors are ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Primal simplex on phase one's objective (the artificial variable's row).
    func optimizeArtificial() {
        var pivots = 0
        while pivots < pivotLimit, let row = artificial,
              let entering = row.cells.filter({ $0.value < -epsilon && $0.key.isPivotable }).keys.min() {
            pivots += 1
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one
    /// that reaches 0 first as `entering` grows. A basic dummy (a redundant required equality)
    /// must stay 0, so any row of one that mentions `entering` stops it at once.
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (basic, row) in rows where basic.isRestricted {
            let coefficient = row.coefficient(of: entering)
            let ratio: Double
            if basic.kind == .dummy, coefficient != 0 {
                ratio = 0
            } else if coefficient < 0 {
                ratio = -row.constant / coefficient
            } else {
                continue
            }
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) { continue }
            best = (basic, ratio)
        }
        return best?.symbol
    }

    /// The row to pivot `marker` into before its constraint's row is dropped (the paper's choice):
    /// a restricted row with a negative coefficient and the smallest ratio, else a restricted row
    /// with the smallest ratio, else an external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var external: Symbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if !basic.isRestricted {
                if external.map({ basic < $0 }) ?? true { external = basic }
                continue
            }
            let ratio = (coefficient < 0 ? -row.constant : row.constant) / coefficient
            let candidate = (basic, ratio)
            if coefficient < 0 {
                if Self.isBetter(candidate, than: negative) { negative = candidate }
            } else if Self.isBetter(candidate, than: positive) {
                positive = candidate
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    private static func isBetter(_ a: (symbol: Symbol, ratio: Double), than b: (symbol: Symbol, ratio: Double)?) -> Bool {
        guard let b else { return true }
        return a.ratio < b.ratio || (a.ratio == b.ratio && a.symbol < b.symbol)
    }

    /// Dual simplex: while a restricted row is negative, pivot in the symbol of that row whose
    /// objective coefficient over its row coefficient is least (keeps the objective optimal).
    /// Returns the row that could not be repaired and its basic symbol (the required constraints
    /// cannot all hold), or nil when every row is feasible again.
    func dualOptimize() -> (basic: Symbol, row: Row)? {
        var pivots = 0
        while let leaving = infeasible.min() {
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < -epsilon else { continue }
            var entering: (symbol: Symbol, coefficient: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.isPivotable {
                if let best = entering {
                    let below = objective.ratio(of: symbol, coefficient, isBelow: best.symbol, best.coefficient)
                    if !(below ?? (symbol < best.symbol)) { continue }
                }
                entering = (symbol, coefficient)
            }
            pivots += 1
            guard let entering, pivots <= pivotLimit else {
                infeasible.removeAll(keepingCapacity: true)
                return (leaving, row)
            }
            pivot(entering: entering.symbol, leaving: leaving)
        }
        return nil
    }
}
