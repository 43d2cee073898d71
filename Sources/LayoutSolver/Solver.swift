/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001): linear equalities and inequalities between
/// variables, required ones exactly and optional ones as closely as their priorities ask
/// (`Strength`).
///
/// Constraints are added and removed one at a time and each change re-optimises from the current
/// solution: adding or removing pivots only the rows the change touches. A constant that changes
/// every frame (a drag, an animated constant) goes through an edit variable (`addEditVariable`,
/// `suggestValue`) or `setConstant(_:of:)`: the new constant moves the rows' constants and the dual
/// simplex repairs them, without rebuilding anything.
///
/// Values are published to the variables by `updateVariables()`. Every refusal is a thrown
/// `SolverError`, after which the solver is as it was before the call.
///
/// Deterministic: every choice between symbols takes the lowest id, so the same calls give the
/// same solution in every run. Single-threaded (one solver per layout pass, like the frame loop).
public final class Solver {
    /// A constraint in the tableau: its marker (the slack, dummy or first error symbol that
    /// identifies its row), its second error symbol if it has one, and the marker's coefficient in
    /// the row as first made (before any negation), which turns a change of constant into a shift
    /// of the marker.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        var markerCoefficient: Double
    }

    struct ConstraintRecord {
        let constraint: Constraint
        let tag: Tag
        let variables: [Variable]
    }

    struct VariableRecord {
        let variable: Variable
        let symbol: Symbol
        var references: Int
    }

    var rows: [Symbol: Row] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    var edits: [ObjectIdentifier: Constraint] = [:]
    var objective = Objective()
    /// Phase one's objective, while a row is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    private var lastId = 0

    /// An empty solver.
    public init() {}

    /// Adds `constraint` and re-optimises.
    ///
    /// Throws `duplicateConstraint` if it is already here, `unsatisfiable` (with the required
    /// constraints it conflicts with) if it is required and cannot hold, `nonFiniteValue` for an
    /// infinite or NaN number. Optional constraints never fail.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue(constraint)
        }
        let (row, tag, used) = makeRow(constraint)
        do {
            try enter(row, tag: tag, for: constraint)
        } catch {
            // Only a required constraint is refused, and `enter` has put the tableau back; a
            // variable met here first (cancelled out, `x − x`) leaves again.
            for variable in used { releaseIfUnused(variable) }
            throw error
        }
        for variable in used { variables[ObjectIdentifier(variable)]?.references += 1 }
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag, variables: used)
        optimize()
    }

    /// Adds each constraint in order; stops at the first refusal (the ones before it stay).
    public func addConstraints(_ list: [Constraint]) throws(SolverError) {
        for constraint in list { try addConstraint(constraint) }
    }

    /// Removes `constraint` and re-optimises: the solution is the one the remaining constraints
    /// give. Throws `unknownConstraint` if it is not here.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = record.tag
        let priority = constraint.strength.priority
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -1, priority: priority)
            } else {
                objective.insert(symbol, -1, priority: priority)
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker),
           var row = rows.removeValue(forKey: leaving) {
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        // The marker no longer appears anywhere in exact arithmetic; drop any rounding residue.
        // The second error symbol is free now: a row left for it defines it and nothing else.
        removeEverywhere(tag.marker)
        if let other = tag.other {
            rows[other] = nil
            removeEverywhere(other)
        }
        for variable in record.variables {
            variables[ObjectIdentifier(variable)]?.references -= 1
            releaseIfUnused(variable)
        }
        optimize()
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Writes the solution into every variable's `value`: a variable whose symbol is basic takes
    /// its row's constant; a free one is 0.
    public func updateVariables() {
        for record in variables.values {
            record.variable.value = rows[record.symbol]?.constant ?? 0
        }
    }

    /// The solution's value for `variable` (0 if no constraint mentions it), without writing it.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// The tableau's size, to check that work leaves nothing behind.
    public struct Statistics: Equatable {
        /// Rows of the tableau (basic symbols).
        public var rows: Int
        /// Non-zero cells in all rows.
        public var cells: Int
        /// Variables some constraint mentions.
        public var variables: Int
        /// Constraints, edit constraints included.
        public var constraints: Int
        /// Edit variables.
        public var editVariables: Int
        /// Priority levels with errors in the objective.
        public var objectiveLevels: Int

        public init(rows: Int, cells: Int, variables: Int, constraints: Int, editVariables: Int, objectiveLevels: Int) {
            self.rows = rows
            self.cells = cells
            self.variables = variables
            self.constraints = constraints
            self.editVariables = editVariables
            self.objectiveLevels = objectiveLevels
        }
    }

    /// Cells the tableau has room for without allocating (the capacities of its rows and the
    /// objective's). Swift's dictionaries allocate only to grow, so while this stays the same the
    /// solver allocates nothing: what a drag's frames should see once the tableau has settled.
    public var reservedCells: Int {
        rows.capacity + rows.values.reduce(0) { $0 + $1.cells.capacity }
            + objective.levels.reduce(0) { $0 + $1.row.cells.capacity } + infeasible.capacity
    }

    /// The tableau's size now.
    public var statistics: Statistics {
        Statistics(rows: rows.count, cells: rows.values.reduce(0) { $0 + $1.cells.count },
                   variables: variables.count, constraints: constraints.count, editVariables: edits.count,
                   objectiveLevels: objective.levels.filter { !$0.row.cells.isEmpty }.count)
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        lastId += 1
        return Symbol(id: lastId, kind: kind)
    }

    /// The external symbol of `variable`, made on first use (with no references yet).
    func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let record = variables[key] { return record.symbol }
        let symbol = makeSymbol(.external)
        variables[key] = VariableRecord(variable: variable, symbol: symbol, references: 0)
        return symbol
    }

    /// Forgets a variable no constraint mentions (its symbol has left the tableau with its last
    /// constraint; any rounding residue goes too). The variable keeps its last `value`.
    func releaseIfUnused(_ variable: Variable) {
        let key = ObjectIdentifier(variable)
        guard let record = variables[key], record.references <= 0 else { return }
        rows[record.symbol] = nil
        removeEverywhere(record.symbol)
        variables[key] = nil
    }

    /// Drops `symbol`'s cells from every row and the objective.
    func removeEverywhere(_ symbol: Symbol) {
        for index in rows.indices { rows.values[index].remove(symbol) }
        objective.remove(symbol)
    }
}
