/// UIImageView's flipbook: `animationImages` shown one after another over `animationDuration`,
/// `animationRepeatCount` times (0: until stopped), on the frame clock; stopping shows `image`
/// again, as UIKit does.
extension UIImageView {
    /// Whether the flipbook runs.
    public var isAnimating: Bool { flipbook != nil }

    /// Starts the flipbook (nothing without images or without a run loop in scope).
    public func startAnimating() {
        guard flipbook == nil, let images = animationImages, !images.isEmpty,
              let driver = AnimationDriver.current ?? animationHost as? AnimationDriver else { return }
        let still = image
        let pass = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let passes = animationRepeatCount
        let start = driver.now
        flipbook = driver.addFrameCallback { [weak self] _, target in
            guard let self else { return }
            let elapsed = max(target - start, 0)
            if passes > 0, elapsed >= pass * Double(passes) {
                self.stopFlipbook(showing: still)
                return
            }
            let index = min(Int(elapsed.truncatingRemainder(dividingBy: pass) / pass * Double(images.count)), images.count - 1)
            self.showFrame(images[index])
        }
        showFrame(images[0])
        placedImageBeforeFlipbook = still
    }

    /// Stops the flipbook and shows `image` again.
    public func stopAnimating() {
        guard flipbook != nil else { return }
        stopFlipbook(showing: placedImageBeforeFlipbook)
    }

    private func stopFlipbook(showing still: UIImage?) {
        flipbook?.remove()
        flipbook = nil
        showFrame(still)
    }

    /// Draws `frame` without changing `image`'s size or what `image` reads afterwards.
    private func showFrame(_ frame: UIImage?) {
        placedImage = frame
        placeImage()
    }
}
