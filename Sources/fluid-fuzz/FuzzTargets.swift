import CurveTool
import FileSafety
import Foundation
import Gestures
import Harness
import Input
import Platform
import Playground

/// The inputs the program reads from users, each fed arbitrary bytes. Each
/// target must return without trapping, hanging or leaving files behind, whatever it is given.
enum FuzzTarget: String, CaseIterable {
    /// The recording decoder, then `fluid inspect`'s summaries and a short headless replay.
    case recording
    /// The tuning-file reader (through a real file, as the store reads it).
    case tuning
    /// The BMP header checks and SDL's decoder behind them.
    case bmp
    /// A scene's picture read from a file as the renderer reads it (header first, then the file).
    case picture
    /// The font reader (regular file, size cap, header tag) and SDL_ttf drawing with what it read.
    case font
    /// The strict JSON parser and the text splitter on their own.
    case json
    /// `fluid curve`'s argument parser and sampler: the bytes as words split at spaces and NULs.
    case curve
    /// `fluid sweep`'s ranges: the bytes as `--damping` and `--response` (split at the first
    /// newline or NUL), each read and the grid made, never more values or tunings than allowed.
    case sweep
    /// `fluid check`'s check file (`CheckSpec`), with its limits' numbers.
    case check
    /// `fluid import`'s formats and their numbers (times, positions, device ranges): the first
    /// byte picks the format (libinput, getevent, pointer), the rest is the file; what is read
    /// becomes a recording, which must be finite and in time order.
    case `import`

    /// `FLUID_FUZZ_TARGET` picks the target (default: recording).
    static var selected: FuzzTarget {
        FuzzTarget(rawValue: ProcessInfo.processInfo.environment["FLUID_FUZZ_TARGET"] ?? "") ?? .recording
    }

    func run(_ bytes: [UInt8]) {
        switch self {
        case .recording: Self.recording(bytes)
        case .tuning: Self.tuning(bytes)
        case .bmp: _ = try? BitmapFile.decode(bytes)
        case .picture: Self.throughFile(bytes, named: "picture.bmp") { _ = try? ScenePicture.read($0) }
        case .font: Self.throughFile(bytes, named: "font.ttf") { _ = (try? FontFile(path: $0))?.draws("Ag 0.5 → ✓", pixelSize: 14) }
        case .json: Self.json(bytes)
        case .curve: Self.curve(bytes)
        case .sweep: Self.holds(ParserInvariants.sweep(bytes))
        case .check: Self.holds(ParserInvariants.check(bytes))
        case .import: Self.holds(ParserInvariants.importing(bytes))
        }
    }

    private static func recording(_ bytes: [UInt8]) {
        guard let records = try? bytes.withUnsafeBufferPointer({ try InputRecordCoding.decode(bytes: $0) }),
              !records.isEmpty else { return }
        for summary in GestureInspector.summarize(records) { _ = summary.jsonLine }
        guard let app = try? PlaygroundApp(sceneName: SceneCatalog.names[bytes.count % SceneCatalog.names.count]),
              let session = try? ReplaySession(app: app, size: CGSize(width: 96, height: 64), records: records) else { return }
        var frames = 0
        session.run(shouldStop: { frames += 1; return frames > 600 })
        _ = try? app.snapshot().json()
    }

    private static let tuningDirectory = NSTemporaryDirectory() + "fluid-fuzz-tuning-\(getpid())"

    private static func tuning(_ bytes: [UInt8]) {
        let store = TuningStore(directory: tuningDirectory, warn: { _ in })
        try? FileManager.default.createDirectory(atPath: tuningDirectory, withIntermediateDirectories: true)
        let path = store.path(forScene: "drawer")
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        if let tuning = store.load(scene: "drawer") {
            precondition(tuning.dampingRatio.isFinite && tuning.response.isFinite, "tuning not finite")
            store.save(tuning, scene: "drawer")
        }
        try? FileManager.default.removeItem(atPath: tuningDirectory)
    }

    private static let fileDirectory = NSTemporaryDirectory() + "fluid-fuzz-files-\(getpid())"

    /// Writes `bytes` to a file of its own, hands its path to `read`, and removes it again.
    private static func throughFile(_ bytes: [UInt8], named name: String, _ read: (String) -> Void) {
        try? FileManager.default.createDirectory(atPath: fileDirectory, withIntermediateDirectories: true)
        let path = fileDirectory + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        read(path)
        try? FileManager.default.removeItem(atPath: fileDirectory)
    }

    private static func curve(_ bytes: [UInt8]) {
        let words = bytes.split { $0 == 0 || $0 == 0x20 }.map { String(decoding: $0, as: UTF8.self) }
        guard let request = try? CurveRequest(words) else { return }
        // Rendering is linear in the samples; a million (the allowed maximum) is seconds of work
        // that finds nothing new, so the fuzzer renders the small ones.
        guard request.samples <= 5_000 else { return }
        let text = request.render()
        precondition(!text.contains("nan") && !text.contains("inf"), "fluid curve printed a non-finite number")
    }

    /// An invariant that broke is a crash, which libFuzzer reports with the input.
    private static func holds(_ broken: String?) {
        if let broken { preconditionFailure(broken) }
    }

    private static func json(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = try? JSONParser.parse(buffer)
            try? TextLines.forEach(in: buffer) { _, line in _ = try? JSONParser.parse(line) }
        }
    }
}

/// libFuzzer's entry point (built with `-sanitize=fuzzer`; see `make fuzz`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fluidFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}

#if FUZZING
// SwiftPM links an executable's entry point under its own name (`--defsym main=…`), so
// libFuzzer's `main` is not used: the entry point starts libFuzzer's driver itself.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@main
struct FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fluidFuzzOneInput))
    }
}
#else
/// Without libFuzzer: replays files (a corpus, or a crash a fuzzer found) through a target,
/// `FLUID_FUZZ_TARGET=bmp fluid-fuzz FILE…`, so findings stay regression checks.
@main
struct FuzzReplay {
    static func main() {
        let target = FuzzTarget.selected
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)).map { $0.sorted().map { path + "/" + $0 } } ?? [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run(Array(data))
                count += 1
            }
        }
        print("fluid-fuzz \(target.rawValue): \(count) inputs ran")
    }
}
#endif
