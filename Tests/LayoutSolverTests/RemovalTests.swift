import LayoutSolver
import XCTest

/// Removing a constraint gives the solution of the constraints that remain.
final class RemovalTests: XCTestCase {
    func testRemovingAStrongerConstraintRestoresTheWeakerOnesSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 100, strength: .weak))
        assertValues(solver, [(x, 100)])
        let required = Constraint(x, .lessThanOrEqual, 10)
        add(solver, required)
        assertValues(solver, [(x, 10)])
        try solver.removeConstraint(required)
        assertValues(solver, [(x, 100)])
    }

    func testRemovingAndAddingInAnyOrderGivesTheSameSolutions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c10 = Constraint(x, .greaterThanOrEqual, 10)
        let c20 = Constraint(x, .greaterThanOrEqual, 20)
        let link = Constraint(y, .equal, x * 3)
        add(solver, Constraint(x, .equal, 0, strength: .weak), c10, c20, link)
        assertValues(solver, [(x, 20), (y, 60)])
        try solver.removeConstraint(c20)
        assertValues(solver, [(x, 10), (y, 30)])
        add(solver, c20)
        try solver.removeConstraint(c10)
        assertValues(solver, [(x, 20), (y, 60)])
        try solver.removeConstraint(c20)
        assertValues(solver, [(x, 0), (y, 0)])
        try solver.removeConstraint(link)
        add(solver, c10)
        assertValues(solver, [(x, 10)])
    }

    func testRemovingEverythingLeavesAnEmptyTableau() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let list = [
            Constraint(a + b, .equal, c * 2), Constraint(a, .greaterThanOrEqual, 3, strength: .strong),
            Constraint(b, .lessThanOrEqual, a + 10), Constraint(c, .equal, 40, strength: .weak),
            Constraint(a, .equal, b, strength: .medium), .stay(c, strength: Strength(priority: 1)),
        ]
        add(solver, list[0], list[1], list[2], list[3], list[4], list[5])
        try solver.addEditVariable(a)
        try solver.suggestValue(17, for: a)
        try solver.removeEditVariable(a)
        for constraint in list.reversed() { try solver.removeConstraint(constraint) }
        XCTAssertEqual(solver.statistics, Solver.Statistics(rows: 0, cells: 0, variables: 0, constraints: 0, editVariables: 0, objectiveLevels: 0))
    }

    func testTheMidpointExampleReturnsToItsSolutionWhenAnAddedLimitGoes() throws {
        let solver = Solver()
        let left = Variable("xl", value: 10), right = Variable("xr", value: 90), mid = Variable("xm")
        add(solver, Constraint(mid * 2, .equal, left + right), Constraint(left + 10, .lessThanOrEqual, right.expression),
            Constraint(right, .lessThanOrEqual, 100), Constraint(left, .greaterThanOrEqual, -10), .stay(left), .stay(right))
        assertValues(solver, [(left, 10), (right, 90), (mid, 50)])
        let squeeze = Constraint(right, .lessThanOrEqual, 40)
        add(solver, squeeze)
        solver.updateVariables()
        XCTAssertEqual(right.value, 40, accuracy: 1e-9)
        try solver.removeConstraint(squeeze)
        assertValues(solver, [(left, 10), (right, 90), (mid, 50)])
    }

    func testAVariableLeavesTheSolverWithItsLastConstraintAndKeepsItsValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(x, .equal, 33)
        add(solver, c)
        solver.updateVariables()
        try solver.removeConstraint(c)
        XCTAssertEqual(solver.statistics.variables, 0)
        XCTAssertEqual(x.value, 33)
    }

    /// The error of a removed optional constraint leaves the objective with it, even when the
    /// error was basic (the constraint was being violated).
    func testARemovedViolatedPreferenceLeavesNoPullBehind() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = Constraint(x, .equal, 100, strength: .strong)
        add(solver, Constraint(x, .lessThanOrEqual, 10), Constraint(x, .greaterThanOrEqual, 0), strong)
        assertValues(solver, [(x, 10)])
        try solver.removeConstraint(strong)
        add(solver, Constraint(x, .equal, 10, strength: .weak))
        assertValues(solver, [(x, 10)])
        XCTAssertEqual(solver.statistics.objectiveLevels, 1, "only the weak level is left")
    }
}
