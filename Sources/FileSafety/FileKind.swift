#if canImport(Glibc)
import Glibc
#endif

/// What a path names, as `stat` sees it; used to say what an unusable path *is*.
public enum FileKind: Equatable, Sendable {
    case regular
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case symbolicLink
    case other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a directory", "a FIFO (named pipe)", … for messages.
    public var phrase: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .other: return "not a regular file"
        }
    }

    /// The kind of `path` (nil: it does not exist, or cannot be looked at). `followingLinks`
    /// false looks at a symbolic link itself.
    public static func of(_ path: String, followingLinks: Bool = true) -> FileKind? {
        var info = stat()
        let name = SystemPath.cString(path)
        let status = followingLinks ? stat(name, &info) : lstat(name, &info)
        return status == 0 ? FileKind(mode: info.st_mode) : nil
    }
}

/// The bytes of a C string the system gave (a real path), to decode as a name.
func cBytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    UnsafeBufferPointer(start: string, count: strlen(string)).map { UInt8(bitPattern: $0) }
}

/// The C library's words for `errno`.
func systemError(_ code: Int32) -> String {
    String(cString: strerror(code))
}
