import LayoutSolver
import XCTest

/// Refusals are thrown values naming what was refused, and leave the solver as it was.
final class RefusalTests: XCTestCase {
    func testContradictoryRequiredEqualitiesAreReportedWithBothConstraints() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = Constraint(x, .equal, 10)
        let unrelated = Constraint(y, .equal, 3)
        add(solver, first, unrelated)
        let second = Constraint(x, .equal, 20)
        let error = refusal { () throws(SolverError) in try solver.addConstraint(second) }
        XCTAssertEqual(error, .unsatisfiable(second, involved: [second, first]))
        XCTAssertFalse(solver.hasConstraint(second))
        assertValues(solver, [(x, 10), (y, 3)])
    }

    func testContradictoryRequiredInequalitiesAreReportedWithBothConstraints() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let atLeast = Constraint(x, .greaterThanOrEqual, 10)
        let unrelated = Constraint(y, .lessThanOrEqual, 0)
        add(solver, atLeast, unrelated, Constraint(x, .equal, 50, strength: .weak))
        let before = solver.statistics
        let atMost = Constraint(x, .lessThanOrEqual, 5)
        let error = refusal { () throws(SolverError) in try solver.addConstraint(atMost) }
        XCTAssertEqual(error, .unsatisfiable(atMost, involved: [atMost, atLeast]))
        XCTAssertEqual(solver.statistics, before)
        assertValues(solver, [(x, 50)])
    }

    func testAConflictThroughAChainNamesTheChain() {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = Constraint(b, .equal, a + 10)
        let bc = Constraint(c, .equal, b + 10)
        let a0 = Constraint(a, .equal, 0)
        add(solver, ab, bc, a0, Constraint(b, .equal, 0, strength: .weak))
        let c5 = Constraint(c, .equal, 5)
        guard case .unsatisfiable(let refused, let involved)? = refusal({ () throws(SolverError) in try solver.addConstraint(c5) }) else {
            return XCTFail("expected unsatisfiable")
        }
        XCTAssert(refused === c5)
        XCTAssertEqual(Set(involved.map(ObjectIdentifier.init)), Set([c5, ab, bc, a0].map(ObjectIdentifier.init)))
        assertValues(solver, [(a, 0), (b, 10), (c, 20)])
    }

    func testAConstantThatCannotHoldIsRefusedAndTheOldOneKept() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        let ceiling = Constraint(x, .lessThanOrEqual, 20)
        add(solver, floor, ceiling, Constraint(x, .equal, 0, strength: .weak))
        let error = refusal { () throws(SolverError) in try solver.setConstant(-30, of: floor) }  // x ≥ 30
        XCTAssertEqual(error, .unsatisfiable(floor, involved: [floor, ceiling]))
        XCTAssertEqual(floor.expression.constant, -10)
        assertValues(solver, [(x, 10)])
        try solver.setConstant(-15, of: floor)
        assertValues(solver, [(x, 15)])
    }

    func testADuplicateConstraintIsRefused() {
        let solver = Solver()
        let c = Constraint(Variable("x"), .equal, 1)
        add(solver, c)
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.addConstraint(c) }, .duplicateConstraint(c))
        XCTAssertEqual(solver.statistics.constraints, 1)
    }

    func testAnEqualButSeparateConstraintIsRedundantNotDuplicate() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 1), second = Constraint(x, .equal, 1)
        add(solver, first, second)
        try solver.removeConstraint(first)
        assertValues(solver, [(x, 1)])
    }

    func testRemovingAnUnknownConstraintIsRefused() {
        let solver = Solver()
        let c = Constraint(Variable("x"), .equal, 1)
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.removeConstraint(c) }, .unknownConstraint(c))
    }

    func testSuggestingToAVariableThatIsNotEditedIsRefused() {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.suggestValue(1, for: x) }, .unknownEditVariable(x))
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.removeEditVariable(x) }, .unknownEditVariable(x))
    }

    func testEditVariablesMustBeOptionalAndSingle() throws {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.addEditVariable(x, strength: .required) }, .requiredEditStrength(x))
        try solver.addEditVariable(x)
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.addEditVariable(x) }, .duplicateEditVariable(x))
    }

    func testInfiniteNumbersAreRefused() {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(x, .equal, LinearExpression(Double.infinity))
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.addConstraint(c) }, .nonFiniteValue(c))
        let d = Constraint(x / 0, .equal, 1)
        XCTAssertEqual(refusal { () throws(SolverError) in try solver.addConstraint(d) }, .nonFiniteValue(d))
        XCTAssertEqual(solver.statistics.variables, 0)
    }

    func testAnErrorDescribesTheConstraintsInvolved() {
        let x = Variable("x")
        let a = Constraint(x, .equal, 1), b = Constraint(x, .equal, 2)
        let text = SolverError.unsatisfiable(b, involved: [b, a]).description
        XCTAssert(text.contains("x + -2.0 == 0") && text.contains("x + -1.0 == 0"), text)
    }
}
