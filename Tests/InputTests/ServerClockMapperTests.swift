import Foundation
import XCTest
@testable import Input

/// R26: the window system's millisecond clock mapped onto the frame clock.
final class ServerClockMapperTests: XCTestCase {
    // R26: with a right hint the server's times pass through, spacing and all.
    func testR26HintedMappingKeepsTheServerTimes() {
        var mapper = ServerClockMapper(serverNow: 1_000_000, frameNow: 50)
        XCTAssertEqual(mapper.map(1_000_100, pumpTime: 50.116), 50.1, accuracy: 1e-9)
        XCTAssertEqual(mapper.map(1_000_108, pumpTime: 50.116), 50.108, accuracy: 1e-9)
        XCTAssertEqual(mapper.map(1_000_116, pumpTime: 50.133), 50.116, accuracy: 1e-9)
    }

    // R26: a mapped time is never later than its pump time; the offset follows the lowest lag.
    func testR26MappedTimeIsNeverLaterThanThePump() {
        var mapper = ServerClockMapper()
        XCTAssertEqual(mapper.map(2000, pumpTime: 10.016), 10.016, accuracy: 1e-9)  // the first sets it
        XCTAssertEqual(mapper.map(2008, pumpTime: 10.033), 10.024, accuracy: 1e-9)
        // Pumped sooner after it happened than the first: the offset comes down to fit it.
        XCTAssertEqual(mapper.map(2020, pumpTime: 10.030), 10.030, accuracy: 1e-9)
        XCTAssertEqual(mapper.map(2030, pumpTime: 10.050), 10.040, accuracy: 1e-9)
        var times: [Double] = []
        var pump = 20.0
        for ms in stride(from: UInt32(12_000), to: 12_400, by: 7) {
            pump += 0.007 + Double(ms % 5) * 0.002
            times.append(mapper.map(ms, pumpTime: pump))
            XCTAssertLessThanOrEqual(times[times.count - 1], pump)
        }
    }

    // R26: a hint over a second off (a server on another machine) gives way to the events.
    func testR26WrongHintIsReplacedByTheEvents() {
        var mapper = ServerClockMapper(serverNow: 0, frameNow: 0)
        XCTAssertEqual(mapper.map(90_000_000, pumpTime: 12.5), 12.5, accuracy: 1e-9)
        XCTAssertEqual(mapper.map(90_000_010, pumpTime: 12.52), 12.51, accuracy: 1e-9)
    }

    // R26: the 32-bit millisecond clock wraps after 49.7 days; spacing survives the wrap.
    func testR26ServerClockWrapKeepsTheSpacing() {
        var mapper = ServerClockMapper()
        let a = mapper.map(UInt32.max - 4, pumpTime: 100)
        let b = mapper.map(3, pumpTime: 100.02)  // 8 ms later, across the wrap
        XCTAssertEqual(b - a, 0.008, accuracy: 1e-9)
        XCTAssertEqual(ServerClockMapper.unwrap(5, near: (1 << 32) - 10), (1 << 32) + 5)
        XCTAssertEqual(ServerClockMapper.unwrap(UInt32.max - 1, near: (1 << 32) + 3), (1 << 32) - 2)
        XCTAssertEqual(ServerClockMapper.unwrap(7, near: nil), 7)
    }
}
