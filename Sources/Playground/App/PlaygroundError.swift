/// Why the app could not start as asked.
public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    case unknownScene(String)

    public var description: String {
        switch self {
        case .unknownScene(let name):
            return "unknown scene '\(name)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))"
        }
    }
}
