import Foundation
import LayoutSolver

/// A relation between two items' attributes, `first.attribute = multiplier × second.attribute +
/// constant` (or ≤, ≥), with a priority (UIKit's `NSLayoutConstraint`).
///
/// Made inactive (by this initialiser or an anchor); `isActive = true` or `activate(_:)` puts it
/// into its items' engine. `constant` and `priority` may change while it is active: a new
/// constant is re-solved incrementally (the solver's marker shift and dual simplex, nothing
/// rebuilt), so changing it every frame of a drag is what it is for.
open class LayoutConstraint: CustomStringConvertible {
    /// Where a constraint comes from, for reports.
    enum Origin { case code, autoresizingMask }

    /// The item on the left (held weakly, as the view hierarchy owns views).
    public private(set) weak var firstItem: LayoutItem?
    /// Its attribute.
    public let firstAttribute: Attribute
    /// ==, <= or >=.
    public let relation: Relation
    /// The item on the right, nil for a constraint on a constant.
    public private(set) weak var secondItem: LayoutItem?
    /// Its attribute (`notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The second attribute's factor (unitless).
    public let multiplier: CGFloat
    /// The offset added to the right side, in points. Changing it on an active constraint
    /// re-solves incrementally and marks the engine as needing layout.
    public var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }
    /// 1…1000, required (1000) unless told. An active constraint may change between optional
    /// priorities; from or to required it keeps its priority and the attempt is reported (UIKit
    /// raises an exception here; the app goes on).
    public var priority: LayoutPriority {
        didSet { if priority != oldValue, !revertingPriority { engine?.priorityDidChange(self, from: oldValue) } }
    }
    private var revertingPriority = false

    /// Puts back a priority the engine refused, without asking the engine again.
    func revertPriority(to old: LayoutPriority) {
        revertingPriority = true
        priority = old
        revertingPriority = false
    }
    /// A name for reports.
    public var identifier: String?

    let origin: Origin
    /// The engine holding it while active.
    weak var engine: LayoutEngine?
    /// Its form in the solver while active.
    var solverConstraint: LayoutSolver.Constraint?

    /// `item.attribute relation multiplier × toItem.attribute + constant`, required, inactive.
    public convenience init(item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
                            toItem: LayoutItem?, attribute secondAttribute: Attribute,
                            multiplier: CGFloat, constant: CGFloat) {
        self.init(item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant, origin: .code)
    }

    /// A constraint on nothing, which activating does not change (UIKit code makes one as a
    /// placeholder: `var top = NSLayoutConstraint()`, replaced in `viewDidLoad`).
    public init() {
        firstItem = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        priority = .required
        origin = .code
    }

    init(_ item: LayoutItem, _ attribute: Attribute, _ relation: Relation, _ toItem: LayoutItem?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority = .required, origin: Origin) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    /// Whether the constraint is in its items' engine. Setting true adds it (to the first item's
    /// engine), false removes it. A required constraint that cannot hold stays active but broken:
    /// reported once with the constraints involved (R34), and tried again whenever a constraint
    /// goes.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue, engine == nil, let item = firstItem {
                item.layoutEngine.activate(self)
            } else if !newValue, let engine {
                engine.deactivate(self)
            }
        }
    }

    /// Activates each constraint, in order.
    open class func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, in order.
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The solver's form: `first − multiplier × second − constant relation 0` at the priority;
    /// nil if an item is gone or the first attribute is `notAnAttribute`.
    func makeSolverConstraint() -> LayoutSolver.Constraint? {
        guard let first = firstItem.flatMap({ firstAttribute.expression(of: $0.layoutVariables) }) else { return nil }
        var right = LinearExpression(Double(constant))
        if let second = secondItem {
            guard let attribute = secondAttribute.expression(of: second.layoutVariables) else { return nil }
            right = right + attribute * Double(multiplier)
        }
        return LayoutSolver.Constraint(first, relation.solverRelation, right, strength: Strength(priority: Double(priority.rawValue)))
    }

    /// Leading or trailing against left or right (UIKit refuses it: they differ in right-to-left
    /// text, even though they agree here).
    var mixesDirectionalAndAbsolute: Bool {
        let directional: Set<Attribute> = [.leading, .trailing]
        let absolute: Set<Attribute> = [.left, .right]
        return (directional.contains(firstAttribute) && absolute.contains(secondAttribute))
            || (absolute.contains(firstAttribute) && directional.contains(secondAttribute))
    }

    public var description: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        var text = origin == .autoresizingMask ? "<NSAutoresizingMaskLayoutConstraint:\(address) h=--& v=--& " : "<NSLayoutConstraint:\(address) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(Self.name(firstItem)).\(firstAttribute) \(relation) "
        if let second = secondItem {
            text += "\(Self.name(second)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        if !priority.isRequired { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text + (isActive ? " (active)>" : ">")
    }

    static func name(_ item: LayoutItem?) -> String {
        guard let item else { return "nil" }
        return "\(type(of: item)):\(Unmanaged.passUnretained(item as AnyObject).toOpaque())"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
