import Foundation
import LayoutSolver

/// Solves the active constraints of one tree of items (a window's, or a view's before it joins
/// one) with an incremental Cassowary solver, and hands the frames to the items.
///
/// Required constraints hold exactly; optional ones as closely as their priorities ask. A required
/// constraint that cannot hold with the others is reported once through `report`, with the
/// constraints involved, and broken (left out of the solution, still active); the engine tries it
/// again whenever a constraint goes or its constant changes (R34). Nothing here traps.
///
/// Items whose `translatesAutoresizingMaskIntoConstraints` is true keep their frame as four
/// required constraints (`NSAutoresizingMaskLayoutConstraint` in reports); positions are in the
/// root's coordinates, frames handed back in the superitem's.
public final class LayoutEngine {
    struct Registration {
        weak var item: LayoutItem?
        let variables: LayoutVariables
        /// The four autoresizing constraints while the item translates its mask.
        var pins: [LayoutConstraint]
        /// Active constraints and registered subitems that need this item.
        var users: Int
    }

    let solver = Solver()
    /// Active constraints, in the order they were activated (broken ones included).
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Active required constraints left out of the solution because they conflict.
    public internal(set) var brokenConstraints: [LayoutConstraint] = []
    var registrations: [ObjectIdentifier: Registration] = [:]
    /// Registered items in the order they came (the order frames are handed out: superitems first).
    var order: [ObjectIdentifier] = []
    /// Whether a constraint, constant or frame changed since the last layout.
    public internal(set) var needsLayout = false {
        didSet { if needsLayout && !oldValue { onNeedsLayout?() } }
    }
    /// Called when the engine comes to need layout (nothing pending before): a host that lays
    /// out before each frame (R33) wakes here, so it need not look every frame.
    public var onNeedsLayout: (() -> Void)?

    /// Where reports go; standard error unless set (tests collect them).
    public var report: (LayoutReport) -> Void = LayoutReport.writeToStandardError

    /// An engine with no constraints.
    public init() {}

    /// Marks the engine as needing layout.
    public func setNeedsLayout() { needsLayout = true }

    /// If anything changed, publishes the solution and gives each item that does not translate its
    /// autoresizing mask its frame, in its superitem's coordinates (superitems first).
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        solver.updateVariables()
        for key in order {
            guard let registration = registrations[key], let item = registration.item,
                  !registration.variables.translatesAutoresizingMask else { continue }
            item.applyLayoutFrame(frame(of: item))
        }
    }

    /// The solved frame of `item` in its superitem's coordinates (points), as of the last
    /// `layoutIfNeeded()`.
    public func frame(of item: LayoutItem) -> CGRect {
        var frame = item.layoutVariables.solvedFrame
        if let superitem = item.layoutSuperitem {
            let origin = superitem.layoutVariables.solvedFrame.origin
            frame.origin.x -= origin.x
            frame.origin.y -= origin.y
        }
        return frame
    }

    func activate(_ constraint: LayoutConstraint) {
        guard constraint.engine == nil else { return }
        guard let first = constraint.firstItem, !constraint.mixesDirectionalAndAbsolute,
              let solverConstraint = constraint.makeSolverConstraint() else {
            return report(LayoutReport(kind: .invalidConstraint, involved: [constraint], broken: nil))
        }
        if let second = constraint.secondItem, second.layoutEngine !== self {
            return report(LayoutReport(kind: .noCommonAncestor, involved: [constraint], broken: nil))
        }
        constraint.engine = self
        constraint.solverConstraint = solverConstraint
        constraints.append(constraint)
        if constraint.origin == .code {
            register(first)
            if let second = constraint.secondItem { register(second) }
        }
        add(constraint, reporting: true)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        remove(constraint)
        constraints.removeAll { $0 === constraint }
        constraint.engine = nil
        constraint.solverConstraint = nil
        if constraint.origin == .code {
            if let first = constraint.firstItem { unregister(first) }
            if let second = constraint.secondItem { unregister(second) }
        }
        retryBroken()
    }

    /// Puts an active constraint's solver form into the solver; a refusal breaks it (reported
    /// when `reporting`).
    func add(_ constraint: LayoutConstraint, reporting: Bool) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        needsLayout = true
        do {
            try solver.addConstraint(solverConstraint)
            brokenConstraints.removeAll { $0 === constraint }
        } catch {
            if !brokenConstraints.contains(where: { $0 === constraint }) { brokenConstraints.append(constraint) }
            if reporting { reportUnsatisfiable(error, breaking: constraint) }
        }
    }

    /// Takes an active constraint's solver form out of the solver (if it is there).
    func remove(_ constraint: LayoutConstraint) {
        needsLayout = true
        brokenConstraints.removeAll { $0 === constraint }
        if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
            try? solver.removeConstraint(solverConstraint)
        }
    }

    /// Tries the broken constraints again, silently (each was reported when it broke).
    func retryBroken() {
        for constraint in brokenConstraints { add(constraint, reporting: false) }
    }

    func reportUnsatisfiable(_ error: SolverError, breaking constraint: LayoutConstraint) {
        var involved = [constraint]
        if case .unsatisfiable(_, let list) = error {
            for solverConstraint in list {
                if let match = constraints.first(where: { $0.solverConstraint === solverConstraint }), match !== constraint {
                    involved.append(match)
                }
            }
        }
        report(LayoutReport(kind: .unsatisfiable, involved: involved, broken: constraint))
    }
}
