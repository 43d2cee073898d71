import Animation

/// One `CAPropertyAnimation` running on a layer: it writes the property once a frame from the
/// animation driver's frame callback until it ends or is removed.
final class LayerAnimationRun {
    let key: String?
    let animation: CAAnimation
    private let path: LayerKeyPath
    private let from: [Double]
    private let to: [Double]
    /// A keyframe animation's values as numbers.
    private let keyframes: [[Double]]?
    /// The value before the animation, put back when it is removed.
    private let before: [Double]
    private let start: Double
    private var callback: FrameCallback?
    private weak var layer: CALayer?

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
        keyframes = (animation as? CAKeyframeAnimation)?.values.map { values in
            values.compactMap { v in LayerKeyPath.numbers(v).flatMap { $0.count == now.count ? $0 : nil } }
        }
        before = now
        start = animation.beginTime > 0 ? animation.beginTime : driver.now
        self.layer = layer
        callback = driver.addFrameCallback { [weak self] _, target in self?.step(at: target) }
        animation.delegate?.animationDidStart(animation)
        step(at: driver.now)
    }

    /// Writes the value at `time`; at the end, finishes.
    private func step(at time: Double) {
        guard let layer else { return stop(finished: false) }
        let elapsed = time - start
        guard elapsed >= 0 else { return }
        if let keyframes, let keyframe = animation as? CAKeyframeAnimation {
            path.write(keyframe.value(of: keyframes, after: elapsed), to: layer)
        } else {
            let p = animation.progress(after: elapsed)
            path.write(zip(from, to).map { $0 + ($1 - $0) * p }, to: layer)
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
        if let layer, !(finished && keeps) { path.write(before, to: layer) }
        animation.delegate?.animationDidStop(animation, finished: finished)
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
