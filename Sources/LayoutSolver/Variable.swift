/// An unknown of the layout: a quantity in points (an edge, a centre, a width) whose value the
/// solver chooses.
///
/// A class because identity matters: two variables with the same name are different unknowns, and
/// constraints refer to a variable by identity. `value` is written by `Solver.updateVariables()`
/// and keeps its last value when the variable leaves every constraint.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages and debugging; not used to identify the variable.
    public let name: String
    /// The value the solver chose, in the variable's unit (points for layout), as of the last
    /// `Solver.updateVariables()`. 0 until then.
    public internal(set) var value: Double

    /// A new unknown named `name`, starting at `value`.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
