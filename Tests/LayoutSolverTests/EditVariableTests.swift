import LayoutSolver
import XCTest

/// Edit variables: the constants of a drag, suggested every frame.
final class EditVariableTests: XCTestCase {
    /// A card 100 pt wide dragged by its left edge along a track 0…400: every frame the left edge
    /// is where the finger asks unless the track stops it.
    func testADragMovesTheEditedEdgeEveryFrameWithinItsLimits() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        add(solver, Constraint(width, .equal, 100), Constraint(right, .equal, left + width),
            Constraint(left, .greaterThanOrEqual, 0), Constraint(right, .lessThanOrEqual, 400))
        try solver.addEditVariable(left)
        for frame in 0...600 {
            let finger = Double(frame) - 100  // from −100 to 500
            try solver.suggestValue(finger, for: left)
            solver.updateVariables()
            let expected = min(max(finger, 0), 300)
            XCTAssertEqual(left.value, expected, accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(right.value, expected + 100, accuracy: 1e-9, "frame \(frame)")
        }
    }

    func testADragBackAndForthEndsWhereTheLastSuggestionAsks() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, Constraint(y, .equal, x * 2 + 5), .stay(x))
        try solver.addEditVariable(x)
        for step in 0..<1000 {
            try solver.suggestValue(Double(step % 37) * (step.isMultiple(of: 2) ? 1 : -1), for: x)
        }
        try solver.suggestValue(12.5, for: x)
        assertValues(solver, [(x, 12.5), (y, 30)])
    }

    func testTwoEditVariablesAreSuggestedIndependently() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), sum = Variable("sum")
        add(solver, Constraint(sum, .equal, x + y))
        try solver.addEditVariable(x)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(3, for: x)
        try solver.suggestValue(4, for: y)
        assertValues(solver, [(x, 3), (y, 4), (sum, 7)])
        try solver.suggestValue(-10, for: y)
        assertValues(solver, [(x, 3), (y, -10), (sum, -7)])
    }

    func testAStrongerConstraintHoldsAnEditBack() throws {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .lessThanOrEqual, 50, strength: .required))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(80, for: x)
        assertValues(solver, [(x, 50)])
        let strong = Constraint(x, .equal, 20, strength: .strong)
        add(solver, strong)
        try solver.suggestValue(40, for: x)
        assertValues(solver, [(x, 20)])
        try solver.removeConstraint(strong)
        assertValues(solver, [(x, 40)])
    }

    func testRemovingTheEditVariableLeavesTheOtherConstraintsInCharge() throws {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 7, strength: .weak))
        try solver.addEditVariable(x)
        try solver.suggestValue(100, for: x)
        assertValues(solver, [(x, 100)])
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        assertValues(solver, [(x, 7)])
    }

    func testAnEditStartsAtTheVariablesCurrentValue() throws {
        let solver = Solver()
        let x = Variable("x", value: 42)
        try solver.addEditVariable(x, strength: .weak)
        assertValues(solver, [(x, 42)])
    }

    func testAChangedConstantMovesARequiredConstraintIncrementally() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let heightConstraint = Constraint(height, .equal, 100)
        add(solver, Constraint(top, .equal, 20), heightConstraint, Constraint(bottom, .equal, top + height))
        assertValues(solver, [(bottom, 120)])
        for value in stride(from: 100.0, through: 300, by: 7) {
            try solver.setConstant(-value, of: heightConstraint)  // height − value == 0
            assertValues(solver, [(height, value), (bottom, 20 + value)])
        }
    }

    func testAChangedConstantOfAnInequalityMovesItsLimit() throws {
        let solver = Solver()
        let x = Variable("x")
        let limit = Constraint(x, .lessThanOrEqual, 50)
        add(solver, limit, Constraint(x, .equal, 100, strength: .weak))
        assertValues(solver, [(x, 50)])
        try solver.setConstant(-70, of: limit)  // x − 70 <= 0
        assertValues(solver, [(x, 70)])
        try solver.setConstant(-150, of: limit)
        assertValues(solver, [(x, 100)])
        try solver.setConstant(-10, of: limit)
        assertValues(solver, [(x, 10)])
    }
}
