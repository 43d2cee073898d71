import XCTest
@testable import Input

/// F7: how late input reaches the frames, from the samples' own stamps.
final class ArrivalLagTests: XCTestCase {
    func testInputCompleteAtEachReadHasNoLag() {
        var lag = ArrivalLag()
        for frame in 1...40 {
            let read = Double(frame) / 60
            lag.arrived(stamp: read - 0.004)
            lag.read(at: read)
        }
        XCTAssertEqual(lag.estimate, 0)
    }

    func testASampleMissingOneReadIsAtLeastThatLate() {
        var lag = ArrivalLag()
        lag.read(at: 1.0)
        lag.arrived(stamp: 0.990)   // stamped 10 ms before the read it missed
        lag.read(at: 1.0167)
        XCTAssertEqual(lag.estimate, 0.010, accuracy: 1e-12)
    }

    func testOneSampleHeldUpByABusyMachineIsLeftOut() {
        var lag = ArrivalLag()
        for frame in 1...32 {
            let read = Double(frame) / 60
            lag.arrived(stamp: read - 1.0 / 60 - (frame == 20 ? 0.04 : 0.006))
            lag.read(at: read)
        }
        XCTAssertEqual(lag.estimate, 0.006, accuracy: 1e-9)
    }

    func testALagIsCountedAtMostTheLongest() {
        var lag = ArrivalLag()
        lag.read(at: 10)
        lag.arrived(stamp: 1)
        lag.read(at: 10.0167)
        XCTAssertEqual(lag.estimate, ArrivalLag.longest)
    }
}
