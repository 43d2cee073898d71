import AutoLayout
import Foundation

// UIKit's names for this module's types, as FluidUIKit is meant to give them, so the tests read
// as UIKit code.
typealias NSLayoutConstraint = LayoutConstraint
typealias NSLayoutAnchor = LayoutAnchor
typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
typealias NSLayoutDimension = LayoutDimension
typealias UILayoutPriority = LayoutPriority

/// A minimal view for the tests: a frame in its superview's coordinates, subviews, and the
/// engine on its root, as a UIView would conform.
final class TestView: LayoutItem {
    let layoutVariables: LayoutVariables
    private(set) weak var superview: TestView?
    private(set) var subviews: [TestView] = []
    private var ownEngine: LayoutEngine?
    /// Frames the engine handed over, in order.
    private(set) var appliedFrames: [CGRect] = []

    var frame: CGRect {
        didSet { layoutEngine.itemFrameDidChange(self) }
    }

    init(frame: CGRect = .zero, name: String = "view") {
        self.frame = frame
        layoutVariables = LayoutVariables(name: name)
    }

    func addSubview(_ view: TestView) {
        let old = view.layoutEngine
        view.superview = self
        subviews.append(view)
        if old !== layoutEngine { old.transfer(to: layoutEngine) }
    }

    var layoutSuperitem: LayoutItem? { superview }

    var layoutEngine: LayoutEngine {
        if let superview { return superview.layoutEngine }
        if let ownEngine { return ownEngine }
        let engine = LayoutEngine()
        ownEngine = engine
        return engine
    }

    var currentLayoutFrame: CGRect { frame }

    func applyLayoutFrame(_ frame: CGRect) {
        appliedFrames.append(frame)
        self.frame = frame
    }

    func layoutIfNeeded() { layoutEngine.layoutIfNeeded() }
}
