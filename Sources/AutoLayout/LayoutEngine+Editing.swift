import Foundation
import LayoutSolver

/// Direct manipulation: an item's variable held where a finger puts it, every frame, through the
/// solver's edit variables (Cassowary's edit constraints). The variable goes where it is asked
/// unless a stronger constraint holds it back; each suggestion re-solves from the current
/// solution without rebuilding anything.
///
/// For a constraint's constant (`NSLayoutConstraint.constant`) no edit variable is needed: a new
/// constant takes the same incremental path (`Solver.setConstant`).
extension LayoutEngine {
    /// Starts editing `variable` (one of an item's `layoutVariables`) at `priority` (optional;
    /// `.defaultHigh` unless told). Returns false if it is already edited or the priority is
    /// required.
    @discardableResult
    public func beginEditing(_ variable: Variable, priority: LayoutPriority = .defaultHigh) -> Bool {
        do {
            try solver.addEditVariable(variable, strength: Strength(priority: Double(priority.rawValue)))
            needsLayout = true
            return true
        } catch {
            return false
        }
    }

    /// Asks for `value` (points, engine space) for an edited variable and marks the engine as
    /// needing layout. Returns false if the variable is not being edited.
    @discardableResult
    public func suggest(_ value: CGFloat, for variable: Variable) -> Bool {
        do {
            try solver.suggestValue(Double(value), for: variable)
            needsLayout = true
            return true
        } catch {
            return false
        }
    }

    /// Stops editing `variable`: it stays where the other constraints put it. Returns false if it
    /// was not being edited.
    @discardableResult
    public func endEditing(_ variable: Variable) -> Bool {
        do {
            try solver.removeEditVariable(variable)
            needsLayout = true
            return true
        } catch {
            return false
        }
    }
}
