import Foundation
import XCTest
@testable import FluidPlayground

/// The fork a rebuilt scene is first made in: how it ended, and that a hung one is not waited for.
final class SceneProbeTests: XCTestCase {
    func testAWaitStatusSaysPassedEndedOrKilled() {
        XCTAssertEqual(SceneProbe.Result(waitStatus: 0), .passed)
        XCTAssertEqual(SceneProbe.Result(waitStatus: 3 << 8), .ended(status: 3))
        XCTAssertEqual(SceneProbe.Result(waitStatus: 4), .killed(signal: 4))
        XCTAssertEqual(SceneProbe.Result(waitStatus: 6 | 0x80), .killed(signal: 6), "a core dump is still the signal")
    }

    func testAForkThatFinishesItsWorkPasses() throws {
        let pid = try XCTUnwrap(SceneProbe.start {})
        XCTAssertEqual(SceneProbe.wait(pid, upTo: 10), .passed)
    }

    func testAForkThatDiesBySignalIsSaidKilledAndThisProcessRunsOn() throws {
        let pid = try XCTUnwrap(SceneProbe.start { raise(SIGKILL) })
        XCTAssertEqual(SceneProbe.wait(pid, upTo: 10), .killed(signal: SIGKILL))
    }

    func testAForkThatExitsWithAStatusIsSaidEnded() throws {
        let pid = try XCTUnwrap(SceneProbe.start { _exit(7) })
        XCTAssertEqual(SceneProbe.wait(pid, upTo: 10), .ended(status: 7))
    }

    func testAHungForkIsNotWaitedForPastTheLimitAndCanBeEnded() throws {
        let pid = try XCTUnwrap(SceneProbe.start { sleep(30) })
        XCTAssertNil(SceneProbe.wait(pid, upTo: 0.05))
        XCTAssertNil(SceneProbe.poll(pid))
        SceneProbe.kill(pid)
        XCTAssertEqual(Foundation.kill(pid, 0), -1, "reaped: there is no such process any more")
    }
}
