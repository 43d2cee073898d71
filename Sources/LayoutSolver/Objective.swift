/// What the simplex minimises: the weighted errors of the optional constraints, one row per
/// priority level, compared from the highest priority down.
///
/// This is Cassowary's symbolic weight: a coefficient is a vector with one entry per priority,
/// and `a < b` compares the entries from the highest priority to the lowest. So no amount of
/// error at a low priority outweighs any error at a higher one.
struct Objective {
    /// The levels, highest priority first.
    private(set) var levels: [(priority: Double, row: Row)] = []

    /// Adds `coefficient × symbol` at `priority`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        let index = level(priority)
        levels[index].row.insert(symbol, coefficient)
        pruneIfEmpty(index)
    }

    /// Adds `coefficient × row` at `priority`.
    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        let index = level(priority)
        levels[index].row.insert(row, coefficient)
        pruneIfEmpty(index)
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, row) }
    }

    /// Drops `symbol` (it is 0 from now on) at every level.
    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The symbol whose increase lowers the objective (its highest non-zero coefficient is
    /// negative), lowest id first; nil when the objective is at its minimum. Dummy and external
    /// symbols never enter.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for index in levels.indices {
            for (symbol, coefficient) in levels[index].row.cells
            where coefficient < -epsilon && symbol.isPivotable && (best.map { symbol < $0 } ?? true) {
                if (0..<index).allSatisfy({ nearZero(levels[$0].row.coefficient(of: symbol)) }) { best = symbol }
            }
        }
        return best
    }

    /// Whether `a / aScale` is lexicographically below `b / bScale` (the dual simplex's ratio
    /// test), nil when they are equal at every level.
    func ratio(of a: Symbol, _ aScale: Double, isBelow b: Symbol, _ bScale: Double) -> Bool? {
        for level in levels {
            let ra = level.row.coefficient(of: a) / aScale
            let rb = level.row.coefficient(of: b) / bScale
            if abs(ra - rb) > epsilon { return ra < rb }
        }
        return nil
    }

    /// No level has cells.
    var isEmpty: Bool { levels.allSatisfy { $0.row.cells.isEmpty } }

    private mutating func level(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex(where: { $0.priority < priority }) ?? levels.endIndex
        levels.insert((priority, Row()), at: index)
        return index
    }

    /// A level with no cells left is forgotten (its constant is only the errors' past total).
    private mutating func pruneIfEmpty(_ index: Int) {
        if levels[index].row.cells.isEmpty { levels.remove(at: index) }
    }
}
