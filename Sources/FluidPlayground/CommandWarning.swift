import FileSafety
import Platform

/// What a command went on without, or could not keep, as a case with its facts: commands and
/// tests compare cases, and the words are in `description` only (`ExitStatus.warn` prints it).
package enum CommandWarning: Equatable, CustomStringConvertible {
    /// A headless run stopped by `signal` after `frames` frames: what there is is written.
    case stoppedBySignal(signal: Int32, frames: Int)
    /// A headless replay drew `limit` frames without reaching its end.
    case replayFrameLimit(limit: Int)
    /// `--size` (`requested`, as given) is larger than the display: the window is made smaller.
    case windowShrunk(requested: String, width: Int, height: Int)
    /// `--screenshot` could not be written.
    case screenshotNotWritten(BitmapFileError)
    /// `--state` could not be written.
    case stateNotWritten(OutputFileError)
    /// `--state` could not be made (`reason`: the failure in its own words).
    case stateNotMade(path: String, reason: String)
    /// Writing `--record` failed partway (`reason` in the recorder's words).
    case recordingFailed(reason: String)
    /// Writing `--trace` failed partway (`reason` in the file's words).
    case traceFailed(reason: String)
    /// `--watch`'s carry-over file could not be read: the rebuilt window starts afresh.
    case carryOverUnreadable(path: String, reason: String)
    /// `--watch`'s carry-over file could not be written.
    case carryOverNotWritten(path: String, reason: String)

    package var description: String {
        switch self {
        case let .stoppedBySignal(signal, frames):
            return "stopped by signal \(signal) after \(frames) frames; writing what there is"
        case .replayFrameLimit(let limit):
            return "the replay reached the limit of \(limit) rendered frames before its end"
        case let .windowShrunk(requested, width, height):
            return "--size \(requested) is larger than the display; the window is \(width)x\(height)"
        case .screenshotNotWritten(let error):
            return error.description
        case .stateNotWritten(let error):
            return error.description
        case let .stateNotMade(path, reason):
            return "cannot write state to \(path): \(reason)"
        case .recordingFailed(let reason):
            return "recording: \(reason)"
        case .traceFailed(let reason):
            return "trace: \(reason)"
        case let .carryOverUnreadable(path, reason):
            return "--carry-over \(path): \(reason); starting afresh"
        case let .carryOverNotWritten(path, reason):
            return "--carry-over \(path): \(reason)"
        }
    }
}
