import FileSafety
import Foundation

/// Keeps each scene's tuning as JSON under `$XDG_CONFIG_HOME/fluid/` (or `~/.config/fluid/`),
/// one file a scene, written through the one output writer on every change:
///
/// - Each key is read on its own: a missing or mistyped key takes the scene's default, so a
///   file from an older version keeps the values it has.
/// - A file that is not JSON is set aside under the first free name of `.bak`, `.bak.2` …
///   `.bak.5` (earlier backups are kept; nothing is ever deleted) and the defaults are used,
///   with a warning.
/// - A file that cannot be *read* (permissions, a directory) is left alone, with a warning, and
///   never written over.
/// - A save re-reads the file and changes only the fields this instance changed, so two
///   instances keep each other's changes; a symbolic link is written through to its target;
///   values are saved rounded (0.85, not 0.8500000000000001). A failed save is a warning and
///   `lastError`, for the window to show.
public final class TuningStore {
    public let directory: String
    private let warn: (TuningWarning) -> Void
    /// The last save's failure, nil after a good save; the HUD can show it.
    public private(set) var lastError: TuningWarning?
    /// What this instance last read or wrote per scene: the base its changes are measured from.
    private var known: [String: SceneTuning] = [:]
    /// Scenes whose file could not be read: never written over.
    private var untouchable: Set<String> = []

    public static let sizeLimit = 64 * 1024
    public static let backupGenerations = 5

    /// True: files are only read, never written or set aside (`fluid export` reads as this).
    public let isReadOnly: Bool

    /// `directory` nil: the XDG location. `warn` receives the warnings (default: stderr).
    /// `readOnly`: never write, and leave a bad file where it is.
    public init(directory: String? = nil, readOnly: Bool = false,
                warn: @escaping (TuningWarning) -> Void = TuningStore.printWarning) {
        self.directory = directory ?? Self.defaultDirectory()
        self.isReadOnly = readOnly
        self.warn = warn
    }

    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/fluid" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/fluid"
    }

    public static func printWarning(_ warning: TuningWarning) {
        FileHandle.standardError.write(Data("fluid: warning: \(warning)\n".utf8))
    }

    public func path(forScene name: String) -> String { directory + "/" + name + ".json" }

    /// The saved tuning of `scene`, or nil (no file, or one that cannot be used: see above).
    public func load(scene name: String) -> SceneTuning? {
        let path = path(forScene: name)
        switch read(path, defaults: Self.defaults(for: name)) {
        case .missing:
            return nil
        case .unreadable(let reason):
            untouchable.insert(name)
            warn(.unreadable(path: path, reason: reason))
            return nil
        case .corrupt(let reason):
            let backup = isReadOnly ? nil : setAside(path)
            if backup == nil { untouchable.insert(name) }
            warn(.invalid(path: path, reason: reason, keptAs: backup))
            return nil
        case .loaded(let tuning, let notes):
            for note in notes { warn(note) }
            known[name] = tuning
            return tuning
        }
    }

    /// Every scene's saved tuning, for the names given.
    public func loadAll(scenes: [String]) -> [String: SceneTuning] {
        var result: [String: SceneTuning] = [:]
        for name in scenes { if let t = load(scene: name) { result[name] = t } }
        return result
    }

    /// Saves `tuning` for `scene`: re-reads the file, changes the fields that differ from what
    /// this instance last read or wrote, and writes it atomically. A failure is a warning.
    public func save(_ tuning: SceneTuning, scene name: String) {
        let path = path(forScene: name)
        guard !isReadOnly else { return }
        guard !untouchable.contains(name) else {
            report(.notSaved(scene: name, path: path))
            return
        }
        let defaults = Self.defaults(for: name)
        let base = known[name] ?? defaults
        var merged: SceneTuning
        switch read(path, defaults: defaults) {
        case .loaded(let current, _): merged = current
        default: merged = defaults
        }
        if tuning.dampingRatio != base.dampingRatio { merged.dampingRatio = tuning.dampingRatio }
        if tuning.response != base.response { merged.response = tuning.response }
        if tuning.scrubsLinearly != base.scrubsLinearly { merged.scrubsLinearly = tuning.scrubsLinearly }
        if tuning.pausesOnCompletion != base.pausesOnCompletion { merged.pausesOnCompletion = tuning.pausesOnCompletion }
        if tuning.usesSeedTiming != base.usesSeedTiming { merged.usesSeedTiming = tuning.usesSeedTiming }
        merged.clamp()
        // The folder made as `DirectoryPath` makes it: a failure in the system's words, naming
        // the part of the path that stopped it (never Foundation's "Cocoa error 512").
        if let problem = DirectoryPath.make(directory) {
            report(.saveFailedOther(path: directory, reason: problem))
            return
        }
        do {
            try OutputFile.write(Array(Self.encode(merged).utf8), to: path,
                                 options: .init(allowsStandardOutput: false, followsSymbolicLinks: true))
            known[name] = tuning
            lastError = nil
        } catch let error as OutputFileError {
            report(.saveFailed(error))
        } catch {
            report(.saveFailedOther(path: path, reason: String(describing: error)))
        }
    }

    private func report(_ warning: TuningWarning) {
        if lastError != warning { warn(warning) }
        lastError = warning
    }

    /// The file's text: sorted keys, values rounded to the key step's precision.
    static func encode(_ tuning: SceneTuning) -> String {
        func number(_ v: Double) -> String {
            let r = (v * 1e6).rounded() / 1e6
            return r == r.rounded() ? String(format: "%.1f", r) : "\(r)"
        }
        return """
        {
          "dampingRatio" : \(number(tuning.dampingRatio)),
          "pausesOnCompletion" : \(tuning.pausesOnCompletion),
          "response" : \(number(tuning.response)),
          "scrubsLinearly" : \(tuning.scrubsLinearly),
          "usesSeedTiming" : \(tuning.usesSeedTiming)
        }

        """
    }

    // MARK: Reading

    enum ReadResult {
        case missing
        case unreadable(String)
        case corrupt(String)
        case loaded(SceneTuning, notes: [TuningWarning])
    }

    static func defaults(for scene: String) -> SceneTuning {
        SceneCatalog.named(scene)?.defaultTuning ?? SceneTuning(dampingRatio: 1, response: 0.5)
    }

    private func read(_ path: String, defaults: SceneTuning) -> ReadResult {
        if FileKind.of(path, followingLinks: true) == nil && errno == ENOENT { return .missing }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: Self.sizeLimit)
        } catch let error as InputFileError {
            return .unreadable(error.reason)
        } catch {
            return .unreadable("\(error)")
        }
        let value: JSONValue
        do {
            var body = bytes[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            value = try Array(body).withUnsafeBufferPointer { try JSONParser.parse($0) }
        } catch {
            return .corrupt("\(error)")
        }
        guard case .object(let object) = value else { return .corrupt("expected a JSON object, found \(value.kindPhrase)") }
        var tuning = defaults
        var notes: [TuningWarning] = []
        func number(_ key: String) -> Double? {
            guard let field = object[key] else { return nil }
            if case .number(let n) = field { return n }
            notes.append(.mistyped(path: path, key: key, found: field.kindPhrase, expected: .number))
            return nil
        }
        func flag(_ key: String) -> Bool? {
            guard let field = object[key] else { return nil }
            if case .bool(let b) = field { return b }
            notes.append(.mistyped(path: path, key: key, found: field.kindPhrase, expected: .flag))
            return nil
        }
        if let v = number("dampingRatio") { tuning.dampingRatio = v }
        if let v = number("response") { tuning.response = v }
        if let v = flag("scrubsLinearly") { tuning.scrubsLinearly = v }
        if let v = flag("pausesOnCompletion") { tuning.pausesOnCompletion = v }
        if let v = flag("usesSeedTiming") { tuning.usesSeedTiming = v }
        let knownKeys: Set = ["dampingRatio", "response", "scrubsLinearly", "pausesOnCompletion", "usesSeedTiming"]
        for key in object.keys.sorted() where !knownKeys.contains(key) { notes.append(.unknownKey(path: path, key: key)) }
        tuning.clamp()
        return .loaded(tuning, notes: notes)
    }

    /// Moves a bad file aside under the first free name of `.bak`, `.bak.2` … `.bak.5` (older
    /// generations keep theirs); never deletes or replaces anything. The backup's name, or nil
    /// when the file stays (a symbolic link, or every name taken).
    private func setAside(_ path: String) -> String? {
        guard FileKind.of(path, followingLinks: false) == .regular else { return nil }
        let names = [path + ".bak"] + (2...Self.backupGenerations).map { path + ".bak.\($0)" }
        for name in names where FileKind.of(name, followingLinks: false) == nil {
            // link + unlink never replaces anything that appeared meanwhile.
            if link(path, name) == 0 {
                unlink(path)
                return name
            }
            if errno != EEXIST, rename(path, name) == 0 { return name }
        }
        return nil
    }
}
