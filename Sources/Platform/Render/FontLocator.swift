import Foundation

/// Finds the system's DejaVu Sans (fonts-dejavu-core): the Debian path first, then fontconfig;
/// `FLUID_FONT=/path/to/font.ttf` picks another.
enum FontLocator {
    static let debianPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    ]

    /// The font file to use, or nil with the paths that were tried.
    static func locate() -> (path: String?, tried: [String]) {
        var tried: [String] = []
        // An explicit choice is the only one tried: a typo should say so, not fall back quietly.
        if let override = ProcessInfo.processInfo.environment["FLUID_FONT"], !override.isEmpty {
            return (FileManager.default.isReadableFile(atPath: override) ? override : nil, [override])
        }
        for path in debianPaths {
            tried.append(path)
            if FileManager.default.isReadableFile(atPath: path) { return (path, tried) }
        }
        if let path = fontconfigMatch() {
            tried.append(path)
            if FileManager.default.isReadableFile(atPath: path) { return (path, tried) }
        } else {
            tried.append("fc-match 'DejaVu Sans'")
        }
        return (nil, tried)
    }

    private static func fontconfigMatch() -> String? {
        for dir in ["/usr/bin", "/usr/local/bin"] {
            let tool = dir + "/fc-match"
            guard FileManager.default.isExecutableFile(atPath: tool) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-f", "%{file}", "DejaVu Sans"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : path
        }
        return nil
    }
}
