import Animation

/// One `CAPropertyAnimation` running on a layer, stepped once a frame from the animation
/// driver's frame callback until it ends or is removed.
///
/// On a view's layer, for the view's animatable properties (position, bounds size, opacity,
/// corner radius, background colour, the transform's parts), it moves the presented value only,
/// as Core Animation does: the model keeps what code sets meanwhile, and the view shows it again
/// when the animation goes. Anything else (a layer of its own, a shape's stroke, a shadow) has
/// no separate presentation here, so the animation writes the property and puts it back.
final class LayerAnimationRun {
    let key: String?
    let animation: CAAnimation
    private let path: LayerKeyPath
    private let from: [Double]
    private let to: [Double]
    /// A keyframe animation's values as numbers, and when each is reached (fractions of a pass).
    private let keyframes: [[Double]]?
    private let keyframeTimes: [Double]
    /// The value of the frame being shown, made once and written in place each frame.
    private var shownValue: [Double]
    /// The value before the animation, put back when it is removed.
    private let before: [Double]
    private let start: Double
    private var callback: FrameCallback?
    private weak var layer: CALayer?
    /// The view property whose presented value this run moves (nil: it writes the layer's).
    private let shown: AnimatableProperty?
    /// A view of its own holding the host's model, on which the key path's value becomes the
    /// property's value without touching the host (no layout, no animator's track claimed).
    private let scratch: View?
    /// The transactions open when the animation was added: each told when the run stops.
    private let transactions: [CATransaction.Group]

    init?(_ animation: CAPropertyAnimation, key: String?, on layer: CALayer, driver: AnimationDriver) {
        guard let name = animation.keyPath, let path = LayerKeyPath(name), let now = path.read(layer) else { return nil }
        let basic = animation as? CABasicAnimation
        func value(_ v: Any?) -> [Double]? {
            guard let n = LayerKeyPath.numbers(v), n.count == now.count || n.count == 1 else { return nil }
            let full = n.count == now.count ? n : Array(repeating: n[0], count: now.count)
            return animation.isAdditive ? zip(now, full).map(+) : full
        }
        let by = LayerKeyPath.numbers(basic?.byValue).flatMap { $0.count == now.count ? $0 : nil }
        var from = value(basic?.fromValue), to = value(basic?.toValue)
        if from == nil, let to, let by { from = zip(to, by).map(-) }
        if to == nil, let start = from ?? Optional(now), let by { to = zip(start, by).map(+) }
        self.key = key
        self.animation = animation
        self.path = path
        self.from = from ?? now
        self.to = to ?? now
        let frames = (animation as? CAKeyframeAnimation)?.values.map { values in
            values.compactMap { v in LayerKeyPath.numbers(v).flatMap { $0.count == now.count ? $0 : nil } }
        }
        keyframes = frames
        keyframeTimes = (animation as? CAKeyframeAnimation)?.frameTimes(count: frames?.count ?? 0) ?? []
        shownValue = now
        before = now
        start = animation.beginTime > 0 ? animation.beginTime : driver.now
        self.layer = layer
        if layer.hostView != nil, let property = path.viewProperty {
            shown = property
            scratch = View()
            layer.hostView?.beginContribution(property)
        } else {
            shown = nil
            scratch = nil
        }
        transactions = CATransaction.openGroups
        for transaction in transactions { transaction.animationStarted() }
        callback = driver.addFrameCallback { [weak self] _, target in self?.step(at: target) }
        animation.delegate?.animationDidStart(animation)
        step(at: driver.now)
    }

    /// A run dropped with its layer stops asking for frames.
    deinit { callback?.remove() }

    /// Writes the value at `time`; at the end, finishes.
    private func step(at time: Double) {
        guard let layer else { return stop(finished: false) }
        let elapsed = time - start
        guard elapsed >= 0 else { return }
        if let keyframes, let keyframe = animation as? CAKeyframeAnimation {
            if keyframe.value(of: keyframes, times: keyframeTimes, after: elapsed, into: &shownValue) { show(shownValue, on: layer) }
        } else {
            let p = animation.progress(after: elapsed)
            for k in 0..<min(from.count, to.count, shownValue.count) { shownValue[k] = from[k] + (to[k] - from[k]) * p }
            show(shownValue, on: layer)
        }
        if elapsed >= animation.activeDuration {
            layer.animationRuns.removeAll { $0 === self }
            stop(finished: true)
        }
    }

    /// Ends the run: the value before it comes back unless the animation fills forwards.
    func stop(finished: Bool) {
        guard let callback else { return }
        callback.remove()
        self.callback = nil
        let keeps = !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
        if let shown, let view = layer?.hostView {
            // Filling forwards, the end value stays: here it becomes the model's.
            if finished && keeps, let layer { path.write(to, to: layer) }
            view.endContribution(shown)
        } else if let layer, !(finished && keeps) {
            path.write(before, to: layer)
        }
        animation.delegate?.animationDidStop(animation, finished: finished)
        for transaction in transactions.reversed() { transaction.animationStopped() }   // innermost first
    }

    /// Shows `value`: as the host view's presented value of `shown` (worked out on `scratch`
    /// from the host's model now), else written to the layer.
    private func show(_ value: [Double], on layer: CALayer) {
        guard let shown, let scratch, let view = layer.hostView else { return path.write(value, to: layer) }
        for property in LayerKeyPath.geometry where property != shown {
            scratch.setModel(property, view.modelValues.vector(property))
        }
        scratch.setModel(shown, view.modelValues.vector(shown))
        scratch.anchorPoint = view.anchorPoint
        path.write(value, to: scratch.layer)
        view.addToPresented(shown, scratch.modelValues.vector(shown) - view.presentation.vector(shown))
    }
}

extension CALayer {
    /// CALayer.add(_:forKey:): runs `anim` (a `CABasicAnimation` or `CASpringAnimation`) on this
    /// layer from now, on the current animation driver's frame clock (nothing runs outside a
    /// driver's run). An animation already running under `key` is removed first.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        if let group = anim as? CAAnimationGroup {
            for child in group.animations ?? [] {
                if child.duration == 0 { child.duration = group.passDuration }
                addRun(child, forKey: key)
            }
            return
        }
        addRun(anim, forKey: key)
    }

    private func addRun(_ anim: CAAnimation, forKey key: String?) {
        guard let property = anim as? CAPropertyAnimation,
              let driver = AnimationDriver.current ?? hostView?.animationHost as? AnimationDriver,
              let run = LayerAnimationRun(property, key: key, on: self, driver: driver) else { return }
        if run.animation.activeDuration > 0 { animationRuns.append(run) }
    }

    /// The running animation added under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationRuns.first { $0.key == key }?.animation
    }

    /// The keys of the running animations, oldest first (nil when none).
    public func animationKeys() -> [String]? {
        let keys = animationRuns.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added under `key`: its property goes back to its value before it.
    public func removeAnimation(forKey key: String) {
        let removed = animationRuns.filter { $0.key == key }
        animationRuns.removeAll { $0.key == key }
        for run in removed { run.stop(finished: false) }
    }

    /// CALayer.removeAllAnimations(): removes this layer's `add(_:forKey:)` animations and, for a
    /// view's layer, ends the property animators and `UIView.animate` blocks that move the view
    /// at their end values (Core Animation's model values; completions run with `.end`).
    public func removeAllAnimations() {
        let removed = animationRuns
        animationRuns.removeAll()
        for run in removed { run.stop(finished: false) }
        if let view = hostView, let driver = AnimationDriver.current ?? view.animationHost as? AnimationDriver {
            driver.removeAnimations(of: view)
        }
    }
}
