import LayoutSolver
import ScriptedInput
import XCTest

/// What the solver keeps: a drag leaves the tableau the size it was, and once its storage has
/// settled a drag reserves no more (Swift's dictionaries allocate only to grow, so the frames of a
/// drag allocate nothing). No timing here: speed belongs to benchmarks.
final class FootprintTests: XCTestCase {
    /// A row of 20 cards, each 40 pt wide with 8 pt gaps, dragged by the first card's edge.
    private func cardRow(_ solver: Solver) throws -> Variable {
        var previous: Variable?
        var first: Variable?
        for index in 0..<20 {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            add(solver, Constraint(width, .equal, 40), Constraint(width, .greaterThanOrEqual, 10),
                Constraint(left, .greaterThanOrEqual, -1000), .stay(width))
            if let previous { add(solver, Constraint(left, .equal, previous + 48, strength: .strong)) }
            previous = left
            first = first ?? left
        }
        guard let first else { throw XCTSkip("no cards") }
        try solver.addEditVariable(first)
        return first
    }

    func testADragLeavesTheTableauTheSizeItWas() throws {
        let solver = Solver()
        let edge = try cardRow(solver)
        var random = SplitMix64(seed: 46)
        try solver.suggestValue(1, for: edge)
        let settled = solver.statistics
        for _ in 0..<1000 {
            try solver.suggestValue(random.uniform(-2000, 2000), for: edge)
            solver.updateVariables()
        }
        var after = solver.statistics
        XCTAssertLessThanOrEqual(after.cells, 2 * settled.cells, "the basis changes, its density not much")
        after.cells = settled.cells
        XCTAssertEqual(after, settled, "no row, variable, constraint or priority level left behind")
    }

    func testADragReservesNoMoreStorageOnceSettled() throws {
        let solver = Solver()
        let edge = try cardRow(solver)
        var random = SplitMix64(seed: 7)
        func drag(_ frames: Int) throws {
            for _ in 0..<frames {
                try solver.suggestValue(random.uniform(-2000, 2000), for: edge)
                solver.updateVariables()
            }
        }
        try drag(500)  // let every dictionary reach its working capacity
        let before = solver.reservedCells
        try drag(5000)
        XCTAssertEqual(solver.reservedCells, before, "the tableau's storage grew during the drag")
    }

    func testATableauOfAHundredViewsStaysSmall() throws {
        let solver = Solver()
        for index in 0..<100 {
            let x = Variable("x\(index)"), w = Variable("w\(index)")
            add(solver, Constraint(w, .equal, 50, strength: .medium), Constraint(x + w, .lessThanOrEqual, 1000),
                Constraint(x, .greaterThanOrEqual, Double(index)))
        }
        let stats = solver.statistics
        XCTAssertEqual(stats.variables, 200)
        XCTAssertLessThanOrEqual(stats.rows, 300, "one row per constraint at most")
        XCTAssertLessThanOrEqual(stats.cells, 4 * stats.rows, "rows stay sparse: \(stats)")
    }
}
