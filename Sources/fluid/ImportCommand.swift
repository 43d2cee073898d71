import ArgumentParser
import FileSafety
import FluidPlayground
import Foundation
import Gestures
import Importers
import Input
import Playground
import ViewTree

extension ImportFormat: ExpressibleByArgument {}

/// `fluid import FORMAT FILE --out REC.jsonl`: touches recorded on a real device, as a
/// recording `--replay`, `fluid inspect` and `fluid compare` read, on the device's own clock (R26).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn touches recorded on a phone, touch screen or page into a recording.",
        discussion: """
        FORMAT is one of:
          libinput  the YAML of `libinput record` (Linux touch screens and
                    touchpads); the axis ranges are in the file
          getevent  the text of Android's `getevent -lt`, with the axis ranges
                    `getevent -p` prints, in FILE or in their own file (--ranges)
          pointer   JSON Lines of browser PointerEvents: type, timeStamp (ms),
                    clientX, clientY, pointerType, pointerId
        Every finger is its own pointer (R36): the first is 0 (no "pointer"
        field), each further one the smallest number free when it touched down
        ("pointer": 1, 2, ...); each has one down at its touch, one move per
        report that moves it, the up at the lift's own time where it last was.
        With --first-finger only the first finger is kept, as one pointer.
        Times count from the capture's first event, to the microsecond.
        Device units become points as the platforms map them,
        (v - min) * size / (max - min + 1), keeping fractions; --size is the
        screen's size in points (without it one unit is one point).
        A malformed capture (a frame without its SYN_REPORT, a tracking id used
        twice, time going backwards, a line cut short) exits 2 with one line
        naming the line, and nothing is written.
        Example:
          adb shell getevent -p > ranges.txt
          adb shell getevent -lt > flick.txt
          fluid import getevent flick.txt --ranges ranges.txt --size 412x915 \\
            --fit drawer --out flick.jsonl
          fluid compare flick.jsonl --scene drawer --a damping=0.7 --b damping=1
        """
    )

    @Argument(help: "The capture's format (libinput, getevent or pointer).")
    var format: ImportFormat

    @Argument(help: "The capture.")
    var file: String

    @Option(help: "Write the recording here (JSON Lines; - for standard output).")
    var out: String

    @Option(help: "The screen the device's axes cover, in points, WxH (libinput, getevent), e.g. 412x915.")
    var size: String?

    @Option(help: "getevent: a file with `getevent -p`'s output, when FILE does not hold it.")
    var ranges: String?

    @Option(help: "Move the gesture to start on this scene's draggable view (\(SceneCatalog.names.joined(separator: ", "))), shrunk only to stay on the canvas.")
    var fit: String?

    @Option(help: "The canvas --fit places the gesture on, in points, WxH.")
    var canvas: String = "1280x800"

    @Flag(help: "Keep only the first finger, as one pointer (by default every finger is its own, the recording's \"pointer\" field).")
    var firstFinger = false

    /// What every finger being kept was an option for, before it became the default.
    @Flag(help: .hidden)
    var everyFinger = false

    /// The largest capture read (a minute of a 240 Hz screen's getevent text is ~2 MB).
    static let sizeLimit = 256 << 20

    func validate() throws {
        if let size {
            guard format.hasDeviceUnits else { throw UsageError.importSizeNeedsDeviceUnits.validationError }
            guard Self.screenSize(size) != nil else { throw UsageError.badScreenSize.validationError }
        }
        if ranges != nil, format != .getevent { throw UsageError.rangesNeedGetevent.validationError }
        guard CanvasSize.parse(canvas) != nil else { throw UsageError.badCanvasSize(option: "--canvas").validationError }
        if let fit, SceneCatalog.named(fit) == nil { throw UsageError.unknownFitScene(fit).validationError }
    }

    func run() throws {
        let roles: [DistinctPaths.Role] = [("FILE", file), ("--ranges", ranges ?? ""), ("--out", out)].filter { !$0.path.isEmpty }
        if let conflict = DistinctPaths.conflict(among: roles) { throw conflict }
        let screen = size.flatMap(Self.screenSize)
        let capture: TouchCapture
        do {
            let bytes = try read(file)
            switch format {
            case .libinput:
                capture = try LibinputRecording.capture(from: bytes, size: screen)
            case .getevent:
                var listed: GeteventCapture.DeviceRanges = [:]
                if let ranges {
                    do {
                        listed = try GeteventCapture.ranges(from: read(ranges))
                    } catch let error as ImportError {
                        throw FileFailure(ranges, error)
                    }
                }
                capture = try GeteventCapture.capture(from: bytes, ranges: listed, size: screen)
            case .pointer:
                capture = try PointerEventLog.capture(from: bytes)
            }
        } catch let error as ImportError {
            throw FileFailure(file, error)
        }
        var records: [InputRecord]
        do {
            records = try ImportedRecording.records(from: capture, everyFinger: !firstFinger)
        } catch let error as ImportError {
            throw FileFailure(file, error)
        }
        var fitted: GestureFit?
        if let fit, let scene = SceneCatalog.named(fit), let canvasSize = CanvasSize.parse(canvas) {
            let start = Self.fitStart(scene: scene, canvas: canvasSize)
            fitted = GestureFit(records: records, start: start, bounds: CGRect(origin: .zero, size: canvasSize))
            records = fitted?.apply(to: records) ?? records
        }
        let bytes: [UInt8]
        do {
            bytes = try ImportedRecording.encode(records)
            try OutputFile.write(bytes, to: out)
        } catch let error as ImportError {
            throw FileFailure(file, error)
        }
        guard out != "-" else { return }
        let gestures = Self.gestureCount(records)
        let span = String(format: "%.3f", (records.last?.time ?? 0) - (records.first?.time ?? 0))
        let kept = firstFinger ? "first finger" : "every finger"
        var summary = "wrote \(records.count) records (\(gestures) gesture\(gestures == 1 ? "" : "s") over \(span) s, \(kept) of \(capture.touches.count) touch\(capture.touches.count == 1 ? "" : "es")) to \(out)"
        if let fitted, let fit {
            summary += "; fitted to \(fit): starts at " + String(format: "(%.1f, %.1f), scale %.3f", Double(fitted.to.x), Double(fitted.to.y), fitted.scale)
        }
        print(summary)
    }

    /// Gestures: touch-downs while no finger was down (a second finger joins the first's).
    static func gestureCount(_ records: [InputRecord]) -> Int {
        var down = Set<Int>(), count = 0
        for record in records {
            switch record.kind {
            case .down:
                if down.isEmpty { count += 1 }
                down.insert(record.pointer)
            case .up: down.remove(record.pointer)
            default: break
            }
        }
        return count
    }

    private func read(_ path: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path, limit: Self.sizeLimit)
        } catch let error as InputFileError {
            throw CommandError.fileNotRead(error)
        }
    }

    /// `WxH` in points: two numbers above 0 and up to 16384 (fractions allowed: Android's dp sizes have them).
    static func screenSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// Where a drag on `scene` starts on its draggable view, in a canvas of `canvas` points: the
    /// scene's own demo drag's start when it lands on the moving view, else that view's centre.
    static func fitStart(scene type: Scene.Type, canvas: CGSize) -> CGPoint {
        let app = PlaygroundApp(sceneType: type)
        app.showsHUD = false
        app.resize(to: canvas)
        let from = app.scene.demoDrag(in: canvas).from
        guard let moving = app.scene.movingView else { return from }
        if let hit = app.root.hitTest(from), hit === moving || hit.isDescendant(of: moving) { return from }
        let frame = moving.convert(moving.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
