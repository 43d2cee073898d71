import LayoutSolver
import XCTest

/// Priorities: required exactly, then each optional priority satisfied as closely as possible
/// before any lower one.
final class StrengthTests: XCTestCase {
    func testTheStrongestOptionalConstraintWins() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 10, strength: .weak), Constraint(x, .equal, 30, strength: .strong),
            Constraint(x, .equal, 20, strength: .medium))
        assertValues(solver, [(x, 30)])
    }

    func testAHigherPriorityWinsHoweverManyLowerOnesDisagree() {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<20 { add(solver, Constraint(x, .equal, 0, strength: Strength(priority: 499))) }
        add(solver, Constraint(x, .equal, 10, strength: Strength(priority: 500)))
        assertValues(solver, [(x, 10)])
    }

    func testEqualPrioritiesShareTheErrorByMajority() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .equal, 0, strength: .medium), Constraint(x, .equal, 0, strength: .medium),
            Constraint(x, .equal, 10, strength: .medium))
        assertValues(solver, [(x, 0)])  // |x| + |x| + |x − 10| is least at 0
    }

    func testALowerPriorityStillDecidesWhatTheHigherOnesLeaveFree() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, Constraint(x + y, .equal, 100, strength: .strong), Constraint(x, .equal, 30, strength: .weak))
        assertValues(solver, [(x, 30), (y, 70)])
    }

    func testPrioritiesAreClampedToOneThroughAThousand() {
        XCTAssertEqual(Strength(priority: 5000), .required)
        XCTAssertEqual(Strength(priority: -3).priority, 1)
        XCTAssertEqual(Strength(priority: .nan).priority, 1)
        XCTAssertTrue(Strength(priority: 1000).isRequired)
        XCTAssertFalse(Strength(priority: 999).isRequired)
        XCTAssertLessThan(Strength.weak, Strength.medium)
        XCTAssertLessThan(Strength.medium, Strength.strong)
    }

    func testAnOptionalInequalityIsViolatedOnlyAsFarAsAStrongerConstraintForces() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, Constraint(x, .lessThanOrEqual, 50, strength: .medium), Constraint(x, .equal, 80, strength: .strong))
        assertValues(solver, [(x, 80)])
        add(solver, Constraint(x, .lessThanOrEqual, 60))
        assertValues(solver, [(x, 60)])
    }
}
