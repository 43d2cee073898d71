/// Snapshots and UIKit's view transitions. A snapshot is a still copy of what a view shows now
/// (`View.copyAppearance`). The transitions swap a view's old look for its new one with
/// snapshots: a cross-dissolve fades the old look out over the new (page curls do the same);
/// a flip turns the old look edge-on and the new one back, in the plane (the turn is a squash
/// along the axis it turns about: views turn in the plane only here).
extension UIView {
    /// A still copy of what the view shows now, sized as its bounds at the origin: later
    /// changes to the view do not reach it. `afterScreenUpdates` is not read: the copy is of the
    /// values drawn in the latest frame, which is what the screen shows.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let copy = UIView(frame: .zero)
        copyAppearance(into: copy)
        copy.frame = CGRect(origin: .zero, size: presentedBounds.size)
        copy.accessibilityIdentifier = "_UIReplicantView"
        return copy
    }

    /// Runs `animations` (changes to `view` and its subviews) at once and shows the change with
    /// the transition in `options` over `duration` seconds; `completion` runs at the end.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let old = view.snapshotView(afterScreenUpdates: false)
        UIView.performWithoutAnimation { animations?() }
        guard let old, let container = view.superview as? UIView else {
            completion?(true)
            return
        }
        runTransition(from: old, to: view, in: container, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (`toView` takes its place
    /// when it is in no tree), with the transition in `options`. With
    /// `.showHideTransitionViews` `fromView` is hidden and `toView` shown instead of removed
    /// and added.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview as? UIView, let old = fromView.snapshotView(afterScreenUpdates: false) else {
            completion?(true)
            return
        }
        UIView.performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview == nil {
                    toView.frame = fromView.frame
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        runTransition(from: old, to: toView, in: container, duration: duration, options: options, completion: completion)
    }

    /// How a transition's options say it looks.
    private enum TransitionLook {
        case none, dissolve
        /// A flip about the vertical axis (`horizontal`: the squash is along x) or the horizontal.
        case flip(horizontal: Bool)

        init(_ options: UIView.AnimationOptions) {
            let kind = options.rawValue & (7 << 20)
            switch kind {
            case UIView.AnimationOptions.transitionFlipFromLeft.rawValue,
                 UIView.AnimationOptions.transitionFlipFromRight.rawValue: self = .flip(horizontal: true)
            case UIView.AnimationOptions.transitionFlipFromTop.rawValue,
                 UIView.AnimationOptions.transitionFlipFromBottom.rawValue: self = .flip(horizontal: false)
            case 0: self = .none
            default: self = .dissolve
            }
        }
    }

    /// Shows the change from the snapshot `old` to `view`: `old` is laid over `view` where it is
    /// drawn and animated away (and for a flip, a snapshot of the new look animated in while
    /// `view` waits hidden).
    private static func runTransition(from old: UIView, to view: UIView, in container: UIView, duration: TimeInterval,
                                      options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        let look = TransitionLook(options)
        let curve = UIView.AnimationOptions(rawValue: options.rawValue & (3 << 16))
        let place = { (snapshot: UIView) in
            snapshot.frame = CGRect(origin: .zero, size: view.bounds.size)
            snapshot.center = view.center
            snapshot.transform = view.transform
            container.insertSubview(snapshot, aboveSubview: view)
        }
        switch look {
        case .none:
            completion?(true)
        case .dissolve:
            place(old)
            UIView.animate(withDuration: duration, delay: 0, options: curve, animations: { old.alpha = 0 },
                           completion: { finished in
                old.removeFromSuperview()
                completion?(finished)
            })
        case .flip(let horizontal):
            guard let new = view.snapshotView(afterScreenUpdates: true) else { return completion?(true) ?? () }
            let wasHidden = view.isHidden
            let edgeOn = { (snapshot: UIView) in
                let t = view.transform
                snapshot.transform = horizontal ? t.scaledBy(x: 0.001, y: 1) : t.scaledBy(x: 1, y: 0.001)
            }
            place(old)
            place(new)
            edgeOn(new)
            view.isHidden = true
            UIView.animate(withDuration: duration / 2, delay: 0, options: .curveEaseIn, animations: { edgeOn(old) },
                           completion: { _ in
                UIView.animate(withDuration: duration / 2, delay: 0, options: .curveEaseOut,
                               animations: { new.transform = view.transform }, completion: { finished in
                    old.removeFromSuperview()
                    new.removeFromSuperview()
                    view.isHidden = wasHidden
                    completion?(finished)
                })
            })
        }
    }
}
