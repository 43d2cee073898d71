import Foundation

/// What the engine tells the developer instead of trapping (R34): UIKit's console messages.
public struct LayoutReport: CustomStringConvertible {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// Required constraints that cannot all hold; `broken` is left out of the solution.
        case unsatisfiable
        /// A constraint between items of two engines (UIKit: "no common ancestor"); not activated.
        case noCommonAncestor
        /// An active constraint's priority changed from or to required; the old priority stays.
        case unsupportedPriorityChange
        /// A constraint whose first attribute is `notAnAttribute`, whose item is gone, or that
        /// relates leading/trailing to left/right; not activated.
        case invalidConstraint
    }

    /// What happened.
    public let kind: Kind
    /// The constraints involved (for `unsatisfiable`: the broken one first, then those it
    /// conflicts with, as the solver found them).
    public let involved: [LayoutConstraint]
    /// The constraint left out of the solution, for `unsatisfiable`.
    public let broken: LayoutConstraint?

    /// The message, worded as UIKit's.
    public var description: String {
        switch kind {
        case .unsatisfiable:
            let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it. \
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
            refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken.map(\.description) ?? "")
            """
        case .noCommonAncestor:
            return "[LayoutConstraints] Unable to activate constraint \(involved.first.map(\.description) ?? "") "
                + "because its items have no common ancestor (they are in different engines)."
        case .unsupportedPriorityChange:
            return "[LayoutConstraints] Mutating a priority from required to not on an installed constraint "
                + "(or vice-versa) is not supported; the priority stays: \(involved.first.map(\.description) ?? "")"
        case .invalidConstraint:
            return "[LayoutConstraints] Cannot activate \(involved.first.map(\.description) ?? ""): "
                + "its first attribute is notAnAttribute, an item is gone, or it relates leading/trailing to left/right."
        }
    }

    /// Writes the message to standard error (the default `LayoutEngine.report`).
    public static func writeToStandardError(_ report: LayoutReport) {
        FileHandle.standardError.write(Data((report.description + "\n").utf8))
    }
}
