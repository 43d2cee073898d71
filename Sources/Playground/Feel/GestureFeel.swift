import Animation
import Foundation
import Gestures
import ViewTree

/// What the app measures of each gesture, frame by frame: the HUD's graph of the last drag,
/// the feel of each release of the moving view, and of the scene's other motions (the photo's
/// zoom and turn), each against the spring the release started (F8).
struct GestureFeel {
    /// Each release measured as it happens, for the HUD's feel report and `fluid compare`.
    var place = FeelMeter()
    /// The same for the scene's other motions (`measuredMotions`).
    var motions = MotionFeel()
    /// The spring the last release started (F8), for the feel report and `C`.
    var releaseStart: ReleaseStart?
    /// Whether the last frame's graph was following a drag.
    private var wasDragging = false

    /// The scene is gone: its last reports spoke of it.
    mutating func forgetScene() {
        place.forgetCurrent()
        motions = MotionFeel()
        releaseStart = nil
    }

    /// After input reached `scene` at animation time `now`: a gesture's release (`released`)
    /// started springs, which the reports are measured against.
    mutating func noteInput(to scene: Scene, at now: Double, released: Bool) {
        if released { releaseStart = ReleaseStart.find(in: scene, at: now) }
        motions.noteReleases(of: scene.measuredMotions, at: now)
    }

    /// One frame at `time` of `scene` (its pans, its moving view and motions), the pointer as
    /// shown (`pointer`), into `graph` and the meters. `animates`: an animator is running;
    /// `velocity`, read only at a release, the pointer's (pt/s, R29).
    mutating func record(time: Double, scene: Scene, pointer: (location: CGPoint, isDown: Bool)?,
                         isScrolling: Bool, settled: Bool, animates: Bool, graph: inout GestureGraph,
                         velocity: () -> CGPoint?) {
        guard let view = scene.movingView else { return }
        // A touchpad's scroll sequence is a drag here too (its fingers are on the pad).
        let isDown = pointer?.isDown == true || isScrolling
        let pan = scene.pans.first { $0.state == .began || $0.state == .changed }
        // "last drag" is a drag's: a tap's press begins no graph (issue 51).
        let drags = (isDown && pan != nil) || isScrolling
        if drags && !wasDragging { graph.begin() }
        wasDragging = drags
        let frame = view.presentedTransformedFrame
        graph.record(time: time, origin: frame.origin, finger: pan?.velocity(in: nil), isDown: drags, settled: settled)
        let start = releaseStart
        place.record(time: time, frame: frame, pointer: pointer?.location, isDown: isDown && pan != nil, settled: settled) {
            (velocity(), scene.pans.first { $0.state == .ended }?.releaseRestGap, start, animates)
        }
        motions.record(scene.measuredMotions, time: time, settled: settled, animates: animates)
    }
}
