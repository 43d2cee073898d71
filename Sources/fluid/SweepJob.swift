import Blur
import FileSafety
import FluidPlayground
import Foundation
import Gestures
import Harness
import Input
import Platform
import Playground
import ViewTree

/// The runs of one `fluid sweep`, in this process or shared among worker processes. Each run is
/// independent (its own app, scene and canvas); the app is not made for threads, so the runs
/// are spread over processes, every Nth run to a worker, each run's result left as a file.
struct SweepJob {
    let scene: Scene.Type
    let records: [InputRecord]
    let tunings: [SceneTuning]
    let size: CGSize
    let pixelsPerPoint: Double
    let plan: TuningRun.StripPlan

    /// A strip frame's size in pixels: the canvas as the runner sizes it, shrunk by the plan's factor.
    var frameSize: (width: Int, height: Int) {
        (Int((Double(size.width) * pixelsPerPoint).rounded()) / plan.factor, Int((Double(size.height) * pixelsPerPoint).rounded()) / plan.factor)
    }

    /// Run `index` of the grid.
    func run(_ index: Int) throws -> TuningRun {
        try TuningRun(scene: scene, records: records, tuning: tunings[index], size: size,
                      pixelsPerPoint: pixelsPerPoint, strip: plan)
    }

    /// Every run, one after another, here.
    func runAll() throws -> [TuningRun] {
        try tunings.indices.map(run)
    }

    /// A worker's part: runs `share.index`, `+ share.count`, …, each written to `directory` as
    /// `run-K.json` (the run) and `run-K.rgba` (its strip's frames' pixels, one after another:
    /// no picture format to encode and decode between two copies of this program).
    func work(share: (index: Int, count: Int), directory: String) throws {
        for k in stride(from: share.index, to: tunings.count, by: share.count) {
            let result = try run(k)
            try OutputFile.write(Array(TuningRunJSON.encode(result).utf8), to: directory + "/run-\(k).json")
            try OutputFile.write(result.strip.flatMap(\.pixels), to: directory + "/run-\(k).rgba")
        }
    }

    /// Every run, spread over `count` worker processes (this program, started with the
    /// arguments `arguments` makes of the recording's path, and a share each), read back in grid
    /// order. The workers' files go with their directory.
    func runInWorkers(_ count: Int, recording: String, arguments: (String) -> [String]) throws -> [TuningRun] {
        SweepWorkers.noteSignals()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A worker's arguments reach it as UTF-8 (`Process`), so a name that is not UTF-8 would
        // name another file there: the workers read the recording through a link to its bytes.
        let link = directory + "/recording.jsonl"
        guard symlink(SystemPath.cString(Self.absolute(recording)), SystemPath.cString(link)) == 0 else {
            throw SweepJobError.workerNotStarted(reason: String(cString: strerror(errno)))
        }
        let executable: String
        do {
            executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        } catch {
            throw SweepJobError.noExecutable(reason: SystemReason.of(error))
        }
        var workers: [Process] = []
        for i in 0..<count {
            let worker = Process()
            worker.executableURL = URL(fileURLWithPath: executable)
            worker.arguments = arguments(link) + ["--worker-share", "\(i)/\(count)", "--worker-directory", directory]
            worker.standardOutput = FileHandle.nullDevice
            do {
                try worker.run()
            } catch {
                workers.forEach { $0.terminate() }
                throw SweepJobError.workerNotStarted(reason: SystemReason.of(error))
            }
            workers.append(worker)
        }
        // A signal that ends the sweep ends the workers and removes their folder too.
        SweepWorkers.wait(for: workers, directory: directory)
        for (i, worker) in workers.enumerated() where worker.terminationReason != .exit || worker.terminationStatus != 0 {
            throw SweepJobError.workerFailed(number: i + 1, of: count, status: worker.terminationStatus)
        }
        return try tunings.indices.map { k in
            let base = directory + "/run-\(k)"
            do {
                let text = String(decoding: try InputFile.read(base + ".json", limit: 1 << 24), as: UTF8.self)
                let pixels = try InputFile.read(base + ".rgba", limit: 1 << 28)
                return try TuningRunJSON.decode(text, tuning: tunings[k], strip: try frames(pixels))
            } catch {
                throw SweepJobError.runUnreadable(index: k, reason: "\(error)")
            }
        }
    }

    /// A new private directory under the system's temporary one.
    /// `path` from the root, the working directory's bytes before a relative one.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let here = getcwd(nil, 0) else { return path }
        defer { free(here) }
        let bytes = UnsafeBufferPointer(start: here, count: strlen(here)).map { UInt8(bitPattern: $0) }
        return SystemPath.decode(bytes) + "/" + path
    }

    static func temporaryDirectory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/fluid-sweep-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let path = mkdtemp(base) else { return nil }
            return String(cString: path)
        }
        guard let made else {
            throw SweepJobError.noTemporaryDirectory(reason: String(cString: strerror(errno)))
        }
        return made
    }

    /// A worker's strip read back: `plan.frameCount` frames of `frameSize`.
    private func frames(_ pixels: [UInt8]) throws -> [BitmapImage] {
        let (w, h) = frameSize, count = plan.frameCount
        guard pixels.count == w * h * 4 * count else {
            throw SweepJobError.wrongFrameBytes(bytes: pixels.count, frames: count, width: w, height: h)
        }
        let size = w * h * 4
        return (0..<count).map { i in
            BitmapImage(width: w, height: h, pixels: Array(pixels[(i * size)..<((i + 1) * size)]), hasAlpha: false)
        }
    }
}

/// Why `fluid sweep`'s workers could not do the sweep; `description` is the one rendering.
enum SweepJobError: Error, Equatable, CustomStringConvertible {
    case noExecutable(reason: String)
    case workerNotStarted(reason: String)
    /// Worker `number` of `of` exited with `status` (its own message is on stderr above).
    case workerFailed(number: Int, of: Int, status: Int32)
    case runUnreadable(index: Int, reason: String)
    case noTemporaryDirectory(reason: String)
    case wrongFrameBytes(bytes: Int, frames: Int, width: Int, height: Int)

    var description: String {
        switch self {
        case .noExecutable(let reason): return "cannot find this program to start workers: \(reason)"
        case .workerNotStarted(let reason): return "cannot start a worker: \(reason)"
        case let .workerFailed(number, count, status): return "worker \(number) of \(count) failed (status \(status)); its message is above"
        case let .runUnreadable(k, reason): return "a worker's run \(k) cannot be read back: \(reason)"
        case .noTemporaryDirectory(let reason): return "cannot make a temporary directory: \(reason)"
        case let .wrongFrameBytes(bytes, count, w, h): return "\(bytes) bytes of frames, not \(count) of \(w)×\(h)"
        }
    }
}
