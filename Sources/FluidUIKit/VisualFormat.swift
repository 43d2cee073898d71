import Foundation

/// NSLayoutConstraint's visual format language: `"H:|-[button(>=80)]-8-[label]-|"` made into
/// constraints (not activated, as in UIKit). A format it cannot read is reported on standard
/// error with the place it stopped, and gives no constraints (UIKit raises an exception; the app
/// goes on here).
extension LayoutConstraint {
    /// NSLayoutConstraint.FormatOptions: align every view of the format on one attribute, and the
    /// direction of a horizontal format.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Baselines are the bottom edge here (text has no baseline of its own in the layout).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints `format` describes, between the views named in `views` (and their common
    /// superview for `|`), with the numbers named in `metrics`. `-` alone is the standard space:
    /// 8 points between views, 20 to the superview's edge.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var reader = VisualFormatReader(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try reader.read()
        } catch {
            // The caret points into the format as read: without its spaces.
            let read = String(format.filter { !$0.isWhitespace })
            let caret = String(repeating: " ", count: error.offset) + "^"
            FileHandle.standardError.write(Data("[LayoutConstraints] Unable to parse constraint format: \(error.reason)\n\(read)\n\(caret)\n".utf8))
            return []
        }
    }
}

/// Why a visual format could not be read, and where.
struct VisualFormatError: Error {
    let reason: String
    let offset: Int
}

/// Reads one visual format string into constraints.
struct VisualFormatReader {
    private enum Element {
        case superview
        case view(UIView)
    }

    /// One predicate: a relation to a constant or to another view's same attribute, at a priority.
    private struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = LayoutPriority.required
    }

    private enum Connection {
        case adjacent, standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: LayoutConstraint.FormatOptions
    private var vertical = false
    private var made: [LayoutConstraint] = []
    private var placed: [UIView] = []

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func read() throws(VisualFormatError) -> [LayoutConstraint] {
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw fail("the orientation is H: or V:") }
            vertical = characters[0] == "V"
            index = 2
        }
        var previous: Element?
        var connection: Connection?
        while index < characters.count {
            let c = characters[index]
            let element: Element
            if c == "|" {
                index += 1
                element = .superview
            } else if c == "[" {
                element = .view(try readView())
            } else if c == "-" {
                guard previous != nil, connection == nil else { throw fail("a connection must follow a view or |") }
                connection = try readConnection()
                continue
            } else {
                throw fail("expected |, [ or -")
            }
            if let previous { try connect(previous, element, by: connection ?? .adjacent) }
            previous = element
            connection = nil
        }
        if connection != nil { throw fail("a connection must end at a view or |") }
        guard !placed.isEmpty else { throw fail("no view") }
        align()
        return made
    }

    private func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, offset: index) }

    // MARK: Parts

    private mutating func readView() throws(VisualFormatError) -> UIView {
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw fail("expected a view name") }
        guard let view = views[name] as? UIView else { throw fail("\(name) is not a key in the views dictionary") }
        placed.append(view)
        if index < characters.count, characters[index] == "(" {
            for predicate in try readPredicateList() {
                let size: LayoutConstraint.Attribute = vertical ? .height : .width
                add(LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                                     attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
                                     constant: predicate.constant), priority: predicate.priority)
            }
        }
        guard index < characters.count, characters[index] == "]" else { throw fail("expected ]") }
        index += 1
        return view
    }

    /// After a `-`: `-`, `-N-`, `-name-` or `-(…)-`.
    private mutating func readConnection() throws(VisualFormatError) -> Connection {
        index += 1
        guard index < characters.count else { throw fail("a connection must end at a view or |") }
        if characters[index] == "[" || characters[index] == "|" { return .standard }
        let predicates: [Predicate]
        if characters[index] == "(" {
            predicates = try readPredicateList()
        } else {
            var predicate = Predicate()
            predicate.constant = try readConstant()
            predicates = [predicate]
        }
        guard index < characters.count, characters[index] == "-" else { throw fail("expected - after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func readPredicateList() throws(VisualFormatError) -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        while true {
            list.append(try readPredicate())
            guard index < characters.count else { throw fail("expected )") }
            if characters[index] == "," { index += 1; continue }
            guard characters[index] == ")" else { throw fail("expected , or )") }
            index += 1
            return list
        }
    }

    private mutating func readPredicate() throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        let rest = String(characters[index...].prefix(2))
        switch rest {
        case "==": predicate.relation = .equal; index += 2
        case ">=": predicate.relation = .greaterThanOrEqual; index += 2
        case "<=": predicate.relation = .lessThanOrEqual; index += 2
        default: break
        }
        if index < characters.count, characters[index].isLetter || characters[index] == "_" {
            let start = index
            let name = readName()
            if let number = metric(name) {
                predicate.constant = number
            } else if let view = views[name] as? UIView {
                predicate.view = view
            } else {
                index = start
                throw fail("\(name) is neither a metric nor a view")
            }
        } else {
            predicate.constant = try readConstant()
        }
        if index < characters.count, characters[index] == "@" {
            index += 1
            predicate.priority = LayoutPriority(Float(try readConstant()))
        }
        return predicate
    }

    /// A number (with a sign) or a metric's name.
    private mutating func readConstant() throws(VisualFormatError) -> CGFloat {
        if index < characters.count, characters[index].isLetter || characters[index] == "_" {
            let name = readName()
            guard let number = metric(name) else { throw fail("\(name) is not a key in the metrics dictionary") }
            return number
        }
        let start = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard let number = Double(String(characters[start..<index])) else {
            index = start
            throw fail("expected a number or a metric")
        }
        return CGFloat(number)
    }

    private mutating func readName() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Float: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        default: return nil
        }
    }

    // MARK: Constraints

    /// The edges along the format's axis: (start, end) — leading/trailing unless told left to
    /// right or right to left, top/bottom for V.
    private var edges: (start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        return (.leading, .trailing)
    }

    /// `later.start REL earlier.end + spacing` for each predicate of the connection.
    private mutating func connect(_ earlier: Element, _ later: Element, by connection: Connection) throws(VisualFormatError) {
        let first: (item: LayoutItem, attribute: LayoutConstraint.Attribute)
        let second: (item: LayoutItem, attribute: LayoutConstraint.Attribute)
        var touchesSuperview = false
        switch (earlier, later) {
        case (.superview, .superview): throw fail("| cannot follow |")
        case (.superview, .view(let view)):
            guard let parent = view.superview as? UIView else { throw fail("| needs the view to have a superview") }
            first = (parent, edges.start)
            second = (view, edges.start)
            touchesSuperview = true
        case (.view(let view), .superview):
            guard let parent = view.superview as? UIView else { throw fail("| needs the view to have a superview") }
            first = (view, edges.end)
            second = (parent, edges.end)
            touchesSuperview = true
        case (.view(let a), .view(let b)):
            first = (a, edges.end)
            second = (b, edges.start)
        }
        let predicates: [Predicate]
        switch connection {
        case .adjacent: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: touchesSuperview ? 20 : LayoutConstraint.systemSpacing)]
        case .predicates(let list): predicates = list
        }
        // With right to left the later edge is further left: the spacing is subtracted.
        let sign: CGFloat = !vertical && options.contains(.directionRightToLeft) ? -1 : 1
        for predicate in predicates {
            var relation = predicate.relation
            if sign < 0, relation != .equal { relation = relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual }
            add(LayoutConstraint(item: second.item, attribute: second.attribute, relatedBy: relation, toItem: first.item,
                                 attribute: first.attribute, multiplier: 1, constant: sign * predicate.constant),
                priority: predicate.priority)
        }
    }

    /// The `alignAll…` options: each view after the first lines up with the one before it.
    private mutating func align() {
        let table: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .bottom), (.alignAllFirstBaseline, .top),
        ]
        for (option, attribute) in table where options.contains(option) {
            for (a, b) in zip(placed, placed.dropFirst()) {
                add(LayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
                                     multiplier: 1, constant: 0), priority: .required)
            }
        }
    }

    private mutating func add(_ constraint: LayoutConstraint, priority: LayoutPriority) {
        constraint.priority = priority
        made.append(constraint)
    }
}
