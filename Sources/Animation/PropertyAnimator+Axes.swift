import ViewTree

/// One spring per axis (R24): with a spring whose initial velocity has `dy ≠ dx`, the y lane of
/// a point-like property (frame origin, bounds origin, translation; `AnimatableProperty.hasPointY`)
/// follows a spring started with `dy`, every other lane the one started with `dx`, so a thrown
/// view can curve. Both springs share the animator's duration.
///
/// Such animators are rare, so they take a loop of their own (`writeValuesPerAxis`) and keep the
/// y lane's progress in the track's plan; an animator whose axes never part runs exactly the
/// one-axis code (`PropertyAnimator.writeValues`), bit for bit.
extension PropertyAnimator {
    /// True when the y lanes may be elsewhere than x: parted already, or the segment in force
    /// has a y spring.
    var splitsAxes: Bool { frameCurve.perAxis }

    /// Track `i`'s progress last added onto its view, per lane (the y lane's own while apart).
    @inline(__always)
    func lastLanes(_ i: Int) -> AnimatableVector {
        var lanes = AnimatableVector(repeating: lastProgress(ofTrack: i))
        if axesApart, plans[i].property.hasPointY { lanes[1] = plans[i].lastProgressY }
        return lanes
    }

    /// Track `i`'s y-lane progress at segment position `s`, given the curve's values `q` and
    /// `qy` there (a property with no point's y has one progress: its x one).
    func progressY(ofTrack i: Int, at s: Double, sharedValue q: Double, sharedValueY qy: Double) -> Double {
        guard plans[i].property.hasPointY else { return progress(ofTrack: i, at: s, sharedValue: q) }
        let overallY = segment.sharedBaseY + (segment.sharedTarget - segment.sharedBaseY) * qy
        if tracks[i].usesSharedProgress { return overallY }
        return plans[i].mapping.progressY(at: s, curve: segment.curve, overallY: overallY)
    }

    /// `writeValues` with the y lanes on their own progress (R24, R10a).
    func writeValuesPerAxis(at s: Double) {
        leaveStep()
        if !axesApart {
            // Until now every lane was at the track's one progress.
            for i in plans.indices { plans[i].lastProgressY = plans[i].lastProgress }
            axesApart = true
        }
        let curve = segment.curve
        let q = curveProgress(at: s)
        let qy = curve.progressY(fraction: s)
        let shared = segment.sharedBase + (segment.sharedTarget - segment.sharedBase) * q
        let sharedY = segment.sharedBaseY + (segment.sharedTarget - segment.sharedBaseY) * qy
        for i in tracks.indices {
            let usesShared = tracks[i].usesSharedProgress, property = plans[i].property
            let p = usesShared ? shared : plans[i].mapping.progress(at: s, curve: curve, overall: shared)
            var py = p
            if property.hasPointY {
                py = usesShared ? sharedY : plans[i].mapping.progressY(at: s, curve: curve, overallY: sharedY)
            }
            let last = plans[i].lastProgress, lastY = plans[i].lastProgressY
            if p == last && py == lastY { continue }
            plans[i].lastProgress = p
            plans[i].lastProgressY = py
            var from = AnimatableVector(repeating: last), to = AnimatableVector(repeating: p)
            if property.hasPointY {
                from[1] = lastY
                to[1] = py
            }
            let whole = delta(ofTrack: i), view = plans[i].view
            if (p == 0 || p == 1) && (py == 0 || py == 1) {
                // At an end on both axes: alone on the property, land exactly.
                view.applyAnimationStep(property, delta: whole, fromLanes: from, toLanes: to)
            } else {
                view.addToPresented(property, whole * (to - from))
            }
        }
    }
}
