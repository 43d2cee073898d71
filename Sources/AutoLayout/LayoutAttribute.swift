import Foundation
import LayoutSolver

extension LayoutConstraint {
    /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    /// Leading and trailing are left and right: text runs left to right here.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// No attribute: the second item of a constraint on a constant.
        case notAnAttribute = 0

        /// The attribute as an expression of the item's unknowns (engine space, points); nil for
        /// `notAnAttribute`.
        func expression(of item: LayoutVariables) -> LinearExpression? {
            switch self {
            case .left, .leading: return item.minX.expression
            case .right, .trailing: return item.minX + item.width
            case .top: return item.minY.expression
            case .bottom: return item.minY + item.height
            case .centerX: return item.minX + item.width * 0.5
            case .centerY: return item.minY + item.height * 0.5
            case .width: return item.width.expression
            case .height: return item.height.expression
            case .notAnAttribute: return nil
            }
        }

        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var solverRelation: LayoutSolver.Relation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }

        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }
}
