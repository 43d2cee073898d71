/// CATransaction: groups layer changes. Layer changes take effect at once here (no implicit
/// animation to disable or time), so what a transaction does is its completion block: it runs
/// when the layer animations added inside the transaction have all stopped (finished or
/// removed), or at the commit when none were added, as Core Animation runs it. An animation
/// added inside nested transactions counts in each of them.
public enum CATransaction {
    /// One open or committed transaction waiting for its animations.
    final class Group {
        var completion: (() -> Void)?
        private var pending = 0
        private var committed = false

        /// A layer animation started inside this transaction.
        func animationStarted() { pending += 1 }

        /// One of its animations stopped.
        func animationStopped() {
            pending -= 1
            finishIfDone()
        }

        func commit() {
            committed = true
            finishIfDone()
        }

        private func finishIfDone() {
            guard committed, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The transactions begun and not yet committed, innermost last (the main thread's, as
    /// Core Animation keeps them per thread; ports run on one).
    nonisolated(unsafe) private static var open: [Group] = []

    /// Every open transaction, outermost first: an animation added now belongs to each of them
    /// (an outer completion waits for what nested ones added, as in Core Animation).
    static var openGroups: [Group] { open }

    public static func begin() { open.append(Group()) }

    public static func commit() { open.popLast()?.commit() }

    public static func flush() {}

    /// Sets the block run when this transaction's animations have stopped; outside a
    /// transaction it runs at once (nothing is waiting).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let group = open.last else { return block?() ?? () }
        group.completion = block
    }

    public static func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Kept for code that sets them: nothing is animated implicitly here.
    public static func setDisableActions(_ flag: Bool) {}
    public static func disableActions() -> Bool { true }
    public static func setAnimationDuration(_ duration: TimeInterval) {}
    public static func animationDuration() -> TimeInterval { 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public static func animationTimingFunction() -> CAMediaTimingFunction? { nil }
}
