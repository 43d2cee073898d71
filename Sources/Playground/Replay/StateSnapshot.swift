import Animation
import Foundation
import ViewTree

/// What `--state out.json` writes on exit: the scene, every named view's model values, and the
/// scene's animators.
public struct StateSnapshot: Codable, Equatable {
    public struct ViewState: Codable, Equatable {
        public var name: String
        /// The frame in the superview with the transform applied (UIKit's reading of `frame`).
        public var frame: [Double]
        /// The same for presented values: where the view is drawn now (mid-animation it differs
        /// from `frame`, which is where it is going).
        public var presentedFrame: [Double]
        public var alpha: Double
        public var cornerRadius: Double
        public var blurRadius: Double
        public var hidden: Bool
    }

    public struct AnimatorState: Codable, Equatable {
        public var state: String
        public var isRunning: Bool
        public var isReversed: Bool
        public var fractionComplete: Double
    }

    public var scene: String
    public var views: [ViewState]
    public var animators: [AnimatorState]
    /// The scene's tuning when the snapshot was taken.
    public var tuning: SceneTuning?
    /// Frames drawn and the seconds they spanned (frame timestamps), when a run fills them in.
    public var frames: Int?
    public var seconds: Double?

    /// Reads `scene`'s named views (depth first, in z-order) and animators.
    public init(sceneName: String, root: View, animators: [PropertyAnimator]) {
        scene = sceneName
        var views: [ViewState] = []
        func visit(_ v: View) {
            if !v.name.isEmpty {
                let f = v.transformedFrame, p = v.presentedTransformedFrame
                views.append(ViewState(name: v.name, frame: [f.minX, f.minY, f.width, f.height].map { Self.round(Double($0)) },
                                       presentedFrame: [p.minX, p.minY, p.width, p.height].map { Self.round(Double($0)) },
                                       alpha: Self.round(Double(v.alpha)), cornerRadius: Self.round(Double(v.cornerRadius)),
                                       blurRadius: Self.round(Double(v.blurRadius)), hidden: v.isHidden))
            }
            v.subviews.forEach(visit)
        }
        visit(root)
        self.views = views
        self.animators = animators.map {
            AnimatorState(state: Self.name(of: $0.state), isRunning: $0.isRunning, isReversed: $0.isReversed,
                          fractionComplete: Self.round($0.fractionComplete))
        }
    }

    /// "inactive", "active" or "stopped", as UIViewAnimatingState's cases are named.
    public static func name(of state: AnimatingState) -> String {
        switch state {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }

    /// The view named `name`, if present.
    public func view(_ name: String) -> ViewState? { views.first { $0.name == name } }

    /// Six decimals: stable text for identical runs, precise enough for any check.
    private static func round(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

    /// Pretty, key-sorted JSON.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
