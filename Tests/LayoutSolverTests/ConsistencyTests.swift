import LayoutSolver
import ScriptedInput
import XCTest

/// Random systems, added and removed in random order: every required constraint the solver
/// accepted holds, refusals leave the solver unchanged, and the same calls give the same values.
final class ConsistencyTests: XCTestCase {
    private func holds(_ constraint: Constraint) -> Bool {
        let value = constraint.expression.value
        switch constraint.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }

    private func randomConstraint(_ variables: [Variable], _ random: inout SplitMix64) -> Constraint {
        let a = variables[random.int(variables.count)], b = variables[random.int(variables.count)]
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(3)]
        let strength: Strength = [.required, .required, .strong, .medium, .weak, Strength(priority: 999)][random.int(6)]
        let rhs = b * Double(random.int(3)) + Double(random.int(200) - 100)
        return Constraint(a, relation, rhs, strength: strength)
    }

    /// The edit constraint as an ordinary one, for a solver built afresh.
    private func edit(_ variable: Variable, at value: Double) -> Constraint {
        Constraint(variable, .equal, value, strength: .weak)
    }

    /// Each priority's total violation (points), highest priority first: what the solver minimises.
    private func errors(_ constraints: [Constraint]) -> [Double] {
        let levels = Set(constraints.map(\.strength.priority)).filter { $0 < 1000 }.sorted(by: >)
        return levels.map { level in
            constraints.filter { $0.strength.priority == level }.reduce(0) { sum, constraint in
                let value = constraint.expression.value
                switch constraint.relation {
                case .equal: return sum + abs(value)
                case .lessThanOrEqual: return sum + max(value, 0)
                case .greaterThanOrEqual: return sum + max(-value, 0)
                }
            }
        }
    }

    /// The incremental solution is as good, priority by priority, as a solver built afresh from
    /// the same constraints gives (the optimum is unique in its errors, not always in its values).
    private func assertOptimal(_ constraints: [Constraint], solver: Solver, variables: [Variable], step: Int, seed: UInt64) {
        let incremental = errors(constraints)
        let saved = variables.map(\.value)
        let fresh = Solver()
        for constraint in constraints {
            let copy = Constraint(constraint.expression, constraint.relation, 0, strength: constraint.strength)
            do { try fresh.addConstraint(copy) } catch {
                return XCTFail("seed \(seed) step \(step): a fresh solver refuses \(constraint): \(error)")
            }
        }
        fresh.updateVariables()
        let reference = errors(constraints)
        for (level, (a, b)) in zip(incremental, reference).enumerated() where abs(a - b) > 1e-6 * max(1, abs(b)) {
            XCTFail("seed \(seed) step \(step): level \(level) error \(a), afresh \(b)")
            break
        }
        solver.updateVariables()
        XCTAssertEqual(variables.map(\.value), saved)
    }

    /// Runs a seeded script of adds, removes and edits; returns the values after each step.
    private func run(seed: UInt64) throws -> [Double] {
        var random = SplitMix64(seed: seed)
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        var active: [Constraint] = []
        var trace: [Double] = []
        var lastSuggestion = 0.0
        try solver.addEditVariable(variables[0], strength: .weak)
        for step in 0..<200 {
            if !active.isEmpty && random.int(3) == 0 {
                let index = random.int(active.count)
                try solver.removeConstraint(active.remove(at: index))
            } else if random.int(4) == 0 {
                lastSuggestion = random.uniform(-500, 500)
                try solver.suggestValue(lastSuggestion, for: variables[0])
            } else {
                let constraint = randomConstraint(variables, &random)
                let before = solver.statistics
                do {
                    try solver.addConstraint(constraint)
                    active.append(constraint)
                } catch {
                    guard case .unsatisfiable = error, constraint.strength.isRequired else {
                        XCTFail("step \(step): unexpected \(error)")
                        continue
                    }
                    XCTAssertEqual(solver.statistics, before, "step \(step): a refusal changed the solver")
                }
            }
            solver.updateVariables()
            assertOptimal(active + [edit(variables[0], at: lastSuggestion)], solver: solver, variables: variables, step: step, seed: seed)
            for constraint in active where constraint.strength.isRequired {
                XCTAssert(holds(constraint), "seed \(seed) step \(step): \(constraint) is off by \(constraint.expression.value)")
            }
            trace += variables.map(\.value)
        }
        for constraint in active { try solver.removeConstraint(constraint) }
        try solver.removeEditVariable(variables[0])
        XCTAssertEqual(solver.statistics.rows, 0)
        XCTAssertEqual(solver.statistics.variables, 0)
        return trace
    }

    func testRequiredConstraintsHoldThroughRandomAddsRemovesAndEdits() throws {
        for seed: UInt64 in 1...4 { _ = try run(seed: seed) }
    }

    func testTheSameCallsGiveTheSameValues() throws {
        XCTAssertEqual(try run(seed: 99), try run(seed: 99))
    }
}
