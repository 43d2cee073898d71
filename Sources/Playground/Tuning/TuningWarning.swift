import FileSafety

/// What the tuning store passed over or could not do, as a case with its facts: the app runs on
/// with defaults (or unsaved values), code and tests match cases, and the words are in
/// `description` only.
public enum TuningWarning: Equatable, CustomStringConvertible {
    /// The kind of value a key holds.
    public enum ValueKind: Equatable {
        case number, flag
    }

    /// The file exists but cannot be read (permissions, a directory): left alone, never written over.
    case unreadable(path: String, reason: String)
    /// The file is not a JSON object; set aside as `keptAs`, or left where it is (nil).
    case invalid(path: String, reason: String, keptAs: String?)
    /// A known key holds the wrong kind of value (`found` says what); the default is used.
    case mistyped(path: String, key: String, found: String, expected: ValueKind)
    /// A key this version does not know (a newer version's); ignored.
    case unknownKey(path: String, key: String)
    /// No file for the scene where one was wanted (`fluid export`): its defaults are used.
    case noneSaved(scene: String, directory: String)
    /// A change to a scene whose file could not be read: not saved.
    case notSaved(scene: String, path: String)
    /// Writing the file failed.
    case saveFailed(OutputFileError)
    /// Making the folder or writing failed for another reason.
    case saveFailedOther(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read tuning file \(path) (\(reason)); using defaults and leaving the file alone"
        case let .invalid(path, reason, keptAs):
            return "tuning file \(path) is not valid (\(reason)); using defaults"
                + (keptAs.map { ", the bad file is kept as \($0)" } ?? ", the file is left as it is")
        case let .mistyped(path, key, found, expected):
            let wanted = expected == .number ? "a number" : "true or false"
            return "tuning file \(path): \"\(key)\" is \(found), not \(wanted); using the default"
        case let .unknownKey(path, key):
            return "tuning file \(path): ignoring unknown key \"\(key)\""
        case let .noneSaved(scene, directory):
            return "no saved tuning for \(scene) in \(directory); exporting its defaults"
        case let .notSaved(scene, path):
            return "tuning for \(scene) is not saved: \(path) could not be read, so it is left alone"
        case .saveFailed(let error):
            return "could not save tuning: \(error.description)"
        case let .saveFailedOther(path, reason):
            return "could not save tuning to \(path): \(reason)"
        }
    }
}
