import Foundation
import LayoutSolver

/// The items an engine knows: each constrained item and its superitems up to the root, with the
/// autoresizing constraints of those that translate their mask.
extension LayoutEngine {
    /// Counts one more user of `item`; on first use registers it, its superitem chain, and its
    /// autoresizing constraints if it translates its mask.
    func register(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        if registrations[key] != nil {
            registrations[key]?.users += 1
            return
        }
        if let superitem = item.layoutSuperitem { register(superitem) }
        registrations[key] = Registration(item: item, variables: item.layoutVariables, pins: [], users: 1)
        order.append(key)
        if item.layoutVariables.translatesAutoresizingMask { pin(item) }
    }

    /// Counts one user fewer; the last one unregisters the item (its pins go) and its superitems.
    func unregister(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        guard var registration = registrations[key] else { return }
        registration.users -= 1
        guard registration.users <= 0 else {
            registrations[key] = registration
            return
        }
        unpin(key)
        registrations[key] = nil
        order.removeAll { $0 == key }
        if let superitem = item.layoutSuperitem { unregister(superitem) }
    }

    /// The item's frame as four required constraints: left and top relative to the superitem's
    /// (or absolute for the root), width and height.
    func pin(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        guard registrations[key]?.pins.isEmpty == true else { return }
        let frame = item.currentLayoutFrame
        let superitem = item.layoutSuperitem
        let pins = [
            LayoutConstraint(item, .left, .equal, superitem, .left, multiplier: 1, constant: frame.minX, origin: .autoresizingMask),
            LayoutConstraint(item, .top, .equal, superitem, .top, multiplier: 1, constant: frame.minY, origin: .autoresizingMask),
            LayoutConstraint(item, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.width, origin: .autoresizingMask),
            LayoutConstraint(item, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.height, origin: .autoresizingMask),
        ]
        registrations[key]?.pins = pins
        for constraint in pins { activate(constraint) }
    }

    func unpin(_ key: ObjectIdentifier) {
        guard let pins = registrations[key]?.pins, !pins.isEmpty else { return }
        registrations[key]?.pins = []
        for constraint in pins { deactivate(constraint) }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the item's frame constraints come or go.
    func autoresizingDidChange(for item: LayoutItem) {
        let key = ObjectIdentifier(item)
        guard registrations[key] != nil else { return }
        if item.layoutVariables.translatesAutoresizingMask { pin(item) } else { unpin(key) }
    }

    /// Code set the frame of `item`: if it translates its mask, its frame constraints take the new
    /// frame (constants only: incremental).
    public func itemFrameDidChange(_ item: LayoutItem) {
        guard let pins = registrations[ObjectIdentifier(item)]?.pins, pins.count == 4 else { return }
        let frame = item.currentLayoutFrame
        pins[0].constant = frame.minX
        pins[1].constant = frame.minY
        pins[2].constant = frame.width
        pins[3].constant = frame.height
    }

    /// An active constraint's constant changed: re-solved incrementally. A required constraint
    /// that can no longer hold breaks (reported once); a broken one is tried again.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        needsLayout = true
        guard solver.hasConstraint(solverConstraint) else {
            // Broken: the new constant may make it fit.
            constraint.solverConstraint = constraint.makeSolverConstraint()
            add(constraint, reporting: false)
            return
        }
        do {
            try solver.setConstant(-Double(constraint.constant), of: solverConstraint)
        } catch {
            try? solver.removeConstraint(solverConstraint)
            constraint.solverConstraint = constraint.makeSolverConstraint()
            if !brokenConstraints.contains(where: { $0 === constraint }) { brokenConstraints.append(constraint) }
            reportUnsatisfiable(error, breaking: constraint)
        }
    }

    /// An active constraint's priority changed: between optional priorities it is re-added at the
    /// new one; from or to required the old priority comes back and the attempt is reported.
    func priorityDidChange(_ constraint: LayoutConstraint, from old: LayoutPriority) {
        guard constraint.engine === self else { return }
        if constraint.priority.isRequired != old.isRequired {
            report(LayoutReport(kind: .unsupportedPriorityChange, involved: [constraint], broken: nil))
            constraint.revertPriority(to: old)
            return
        }
        remove(constraint)
        constraint.solverConstraint = constraint.makeSolverConstraint()
        add(constraint, reporting: true)
    }

    /// A subtree left the tree (`isInSubtree` tells its items): its constraints made by code go to
    /// `other`, the subtree's own engine, and those between it and the rest are deactivated, as
    /// UIKit removes them with the view.
    public func detachSubtree(_ isInSubtree: (LayoutItem) -> Bool, to other: LayoutEngine) {
        guard other !== self else { return }
        var moving: [LayoutConstraint] = []
        for constraint in constraints where constraint.origin == .code {
            let first = constraint.firstItem.map(isInSubtree) ?? false
            let second = constraint.secondItem.map(isInSubtree)
            guard first || second == true else { continue }
            deactivate(constraint)
            if first && second != false { moving.append(constraint) }
        }
        for constraint in moving { other.activate(constraint) }
    }

    /// Hands every active constraint made by code to `other` (when this tree joins `other`'s):
    /// each is deactivated here and activated there, where its items' frames are pinned afresh.
    public func transfer(to other: LayoutEngine) {
        guard other !== self else { return }
        let moving = constraints.filter { $0.origin == .code }
        for constraint in moving { deactivate(constraint) }
        for constraint in moving { other.activate(constraint) }
    }
}
