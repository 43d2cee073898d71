import LayoutSolver
import XCTest

/// The small examples of the Cassowary paper and its test suites: equalities, the midpoint line
/// (§2), stays.
final class PublishedExampleTests: XCTestCase {
    func testARequiredEqualityFixesTheVariable() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 20))
        assertValues(solver, [(x, 20)])
    }

    func testAnEqualityBetweenTwoVariablesFollowsTheFixedOne() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, Constraint(x, .equal, 20), Constraint(x + 2, .equal, y + 10))
        assertValues(solver, [(x, 20), (y, 12)])
    }

    func testTheOrderOfAddingDoesNotChangeTheSolution() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, Constraint(x + 2, .equal, y + 10), Constraint(x, .equal, 20))
        assertValues(solver, [(x, 20), (y, 12)])
    }

    func testWeakStaysKeepVariablesWhereTheyAreUnlessRequiredMovesThem() {
        let solver = Solver()
        let x = Variable("x", value: 5), y = Variable("y", value: 10)
        add(solver, .stay(x), .stay(y))
        assertValues(solver, [(x, 5), (y, 10)])
        add(solver, Constraint(x, .equal, y))
        solver.updateVariables()
        XCTAssertEqual(x.value, y.value, accuracy: 1e-9)
        XCTAssert((5...10).contains(x.value), "x = y lands between the two stays, got \(x.value)")
    }

    func testAStrongerStayWinsOverAWeakerOne() {
        let solver = Solver()
        let x = Variable("x", value: 5), y = Variable("y", value: 10)
        add(solver, .stay(x, strength: .weak), .stay(y, strength: .strong), Constraint(x, .equal, y))
        assertValues(solver, [(x, 10), (y, 10)])
    }

    func testAWeakPreferenceGivesWayToARequiredInequality() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 0, strength: .weak), Constraint(x, .greaterThanOrEqual, 10))
        assertValues(solver, [(x, 10)])
        add(solver, Constraint(x, .lessThanOrEqual, 30), Constraint(x, .equal, 50, strength: .medium))
        assertValues(solver, [(x, 30)])
    }

    func testAnInequalityThatAlreadyHoldsMovesNothing() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 20, strength: .weak), Constraint(x, .lessThanOrEqual, 100))
        assertValues(solver, [(x, 20)])
    }

    /// The paper's running example: a midpoint between two ends with a minimum gap, a right
    /// limit and a left limit. Whatever the midpoint is asked for, the required constraints hold
    /// and the midpoint goes as far as they let it.
    func testTheMidpointExampleHoldsItsRequiredConstraintsAndClampsTheMidpoint() throws {
        let solver = Solver()
        let left = Variable("xl", value: 10), right = Variable("xr", value: 90), mid = Variable("xm", value: 50)
        add(solver,
            Constraint(mid, .equal, (left + right) / 2),
            Constraint(left + 10, .lessThanOrEqual, right.expression),
            Constraint(right, .lessThanOrEqual, 100),
            Constraint(left, .greaterThanOrEqual, -10),
            .stay(left), .stay(right))
        assertValues(solver, [(left, 10), (right, 90), (mid, 50)])

        try solver.addEditVariable(mid)
        try solver.suggestValue(60, for: mid)
        solver.updateVariables()
        XCTAssertEqual(mid.value, 60, accuracy: 1e-9)
        XCTAssertEqual(left.value + right.value, 120, accuracy: 1e-9)

        try solver.suggestValue(120, for: mid)  // beyond reach: the right end stops at 100
        assertValues(solver, [(mid, 95), (left, 90), (right, 100)])

        try solver.suggestValue(-20, for: mid)  // beyond reach on the left
        assertValues(solver, [(mid, -5), (left, -10), (right, 0)])
    }

    func testTheMidpointExampleFollowsAnEndThatIsEdited() throws {
        let solver = Solver()
        let left = Variable("xl", value: 10), right = Variable("xr", value: 90), mid = Variable("xm", value: 50)
        add(solver,
            Constraint(mid * 2, .equal, left + right),
            Constraint(left + 10, .lessThanOrEqual, right.expression),
            Constraint(right, .lessThanOrEqual, 100),
            Constraint(left, .greaterThanOrEqual, -10),
            .stay(left), .stay(right))
        try solver.addEditVariable(left)
        try solver.suggestValue(30, for: left)
        assertValues(solver, [(left, 30), (right, 90), (mid, 60)])
        try solver.suggestValue(95, for: left)  // the gap pushes the right end, which stops at 100
        assertValues(solver, [(left, 90), (right, 100), (mid, 95)])
    }

    func testAnUnconstrainedDirectionDefaultsToZero() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, Constraint(x + y, .equal, 10))
        solver.updateVariables()
        XCTAssertEqual(x.value + y.value, 10, accuracy: 1e-9)
        XCTAssert(x.value == 0 || y.value == 0, "one of them is free and stays at 0: \(x.value), \(y.value)")
    }
}
