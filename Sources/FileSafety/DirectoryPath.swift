#if canImport(Glibc)
import Glibc
#endif

/// Makes a directory and its missing parents, and says in plain words why it could not:
/// Foundation's `createDirectory` reports only "NSCocoaErrorDomain error 512" on Linux.
public enum DirectoryPath {
    /// Nil once `path` is a directory (made now, or there already); otherwise why it is not,
    /// naming the part of the path that stopped it.
    public static func make(_ path: String) -> String? {
        guard !path.isEmpty else { return "an empty path names no directory" }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
            prefix += part
            if let problem = makeOne(prefix) { return problem }
        }
        return nil
    }

    /// One level: nil when `path` is (or now is) a directory.
    private static func makeOne(_ path: String) -> String? {
        switch FileKind.of(path) {
        case .directory?:
            return nil
        case let kind?:
            return "\(path) is \(kind.phrase), not a directory"
        case nil:
            guard mkdir(SystemPath.cString(path), 0o777) != 0 else { return nil }
            let code = errno
            // Made by someone else meanwhile: fine if it is a directory.
            if code == EEXIST, FileKind.of(path) == .directory { return nil }
            return "\(path): \(systemError(code))"
        }
    }
}
