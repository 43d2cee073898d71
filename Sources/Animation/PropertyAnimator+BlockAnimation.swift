import ViewTree

/// What a block animation (`View.animate`, `View.animateKeyframes`) does at its natural end
/// (R13, R13a). Animators made with `PropertyAnimator(…)` always finish (R20).
enum Repetition: Equatable {
    /// Finishes.
    case once
    /// `.autoreverse` alone: runs back to the start once, then finishes with the end values
    /// showing, as UIKit does (the model values were the end values all along).
    case thereAndBack
    /// `.repeat`: runs again from the start, or back and forth with `.autoreverse`, until
    /// stopped; the completion is not called meanwhile.
    case forever(autoreverses: Bool)

    init(repeats: Bool, autoreverses: Bool) {
        switch (repeats, autoreverses) {
        case (false, false): self = .once
        case (false, true): self = .thereAndBack
        case (true, let back): self = .forever(autoreverses: back)
        }
    }
}

/// How `View.addKeyframe` lays out a keyframe (R13): moving linearly over its window, or
/// jumping to its values at its key time (`calculationModeDiscrete`).
enum KeyframeCalculation: Equatable {
    case linear
    case discrete
}

extension PropertyAnimator {
    /// At the natural end of a run (a leg): starts the next leg when the animation repeats;
    /// true when it did. The next leg counts from when this one ended, not from the frame that
    /// noticed, so a loop keeps time exactly (R13a).
    func startNextLeg(reachedEnd: Bool) -> Bool {
        guard let driver, frameCurve.duration > 0 else { return false }
        let legEnd = anchorTime + frameCurve.duration * abs(endPosition - anchorPosition)
        switch repetition {
        case .once:
            return false
        case .thereAndBack where !reachedEnd:
            return false   // back at the start: the animation is over
        case .thereAndBack, .forever(autoreverses: true):
            reversedFlag.toggle()
            run(from: position, at: legEnd)
        case .forever(autoreverses: false):
            run(from: 0, at: legEnd)
        }
        let s = position(at: driver.now)
        position = s
        writeValues(at: s)
        return true
    }

    /// Where a block animation that ends now leaves its properties: `.thereAndBack` at the end
    /// values (UIKit's model values), everything else where the run ended.
    func finalPosition(reachedEnd: Bool) -> AnimatingPosition {
        repetition == .thereAndBack || reachedEnd ? .end : .start
    }

    /// Tells `view` how hit testing treats it while this animator moves it, once (R13a).
    func markForHitTesting(_ view: View) {
        guard viewsHitTesting != .presentedValues, !markedViews.contains(where: { $0 === view }) else { return }
        view.beginBlockAnimation(allowsUserInteraction: viewsHitTesting == .modelValues)
        markedViews.append(view)
    }

    /// The views this animator marked are hit-tested as before again.
    func releaseMarkedViews() {
        for view in markedViews { view.endBlockAnimation(allowsUserInteraction: viewsHitTesting == .modelValues) }
        markedViews.removeAll()
    }

    /// Runs `body` inside this animator's capture with keyframes laid out as `calculation` (R13).
    func withKeyframeCalculation(_ calculation: KeyframeCalculation, _ body: () -> Void) {
        let outer = keyframeCalculation
        keyframeCalculation = calculation
        defer { keyframeCalculation = outer }
        body()
    }

    /// The animator whose animations closure is capturing now, if any: a block animation
    /// started inside it joins it (R13).
    static var capturing: PropertyAnimator? {
        PropertyCapture.current?.recorder as? PropertyAnimator
    }
}
