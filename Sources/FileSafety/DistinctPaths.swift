#if canImport(Glibc)
import Glibc
#endif

/// Refuses one file in two roles (`--replay r.jsonl --state r.jsonl` would overwrite the
/// recording it replays): two paths are the same file when they name the same inode, or, for
/// files not there yet, the same real path. `-` (standard output) is one file; the null device
/// may be named any number of times.
public enum DistinctPaths {
    /// A role and the path given for it, e.g. ("--state", "out.json").
    public typealias Role = (option: String, path: String)

    /// The first two roles that name one file, if any: "--replay and --state both name r.jsonl".
    public static func conflict(among roles: [Role]) -> PathConflict? {
        var seen: [(Role, Identity)] = []
        for role in roles {
            guard let identity = identity(of: role.path) else { continue }
            if let earlier = seen.first(where: { $0.1 == identity }) {
                return PathConflict(firstOption: earlier.0.option, firstPath: earlier.0.path,
                                    secondOption: role.option, secondPath: role.path)
            }
            seen.append((role, identity))
        }
        return nil
    }

    enum Identity: Equatable {
        case inode(dev_t, ino_t)
        case path(String)
        case standardOutput
    }

    static func identity(of path: String) -> Identity? {
        if path == "-" || OutputFile.openDescriptor(named: path) == STDOUT_FILENO { return .standardOutput }
        var info = stat()
        if stat(SystemPath.cString(path), &info) == 0 {
            // The null device takes anything, any number of times.
            var null = stat()
            if info.st_mode & S_IFMT == S_IFCHR, stat("/dev/null", &null) == 0, info.st_rdev == null.st_rdev { return nil }
            return .inode(info.st_dev, info.st_ino)
        }
        if let resolved = OutputFile.resolve(path) { return .path(resolved) }
        let (directory, name) = OutputFile.split(path)
        guard let real = realpath(SystemPath.cString(directory), nil) else { return .path(directory + "/" + name) }
        defer { free(real) }
        return .path(SystemPath.decode(cBytes(real)) + "/" + name)
    }
}

/// Two options naming one file (`DistinctPaths.conflict`), as given.
public struct PathConflict: Error, Equatable, CustomStringConvertible {
    public var firstOption: String
    public var firstPath: String
    public var secondOption: String
    public var secondPath: String

    public var description: String {
        "\(firstOption) and \(secondOption) both name \(secondPath == firstPath ? secondPath : "\(firstPath) (\(secondPath))")"
            + "; give each its own file"
    }
}
