import Animation
import Foundation
import Gestures
import ViewTree

/// A playground scene: one seed example, built only on the public API of Animation, ViewTree and
/// Gestures so that it reads like the seed's own code.
public protocol Scene: AnyObject {
    /// The command-line name (`fluid --scene NAME`).
    static var name: String { get }
    /// What the HUD and `fluid scenes` show.
    static var title: String { get }
    /// The seed article it comes from, and what it shows.
    static var summary: String { get }
    /// The tuning a fresh scene starts with (key `0` returns to it).
    static var defaultTuning: SceneTuning { get }
    /// What the release runs for a tuning (F2): read by the scene itself, the HUD, export and compare.
    static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming
    /// The keys it uses, for a scene outside Fluid's own (a package's, `fluid new`): a row of
    /// the key table, which has the built-in scenes' rows (nil: the table's row, or the default).
    static var keys: SceneKeys? { get }

    init()
    /// The scene's root view; the app sizes it to the window.
    var view: View { get }
    /// Set by the app before the first layout and on every change; read it when making animators.
    var tuning: SceneTuning { get set }
    /// The animators the scene holds now (the seeds' `runningAnimators`), for the HUD, `--state`
    /// and the `R` key.
    var animators: [PropertyAnimator] { get }
    /// Lays the scene out for `size` points (first call builds, later calls follow resizes).
    func layout(size: CGSize)
    /// The tuning changed: apply it to the animation in flight where that makes sense (R15).
    func tuningDidChange()
    /// The scene's pan recognisers; the HUD draws the velocity of the one being dragged.
    var pans: [PanGestureRecognizer] { get }
    /// The view a drag here moves, which `G`'s ghost shows (default: the first pan's view).
    var movingView: View? { get }
    /// The view `G`'s ghost outlines (default: `movingView`): one inside it that zooms and turns
    /// shows those motions too.
    var ghostView: View? { get }
    /// Motions besides the moving view's place that the feel report and `C` measure (issue 47
    /// item 4; default none): a zoom, a turn.
    var measuredMotions: [MeasuredMotion] { get }
    /// A drag that opens the scene's main interaction in a window of `size` points (benchmarks
    /// and the soak test drag there and back).
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint)
    /// How far a release carries the moving view in the current layout, points: the distance
    /// `fluid export --velocity` assumes when it is not given one (default: the demo drag's).
    var travel: CGFloat { get }
}

extension Scene {
    public static var keys: SceneKeys? { nil }
    public func tuningDidChange() {}
    public var pans: [PanGestureRecognizer] { [] }
    public var movingView: View? { pans.first?.view }
    public var ghostView: View? { movingView }
    public var measuredMotions: [MeasuredMotion] { [] }
    public func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: size.width / 2, y: size.height - 20), CGPoint(x: size.width / 2, y: size.height * 0.3))
    }

    public var travel: CGFloat {
        let drag = demoDrag(in: view.frame.size)
        return hypot(drag.to.x - drag.from.x, drag.to.y - drag.from.y)
    }
}

extension Scene {
    /// What this scene's release runs for `tuning` (F2). Scenes override it; the default is UIKit's
    /// duration + damping ratio.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }
}
