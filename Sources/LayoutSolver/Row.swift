/// One row of the tableau: `constant + Σ coefficient × symbol`.
///
/// In the tableau a row is the value of its basic symbol (`basic = constant + Σ …`); while a
/// constraint is turned into a row it reads `0 = constant + Σ …`. Coefficients nearer 0 than
/// `epsilon` are dropped, so a cell is never 0.
struct Row {
    private(set) var cells: [Symbol: Double] = [:]
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × row` (its constant and each of its cells).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Drops `symbol`'s cell (the symbol is 0 from now on).
    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Multiplies every cell and the constant by −1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells.values[index] = -cells.values[index] }
    }

    /// `0 = self` rewritten as `symbol = …` (symbol's cell leaves the row). Nothing happens if
    /// the row has no cell for `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells.values[index] *= factor }
    }

    /// `lhs = self` rewritten as `rhs = …` (a pivot: lhs enters the row, rhs leaves it).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the symbol's new definition), if the symbol is here.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// Only dummy symbols are left (a required equality with nothing free to absorb it).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
