import Foundation

extension UIView {
    /// UIView.ContentMode: how a view's content (an image view's picture) is placed in its
    /// bounds when their shapes differ.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds (the default).
        case scaleToFill
        /// As large as fits inside the bounds, its shape kept (bars beside it).
        case scaleAspectFit
        /// As small as covers the bounds, its shape kept (cut by `clipsToBounds`, else overflowing).
        case scaleAspectFill
        /// Redrawn on a bounds change: drawn as `scaleToFill` here (nothing draws content in code).
        case redraw
        /// At its own size, centred; the others pin it to an edge or a corner.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` (points) goes in `bounds`.
        public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let placed: CGSize
            switch self {
            case .scaleToFill, .redraw: return bounds
            case .scaleAspectFit: placed = CGSize(width: size.width * fit, height: size.height * fit)
            case .scaleAspectFill: placed = CGSize(width: size.width * fill, height: size.height * fill)
            default: placed = size
            }
            let left = bounds.minX, right = bounds.maxX - placed.width
            let top = bounds.minY, bottom = bounds.maxY - placed.height
            let midX = bounds.midX - placed.width / 2, midY = bounds.midY - placed.height / 2
            let origin: CGPoint
            switch self {
            case .top: origin = CGPoint(x: midX, y: top)
            case .bottom: origin = CGPoint(x: midX, y: bottom)
            case .left: origin = CGPoint(x: left, y: midY)
            case .right: origin = CGPoint(x: right, y: midY)
            case .topLeft: origin = CGPoint(x: left, y: top)
            case .topRight: origin = CGPoint(x: right, y: top)
            case .bottomLeft: origin = CGPoint(x: left, y: bottom)
            case .bottomRight: origin = CGPoint(x: right, y: bottom)
            default: origin = CGPoint(x: midX, y: midY)
            }
            return CGRect(origin: origin, size: placed)
        }
    }
}
