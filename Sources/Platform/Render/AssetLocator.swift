import Foundation

/// Finds the scenes' pictures wherever Fluid runs from: a checkout (`.build/release/fluid`), an
/// install (`PREFIX/bin/fluid` with the pictures in `PREFIX/share/fluid`), or a package of one's
/// own built against Fluid by path (`fluid new`), whose executable is far from Fluid's `Assets/`.
public enum AssetLocator {
    /// Where a picture was found, or every place that was looked in.
    public enum Location: Equatable {
        case found(String)
        case missing(tried: [String])
    }

    /// The checkout this file was compiled in: the last place looked, for an executable built
    /// elsewhere against this source tree.
    public static let sourceRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Render, Platform, Sources, AssetLocator.swift
        return url.path
    }()

    /// Finds `path` (`Assets/NAME.bmp` as scenes name them) in this process's places.
    public static func locate(_ path: String) -> Location {
        locate(path, places: places(environment: ProcessInfo.processInfo.environment,
                                    executable: executablePath, sourceRoot: sourceRoot),
               exists: { FileManager.default.fileExists(atPath: $0) })
    }

    /// This process's binary: a binary run through `PATH` has only its name in `argv[0]`.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "."
    }

    /// The folders looked in, in order: `$FLUID_ASSETS`, `share/fluid` beside the executable's
    /// `bin`, an `Assets` folder beside or up to four levels above the executable, then the
    /// checkout's `Assets`. A relative executable path is taken from the working directory.
    public static func places(environment: [String: String], executable: String, sourceRoot: String) -> [String] {
        var places: [String] = []
        if let dir = environment["FLUID_ASSETS"], !dir.isEmpty { places.append(dir) }
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        places.append(binary.deletingLastPathComponent().appendingPathComponent("share/fluid").standardized.path)
        var dir = binary
        for _ in 0..<5 {
            places.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        places.append(URL(fileURLWithPath: sourceRoot).appendingPathComponent("Assets").path)
        var seen = Set<String>()
        return places.filter { seen.insert($0).inserted }
    }

    /// `path` as given when it is absolute or exists from the working directory, else the first
    /// place holding its file name.
    public static func locate(_ path: String, places: [String], exists: (String) -> Bool) -> Location {
        if path.hasPrefix("/") { return exists(path) ? .found(path) : .missing(tried: [path]) }
        if exists(path) { return .found(path) }
        let name = path.hasPrefix("Assets/") ? String(path.dropFirst("Assets/".count)) : path
        let candidates = places.map { $0 + "/" + name }
        if let hit = candidates.first(where: exists) { return .found(hit) }
        return .missing(tried: [path] + candidates)
    }
}
