import LayoutSolver
import XCTest

/// Adds each constraint, failing the test (not trapping) on a refusal.
func add(_ solver: Solver, _ constraints: Constraint..., file: StaticString = #filePath, line: UInt = #line) {
    for constraint in constraints {
        do { try solver.addConstraint(constraint) } catch {
            XCTFail("refused \(constraint): \(error)", file: file, line: line)
        }
    }
}

/// Solves and checks each variable's value within 1e-6 pt.
func assertValues(_ solver: Solver, _ expected: [(Variable, Double)], file: StaticString = #filePath, line: UInt = #line) {
    solver.updateVariables()
    for (variable, value) in expected {
        XCTAssertEqual(variable.value, value, accuracy: 1e-6, "\(variable)", file: file, line: line)
    }
}

/// The error a throwing call gave, or nil (and a failure) if it did not throw a `SolverError`.
func refusal(_ body: () throws(SolverError) -> Void, file: StaticString = #filePath, line: UInt = #line) -> SolverError? {
    do {
        try body()
        XCTFail("expected a refusal", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
