/// A still copy of a view as it is drawn now: UIKit's `snapshotView(afterScreenUpdates:)`.
extension View {
    /// Copies what this view and its subtree show at this moment (presented values, content,
    /// decoration, clipping, order) into `copy` and new plain views under it: a picture of the
    /// view that later changes to the view do not touch. The copy takes no touches. Its frame is
    /// the view's, its transform the identity (place it where the view is drawn).
    public func copyAppearance(into copy: View) {
        PropertyCapture.withoutAnimation {
            copy.fillAppearance(from: self, keepingTransform: false)
        }
    }

    private func fillAppearance(from source: View, keepingTransform: Bool) {
        let shown = source.presentation
        for property in AnimatableProperty.allCases where property != .transform || keepingTransform {
            write(property, shown.vector(property))
        }
        isHidden = source.isHidden
        clipsToBounds = source.clipsToBounds
        maskedCorners = source.maskedCorners
        anchorPoint = source.anchorPoint
        zPosition = source.zPosition
        engineImage = source.engineImage
        engineLabel = source.engineLabel
        blurTint = source.blurTint
        layerDecoration = source.layerDecoration
        isUserInteractionEnabled = false
        for child in source.subviews {
            let childCopy = View(name: child.engineName)
            childCopy.fillAppearance(from: child, keepingTransform: true)
            addSubview(childCopy)
        }
    }
}
