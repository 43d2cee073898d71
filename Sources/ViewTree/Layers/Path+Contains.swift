import Foundation

extension Path {
    /// Whether `point` is inside the path's filled area, every subpath closed as a fill closes
    /// it: by the non-zero winding rule, or even-odd with `evenOdd` (CGPath's `contains`,
    /// UIBezierPath's). Curves are flattened finely (0.05 points).
    public func contains(_ point: CGPoint, evenOdd: Bool = false) -> Bool {
        var flat = FlattenedPath()
        PathFlattener.flatten(self, tolerance: 0.05, into: &flat)
        var winding = 0
        for s in flat.subpaths.indices {
            let range = flat.range(ofSubpath: s)
            var previous = flat.points[range.upperBound - 1]
            for i in range {
                let current = flat.points[i]
                // A crossing of the horizontal ray to the right of the point, counted by direction.
                if (previous.y <= point.y) != (current.y <= point.y) {
                    let x = previous.x + (point.y - previous.y) / (current.y - previous.y) * (current.x - previous.x)
                    if x > point.x { winding += current.y > previous.y ? 1 : -1 }
                }
                previous = current
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
