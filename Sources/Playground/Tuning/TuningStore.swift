import Foundation

/// Keeps each scene's tuning as JSON under `$XDG_CONFIG_HOME/fluid/` (or `~/.config/fluid/`),
/// one file a scene, written atomically (temp file, then rename) on every change.
///
/// A corrupt or unreadable file never stops the app: a warning names it, the scene's defaults
/// are used, and the bad file is kept beside it as `.bak`.
public final class TuningStore {
    public let directory: String
    private let warn: (String) -> Void

    /// `directory` nil: the XDG location. `warn` receives the warnings (default: stderr).
    public init(directory: String? = nil, warn: @escaping (String) -> Void = TuningStore.printWarning) {
        self.directory = directory ?? Self.defaultDirectory()
        self.warn = warn
    }

    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/fluid" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/fluid"
    }

    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("fluid: warning: \(message)\n".utf8))
    }

    public func path(forScene name: String) -> String { directory + "/" + name + ".json" }

    /// The saved tuning of `scene`, or nil (no file, or a bad one, which is set aside as `.bak`).
    public func load(scene name: String) -> SceneTuning? {
        let path = path(forScene: name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var tuning = try JSONDecoder().decode(SceneTuning.self, from: data)
            tuning.clamp()
            return tuning
        } catch {
            let backup = path + ".bak"
            try? FileManager.default.removeItem(atPath: backup)
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: backup)) != nil
            warn("tuning file \(path) is unreadable (\(Self.reason(error))); using defaults"
                 + (moved ? ", the bad file is kept as \(backup)" : ""))
            return nil
        }
    }

    /// Every scene's saved tuning, for the names given.
    public func loadAll(scenes: [String]) -> [String: SceneTuning] {
        var result: [String: SceneTuning] = [:]
        for name in scenes { if let t = load(scene: name) { result[name] = t } }
        return result
    }

    /// Saves `tuning` for `scene` atomically; a failure is a warning, never a crash.
    public func save(_ tuning: SceneTuning, scene name: String) {
        let path = path(forScene: name)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(tuning)
            let temp = path + ".tmp-\(getpid())"
            try data.write(to: URL(fileURLWithPath: temp))
            guard rename(temp, path) == 0 else {
                let message = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temp)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: message])
            }
        } catch {
            warn("could not save tuning to \(path): \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
                return c.debugDescription
            @unknown default:
                return "\(decoding)"
            }
        }
        return error.localizedDescription
    }
}
