/// UIScrollView's zooming: the delegate's `viewForZooming(in:)` is scaled (its transform) and
/// the content size follows it; a two-finger pinch zooms about its centroid, keeping the content
/// under the fingers, past the limits resisting (`bouncesZoom`) and springing back when the
/// fingers lift; `zoomScale`, `setZoomScale(_:animated:)` and `zoom(to:animated:)` zoom from
/// code about the middle of what is shown.
extension UIScrollView {
    /// The pinch that zooms, while zooming is possible (the limits differ).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? zoomPinch : nil
    }

    /// The zoom: the zoomed view's scale (1 when the delegate names none).
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (kept within the limits) about the middle of what is shown; `animated`
    /// over 0.3 s.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let target = Self.usable(min(max(scale, minimumZoomScale), maximumZoomScale))
        let size = bounds.size, offset = contentOffset
        let anchor = CGPoint(x: (offset.x + size.width / 2) / storedZoomScale, y: (offset.y + size.height / 2) / storedZoomScale)
        zoom(view, to: target, keeping: anchor, at: CGPoint(x: size.width / 2, y: size.height / 2), animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills what is shown, as far
    /// as the limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let size = bounds.size
        let wanted = min(size.width / rect.width, size.height / rect.height)
        let target = Self.usable(min(max(wanted, minimumZoomScale), maximumZoomScale))
        zoom(view, to: target, keeping: CGPoint(x: rect.midX, y: rect.midY),
             at: CGPoint(x: size.width / 2, y: size.height / 2), animated: animated)
    }

    /// A zoom the offsets can be divided by: at least a thousandth (a minimum of 0 is allowed).
    static func usable(_ scale: CGFloat) -> CGFloat { max(scale, 0.001) }

    func zoomLimitsDidChange() {
        if maximumZoomScale > minimumZoomScale {
            if !(gestureRecognizers ?? []).contains(where: { $0 === zoomPinch }) { addGestureRecognizer(zoomPinch) }
        } else if (gestureRecognizers ?? []).contains(where: { $0 === zoomPinch }) {
            removeGestureRecognizer(zoomPinch)
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            let centroid = pinch.location(in: self)
            zoomStart = (storedZoomScale, CGPoint(x: centroid.x / storedZoomScale, y: centroid.y / storedZoomScale),
                         onScreen(pinch))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = zoomStart else { return }
            let point = onScreen(pinch)
            zoomStart?.point = point
            place(view, scale: resisted(start.scale * pinch.scale), anchor: start.anchor, at: point)
        case .ended, .cancelled, .failed:
            // Where the fingers were last together: as they lift, the location is the last one's.
            guard let start = zoomStart else { return }
            isZooming = false
            zoomStart = nil
            let reached = Self.usable(min(max(storedZoomScale, minimumZoomScale), maximumZoomScale))
            isZoomBouncing = reached != storedZoomScale
            zoom(view, to: reached, keeping: start.anchor, at: start.point, animated: true)
            // The drag goes on from here if a finger stays.
            panGestureRecognizer.setTranslation(.zero, in: self)
            dragStart = contentOffset
        default:
            break
        }
    }

    /// Where the pinch's centroid is in what is shown (the bounds' corner at the origin).
    private func onScreen(_ pinch: UIPinchGestureRecognizer) -> CGPoint {
        let p = pinch.location(in: self), offset = contentOffset
        return CGPoint(x: p.x - offset.x, y: p.y - offset.y)
    }

    /// A scale past the limits, resisting: each doubling beyond them counts for a third of one,
    /// or held at the limit without `bouncesZoom`.
    private func resisted(_ scale: CGFloat) -> CGFloat {
        let low = minimumZoomScale, high = maximumZoomScale
        guard scale > 0.001, scale.isFinite else { return storedZoomScale }
        if scale > high { return bouncesZoom ? high * pow(scale / high, 1.0 / 3) : high }
        if scale < low { return bouncesZoom ? low * pow(scale / low, 1.0 / 3) : low }
        return scale
    }

    /// Zooms to `scale` with `anchor` (an unzoomed content point) brought to `point` (in what is
    /// shown), the offset kept within its range; `animated` over 0.3 s.
    private func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, animated: Bool) {
        stopMotion()
        let finish = { [weak self] in
            guard let self else { return }
            self.isZoomBouncing = false
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
        }
        guard animated, motionDriver != nil else {
            place(view, scale: scale, anchor: anchor, at: point, clamp: true)
            return finish()
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.place(view, scale: scale, anchor: anchor, at: point, clamp: true)
        }, completion: { _ in finish() })
    }

    /// Scales the zoomed view, sets the content size to it and the offset that keeps `anchor`
    /// at `point`; tells the delegate.
    private func place(_ view: UIView, scale: CGFloat, anchor: CGPoint, at point: CGPoint, clamp: Bool = false) {
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let offset = CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
        contentOffset = clamp ? clamped(offset) : offset
        delegate?.scrollViewDidZoom(self)
    }
}

/// Lets a scroll view's pinch and its own drag recognise together, as UIKit's do (and nothing
/// else: an outer pager's drag still waits its turn).
final class ScrollZoomGestureDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === scrollView?.panGestureRecognizer
    }
}
