import Gestures

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
