import AutoLayout

/// The constraints of one stack view arrangement, as UIKit documents them: the views pinned end
/// to end along the axis (spacing between them, or equal gaps held by spacer guides), their
/// lengths as the distribution says, and each placed across as the alignment says.
struct StackArrangement {
    let constraints: [NSLayoutConstraint]

    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one direction: its two edges, its length and its centre.
    private struct Edges {
        let start: Attribute, end: Attribute, length: Attribute, center: Attribute

        static let horizontal = Edges(start: .leading, end: .trailing, length: .width, center: .centerX)
        static let vertical = Edges(start: .top, end: .bottom, length: .height, center: .centerY)
    }

    /// `spacers` are the stack's guides between neighbours, reused and added to as needed.
    init(stack: UIStackView, views: [UIView], axis: NSLayoutConstraint.Axis,
         distribution: UIStackView.Distribution, alignment: UIStackView.Alignment, spacing: (UIView) -> CGFloat,
         guide: UILayoutGuide?, spacers: inout [UILayoutGuide]) {
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let box: LayoutItem = guide ?? stack
        var made: [NSLayoutConstraint] = []
        func relate(_ a: LayoutItem, _ attribute: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: LayoutItem?,
                    _ other: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                    priority: LayoutPriority = .required) {
            let constraint = NSLayoutConstraint(item: a, attribute: attribute, relatedBy: relation, toItem: b,
                                                attribute: other, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            made.append(constraint)
        }
        guard let first = views.first, let last = views.last else {
            constraints = []
            return
        }
        relate(first, along.start, .equal, box, along.start)
        relate(last, along.end, .equal, box, along.end)
        let gaps = zip(views, views.dropFirst())
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in gaps { relate(next, along.start, .equal, previous, along.end, constant: spacing(previous)) }
        case .equalSpacing, .equalCentering:
            let edge = distribution == .equalSpacing
            for (index, (previous, next)) in gaps.enumerated() {
                if spacers.count <= index {
                    let spacer = UILayoutGuide(identifier: "UISV-spacer")
                    stack.addLayoutGuide(spacer)
                    spacers.append(spacer)
                }
                let spacer = spacers[index]
                relate(next, along.start, .greaterThanOrEqual, previous, along.end, constant: spacing(previous))
                relate(spacer, along.start, .equal, previous, edge ? along.end : along.center)
                relate(spacer, along.end, .equal, next, edge ? along.start : along.center)
                relate(spacer, across.length, .equal, nil, .notAnAttribute)
                relate(spacer, across.start, .equal, box, across.start)
                if index > 0 { relate(spacer, along.length, .equal, spacers[0], along.length) }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { relate(view, along.length, .equal, first, along.length) }
        case .fillProportionally:
            let natural = views.map { Self.natural(of: $0, along: axis) }
            if let base = natural.first, base > 0, natural.allSatisfy({ $0 > 0 }) {
                for (view, length) in zip(views, natural).dropFirst() {
                    relate(view, along.length, .equal, first, along.length, multiplier: length / base)
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        for view in views {
            switch alignment {
            case .fill:
                relate(view, across.start, .equal, box, across.start)
                relate(view, across.end, .equal, box, across.end)
            case .leading, .firstBaseline:
                relate(view, across.start, .equal, box, across.start)
                relate(view, across.end, .lessThanOrEqual, box, across.end)
            case .trailing, .lastBaseline:
                relate(view, across.end, .equal, box, across.end)
                relate(view, across.start, .greaterThanOrEqual, box, across.start)
            case .center:
                relate(view, across.center, .equal, box, across.center)
                relate(view, across.start, .greaterThanOrEqual, box, across.start)
            }
            if alignment != .fill {
                // A stack nobody sizes across hugs its widest (tallest) view.
                relate(view, across.length, .equal, box, across.length, priority: .fittingSizeLevel)
            }
        }
        constraints = made
    }

    /// The view's intrinsic length along `axis` (0 when it has none).
    private static func natural(of view: UIView, along axis: NSLayoutConstraint.Axis) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
    }
}
