// Fluid's engine in a program of its own: a card animated by a spring, interrupted half-way and
// sent back — UIKit's code, without the UI prefix. Time is passed in, so the run is exact.
import Animation
import Foundation
import ViewTree

let driver = AnimationDriver()                       // one per frame loop; owns the clock
let card = View(name: "card")
card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)

let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.8, driver: driver) {
    card.frame.origin.x = 300
    card.alpha = 0.5
}
animator.addCompletion { position in print("done at \(position == .start ? "start" : "end")") }
animator.startAnimation()

for frame in 1...60 {                                // one second at 60 Hz, stepped exactly
    driver.advance(to: Double(frame) / 60)
    if frame == 12 {                                 // interrupt: grab it and send it back
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
    if frame % 6 == 0 {
        let x = card.presentation.frame.origin.x
        let vx = card.presentedVelocity(of: .frame)[0]
        print(String(format: "t=%.3f  x=%7.2f  vx=%8.1f  alpha=%.2f", driver.now, x, vx, card.presentation.alpha))
    }
}
