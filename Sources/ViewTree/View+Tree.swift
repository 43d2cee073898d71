import Foundation

/// The tree's edits (a view has one superview; moving it is one change) and lookups, and the
/// interactions a view holds.
extension View {
    public final func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in z-order (clamped), removing it from any previous superview.
    public final func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        // Moved, not removed: the view hears once that its superview changed.
        let old = view.superview
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.superviewDidChange(from: old)
        view.didMoveToSuperview()
    }

    public final func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
    }

    public final func removeFromSuperview() {
        guard let old = superview else { return }
        detachFromSuperview()
        superviewDidChange(from: old)
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// True when `ancestor` is this view or above it.
    public final func isDescendant(of ancestor: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }

    /// The first view named `name` in this subtree, depth first.
    public final func viewNamed(_ name: String) -> View? {
        if self.name == name { return self }
        for child in subviews {
            if let found = child.viewNamed(name) { return found }
        }
        return nil
    }

    // MARK: Interactions

    public final func addInteraction(_ interaction: AnyObject) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interactions.append(interaction)
    }

    public final func removeInteraction(_ interaction: AnyObject) {
        interactions.removeAll { $0 === interaction }
    }
}
