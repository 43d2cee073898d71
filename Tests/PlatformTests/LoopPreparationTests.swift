import CSDL2
import Foundation
import Input
import Painting
import XCTest
import Blur
import Gestures
@testable import Platform
import ViewTree

/// A client that records the order of the loop's calls and quits after `frames` frames.
private final class CallOrderClient: FrameClient {
    var calls: [String] = []
    var frames: Int
    init(frames: Int) { self.frames = frames }
    func handle(_ input: InputEvent) {}
    func update(to time: Double) { calls.append("update") }
    func prepare(with painter: Painter) { calls.append("prepare") }
    func draw(with painter: Painter, stats: FrameStats) {
        calls.append("draw")
        frames -= 1
    }
    func resize(to size: CGSize) {}
    var wantsToQuit: Bool { frames <= 0 }
}

/// Both loops give the client its chance to prepare (untimed) between update and draw, and the
/// window's renderer runs on the threads asked for.
final class LoopPreparationTests: XCTestCase {
    func testHeadlessRunnerPreparesBetweenUpdateAndDraw() throws {
        let client = CallOrderClient(frames: 2)
        let runner = try HeadlessRunner(client: client, size: CGSize(width: 32, height: 24), threads: 1)
        runner.step()
        runner.step()
        XCTAssertEqual(client.calls, ["update", "prepare", "draw", "update", "prepare", "draw"])
    }


    func testWindowLoopHonoursThreadsAndPrepares() throws {
        try DummyVideo.with {
            for threads in [1, 3] {
                let window = try Window(title: "threads", width: 64, height: 48, vsync: false)
                let client = CallOrderClient(frames: 1)
                let loop = try FrameLoop(window: window, client: client, threads: threads, options: .init(vsync: false))
                XCTAssertEqual((loop.surface as? Renderer)?.pool.threadCount, threads)
                try loop.run()
                XCTAssertEqual(client.calls, ["update", "prepare", "draw"], "threads \(threads)")
            }
            let window = try Window(title: "threads", width: 64, height: 48, vsync: false)
            let loop = try FrameLoop(window: window, client: CallOrderClient(frames: 1), options: .init(vsync: false))
            XCTAssertEqual((loop.surface as? Renderer)?.pool.threadCount, WorkerPool.availableCores, "every core by default")
        }
    }
}
