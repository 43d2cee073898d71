import Foundation
import Gestures
import Input

extension PlaygroundApp {
    /// Follows one pointer sample as the scene takes it, at its frame (`lag`: how far the
    /// frame's display time is ahead of its sample time). With several fingers (R36) the
    /// gesture's press is its first pointer's and its release its last one's: only the press
    /// catches a moving scene (F3), only the release brings the animations to when it happened,
    /// and the pointer shown (`pointer`) is the first of those still down. Returns the gesture's
    /// edge the sample is, if any.
    func follow(_ event: PointerEvent, lag: Double) -> PressSpan.Edge? {
        let edge = frameInput.press.note(event)
        latency.shown(sampleAt: event.timestamp, startsGesture: edge == .pressed)
        if edge == .pressed { instantCatch.press(on: scene) }
        let span = frameInput.press
        if event.pointerID == span.primary || !span.isPressed || pointer == nil {
            pointer = (event.location, span.isPressed)
            frameInput.pointerTime = event.timestamp
        }
        if edge == .released || edge == .cancelled {
            // F7 addendum: the release happened when the finger was last sampled.
            catchUp(toEventAt: (frameInput.resampler.releaseTime ?? event.timestamp) + lag)
        }
        return edge
    }
}

/// F3: a press on a scene in motion catches at once (the "instant pan"); at rest the pan waits
/// for its 10 points, so taps still work. The pans a press turned on go back at the next
/// press; a scene's own instant pan stays (issue 46).
struct InstantCatch {
    private var caught: [PanGestureRecognizer] = []

    /// The gesture's press on `scene`.
    mutating func press(on scene: Scene) {
        for pan in caught { pan.beginsOnPress = false }
        caught = scene.animators.contains { $0.isRunning } ? scene.pans.filter { !$0.beginsOnPress } : []
        for pan in caught { pan.beginsOnPress = true }
    }
}
