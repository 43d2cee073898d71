import Foundation
import Gestures
import Platform

/// Feeds a recording to the playground headless, each input in the frame its time falls in
/// (frames at exact 60 Hz timestamps), so the same recording gives the same frames and state.
public final class ReplaySession {
    public let app: PlaygroundApp
    public let runner: HeadlessRunner
    private let records: [InputRecord]
    private var next = 0
    /// The longest a run waits for animations to settle after the recording ends.
    public static let settleLimit = 30.0

    public init(app: PlaygroundApp, size: CGSize, records: [InputRecord], measuresTime: Bool = false,
                pixelsPerPoint: Double = 1, threads: Int? = nil) throws {
        self.app = app
        self.records = records
        runner = try HeadlessRunner(client: app, size: size, pixelsPerPoint: pixelsPerPoint, measuresTime: measuresTime,
                                    threads: threads)
    }

    /// True once every record has been delivered.
    public var isFinished: Bool { next >= records.count }

    /// Runs one frame, first delivering the records due by its timestamp (in file order; a record
    /// stamped earlier than one before it is delivered with it).
    public func step() {
        let time = HeadlessRunner.time(ofFrame: runner.frame)
        var due: [InputEvent] = []
        while next < records.count, records[next].time <= time {
            due.append(InputEvent(records[next]))
            next += 1
        }
        runner.step(inputs: due)
    }

    /// Runs `frames` frames, or (nil) until the recording has ended and no animator is running.
    public func run(frames: Int? = nil) {
        if let frames {
            for _ in 0..<max(0, frames) { step() }
            return
        }
        let limit = Int(((records.last?.time ?? 0) + Self.settleLimit) * HeadlessRunner.frameRate)
        while runner.frame < limit {
            step()
            if isFinished && app.isSettled && !app.wantsToQuit { step(); return }
            if app.wantsToQuit { return }
        }
    }
}
