import ViewTree

extension PropertyAnimator {
    /// UIViewPropertyAnimator.isUserInteractionEnabled: true (the default) lets touches reach the
    /// views it moves, where they are drawn; false makes them ignore touches while it moves
    /// them (R13a). Changing it releases the views it marked and marks them again.
    public var isUserInteractionEnabled: Bool {
        get { viewsHitTesting != .ignoresTouches }
        set { setHitTesting(newValue ? (isManualHitTestingEnabled ? .modelValues : .presentedValues) : .ignoresTouches) }
    }

    /// UIViewPropertyAnimator.isManualHitTestingEnabled: true hit-tests the views it moves
    /// where their model values put them (as UIKit does when the app tests the presentation
    /// itself); false (the default) where they are drawn.
    public var isManualHitTestingEnabled: Bool {
        get { viewsHitTesting == .modelValues }
        set {
            guard isUserInteractionEnabled else { return }
            setHitTesting(newValue ? .modelValues : .presentedValues)
        }
    }

    private func setHitTesting(_ rule: AnimatedHitTesting) {
        guard rule != viewsHitTesting else { return }
        releaseMarkedViews()
        viewsHitTesting = rule
        // Marks last as long as the tracks (released when they finish, or with the animator).
        for plan in plans { markForHitTesting(plan.view) }
    }
}
