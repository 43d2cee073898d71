import FileSafety
import Foundation
import Painting

/// Finds the system's DejaVu Sans (fonts-dejavu-core): the Debian path first, then fontconfig;
/// `FLUID_FONT=/path/to/font.ttf` picks another. Every candidate is read through `FontFile`,
/// so a FIFO, a device or something that is not a font is passed over with its reason.
enum FontLocator {
    static let debianPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    ]

    /// The font to use, or nil; and the paths tried, each with why it was not used.
    static func locate() -> (font: FontFile?, tried: [PaintWarning.FontCandidate]) {
        var tried: [PaintWarning.FontCandidate] = []
        func attempt(_ path: String) -> FontFile? {
            do {
                return try FontFile(path: path)
            } catch let error as InputFileError {
                tried.append(.init(path, reason: error.reason))
            } catch {
                tried.append(.init(path, reason: "\(error)"))
            }
            return nil
        }
        // An explicit choice is the only one tried: a typo should say so, not fall back quietly.
        if let override = ProcessInfo.processInfo.environment["FLUID_FONT"], !override.isEmpty {
            return (attempt(override), tried)
        }
        for path in debianPaths {
            if let font = attempt(path) { return (font, tried) }
        }
        if let path = fontconfigMatch() {
            if let font = attempt(path) { return (font, tried) }
        } else {
            tried.append(.init("fc-match 'DejaVu Sans'", reason: nil))
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
