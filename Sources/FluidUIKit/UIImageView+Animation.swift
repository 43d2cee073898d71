/// UIImageView's flipbook: `animationImages` shown one after another over `animationDuration`,
/// `animationRepeatCount` times (0: until stopped), on the frame clock. `image` keeps reading
/// (and setting) the still image meanwhile, which shows again when the flipbook stops, as in
/// UIKit.
extension UIImageView {
    /// Whether the flipbook runs.
    public var isAnimating: Bool { flipbook != nil }

    /// Starts the flipbook (nothing without images or without a run loop in scope).
    public func startAnimating() {
        guard flipbook == nil, let images = animationImages, !images.isEmpty,
              let driver = AnimationDriver.current ?? animationHost as? AnimationDriver else { return }
        let pass = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let passes = animationRepeatCount
        let start = driver.now
        var shown = 0
        flipbook = driver.addFrameCallback { [weak self] _, target in
            guard let self else { return }
            let elapsed = max(target - start, 0)
            if passes > 0, elapsed >= pass * Double(passes) { return self.stopAnimating() }
            let index = min(Int(elapsed.truncatingRemainder(dividingBy: pass) / pass * Double(images.count)), images.count - 1)
            guard index != shown else { return }
            shown = index
            self.placeImage(showing: images[index])
        }
        placeImage(showing: images[0])
    }

    /// Stops the flipbook and shows `image` again.
    public func stopAnimating() {
        guard let flipbook else { return }
        flipbook.remove()
        self.flipbook = nil
        placeImage()
    }
}
