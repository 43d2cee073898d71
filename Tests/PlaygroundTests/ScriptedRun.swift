import Foundation
import Gestures
import Harness
import Input
import Platform
@testable import Playground

/// Plays scripted input into a playground exactly as `ReplaySession` does — frames at exact
/// 60 Hz timestamps, each record delivered in the frame its time falls in (the same `InputFeed`)
/// — but without drawing.
///
/// Scenes with a live backdrop blur cost most of a second per frame to draw in a debug build, so
/// their behaviour tests step the app's input and animation only; what the frames look like is
/// checked by screenshots, and `ReplaySession` itself is covered by the cheaper scenes' tests.
final class ScriptedRun {
    let app: PlaygroundApp
    private var feed: InputFeed
    /// Frames run so far; the next one is at `HeadlessRunner.time(ofFrame: frame)`.
    private(set) var frame = 0

    init(app: PlaygroundApp, size: CGSize, records: [InputRecord]) {
        self.app = app
        feed = InputFeed(records)
        app.resize(to: size)
    }

    /// True once every record has reached the scene (motion and releases wait for their frame's
    /// sample time, F7).
    var isFinished: Bool { feed.isFinished && !app.hasPendingInput }

    /// The time of the next frame.
    var nextFrameTime: Double { HeadlessRunner.time(ofFrame: frame) }

    /// One frame: the records due by its time, then the update.
    func step() {
        let time = nextFrameTime
        feed.take(dueBy: time) { app.handle($0) }
        app.update(to: time)
        frame += 1
    }

    /// Runs `frames` frames, or (nil) until the script has ended and nothing moves, with the
    /// same limit as `ReplaySession`.
    func run(frames: Int? = nil) {
        if let frames {
            for _ in 0..<max(0, frames) { step() }
            return
        }
        let limit = Int((feed.lastTime + ReplaySession.settleLimit) * HeadlessRunner.frameRate)
        while frame < limit {
            step()
            if isFinished && app.isSettled { step(); return }
        }
    }

    /// Runs frames until the one `time` falls in is next, then delivers `extra` with it (input
    /// computed mid-run, e.g. a press where a moving view is now).
    func deliver(_ extra: [InputRecord]) {
        for record in extra {
            while nextFrameTime < record.time { step() }
            app.handle(InputEvent(record))
        }
    }
}
