#if canImport(Glibc)
import Glibc
#endif

/// The names in a directory, read by its bytes (`SystemPath`): a folder whose name, or whose
/// entries' names, are not UTF-8 is listed as it is, where Foundation finds no such folder.
public enum DirectoryEntries {
    /// Every name in `path` but `.` and `..`, sorted; or the `errno` of why it cannot be read.
    public static func names(in path: String) -> Result<[String], DirectoryEntriesError> {
        guard let directory = opendir(SystemPath.cString(path)) else { return .failure(DirectoryEntriesError(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(SystemPath.decode(bytes)) }
        }
        return .success(names.sorted())
    }
}

/// Why a directory could not be listed: the system's `errno`, said in its words.
public struct DirectoryEntriesError: Error, Equatable, CustomStringConvertible {
    public let code: Int32
    public var description: String { systemError(code) }
}
