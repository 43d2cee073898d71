import FileSafety
import Gestures

/// What a command was asked to do and could not, past its command line, as a case with its
/// facts: commands and tests compare cases, and the words are in `description` only
/// (`CommandFailure` prints it and exits 2). A failure in the system's words (a
/// `localizedDescription`, an error printed as it is) is a `reason: String`.
package enum CommandError: Error, Equatable, CustomStringConvertible {
    /// A directory option (`option`) naming nothing at `path`.
    case noSuchDirectory(option: String, path: String)
    /// A directory option naming a file of another `kind`.
    case notADirectory(option: String, path: String, kind: FileKind)
    /// A directory option's directory could not be made.
    case directoryNotMade(option: String, path: String, reason: String)
    /// A directory option's directory could not be listed.
    case directoryUnreadable(option: String, path: String, reason: String)
    /// A directory option that must be empty holds `entries` entries (an earlier run's files).
    case directoryNotEmpty(option: String, path: String, entries: Int)
    /// A frame could not be written into `directory`.
    case framesNotWritten(directory: String, reason: String)
    /// A trace could not be written into `directory`.
    case traceNotWritten(directory: String, reason: String)
    /// A file written by the command could not be (`fluid new`'s package files).
    case fileNotWritten(path: String, reason: String)
    /// `fluid new`'s package would go where a `kind` of file (or a directory not empty) is.
    case packageTargetTaken(path: String, kind: FileKind)
    /// `fluid new` could not read the scene template in the Fluid checkout at `source`.
    case templateUnreadable(source: String, reason: String)
    /// A recording's gesture summed to a number that is not one (JSON has no NaN).
    case summaryNotFinite(file: String, summary: GestureSummary)
    /// `--record`'s file could not be opened for the window's input.
    case recordingNotStarted(path: String, reason: String)
    /// An input file could not be read (it names its path).
    case fileNotRead(InputFileError)
    /// The program that drives a window's input (`fluid bench window`'s xdotool) did not start.
    case driverNotStarted(tool: String, reason: String)
    /// That program ended with a failing `status`.
    case driverFailed(tool: String, status: Int32)

    package var description: String {
        switch self {
        case let .noSuchDirectory(option, path):
            return "\(option) \(path): no such directory"
        case let .notADirectory(option, path, kind):
            return "\(option) \(path) is \(kind.phrase), not a directory"
        case let .directoryNotMade(option, path, reason):
            return "cannot make \(option) \(path): \(reason)"
        case let .directoryUnreadable(option, path, reason):
            return "cannot read \(option) \(path): \(reason)"
        case let .directoryNotEmpty(option, path, entries):
            return "\(option) \(path) is not empty (\(entries) entries, an earlier run's frames perhaps); name a new or empty directory"
        case let .framesNotWritten(directory, reason):
            return "cannot write frames to \(directory): \(reason)"
        case let .traceNotWritten(directory, reason):
            return "cannot write the trace to \(directory): \(reason)"
        case let .fileNotWritten(path, reason):
            return "cannot write \(path): \(reason)"
        case let .packageTargetTaken(path, kind):
            return "\(path) already exists (\(kind.phrase)); choose another name or --directory"
        case let .templateUnreadable(source, reason):
            return "cannot read the scene template in \(source): \(reason)"
        case let .summaryNotFinite(file, summary):
            return "\(file): a gesture's summary is not finite: \(summary)"
        case let .recordingNotStarted(path, reason):
            return "cannot record to \(path): \(reason)"
        case let .fileNotRead(error):
            return "cannot read \(error)"
        case let .driverNotStarted(tool, reason):
            return "fluid bench window drives the window with \(tool), which did not start: \(reason)"
        case let .driverFailed(tool, status):
            return "\(tool) failed (status \(status)): is it installed, and DISPLAY an X server?"
        }
    }
}
