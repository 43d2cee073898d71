import Foundation
import XCTest
@testable import Platform

/// One limit bounds every canvas's pixels, however its size is reached (`--size` × `--scale`,
/// a window the window manager made huge): beyond it a canvas is refused with a typed error
/// before anything is allocated, and a window draws at the largest canvas of its shape.
final class CanvasLimitTests: XCTestCase {
    func testACanvasOverTheLimitIsRefusedBeforeAnythingIsAllocated() {
        XCTAssertThrowsError(try Canvas(width: 8193, height: 4097)) {
            XCTAssertEqual($0 as? CanvasError, .tooLarge(width: 8193, height: 4097))
        }
        // 16384² at 3× is what the kernel killed at 24 GB.
        XCTAssertThrowsError(try Canvas(width: 49152, height: 49152)) {
            XCTAssertEqual($0 as? CanvasError, .tooLarge(width: 49152, height: 49152))
        }
    }

    func testTheRefusalNamesTheLimit() {
        XCTAssertEqual("\(CanvasError.tooLarge(width: 16384, height: 16384))",
                       "a 16384×16384-pixel canvas is 268435456 pixels, more than the 33554432 one canvas may hold")
    }

    /// Under an address-space limit a canvas that cannot have its memory is one typed error,
    /// not a trap in an allocation later.
    func testACanvasWithoutRoomIsATypedErrorNotATrap() throws {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try XCTUnwrap(Int(statm.split(separator: " ")[0]))
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_AS.rawValue), &saved)
        var limited = saved
        limited.rlim_cur = rlim_t(pages * Int(sysconf(Int32(_SC_PAGESIZE))) + (256 << 20))
        setrlimit(Int32(RLIMIT_AS.rawValue), &limited)
        defer { setrlimit(Int32(RLIMIT_AS.rawValue), &saved) }
        XCTAssertThrowsError(try Canvas(width: 8192, height: 4096)) {
            XCTAssertEqual($0 as? CanvasError, .outOfMemory(width: 8192, height: 4096))
        }
        XCTAssertEqual("\(CanvasError.outOfMemory(width: 8192, height: 4096))",
                       "not enough memory for a 8192×4096-pixel canvas (about 1024 MB)")
    }

    func testAResizeOverTheLimitFailsAndKeepsTheCanvas() throws {
        let canvas = try Canvas(width: 64, height: 32)
        XCTAssertThrowsError(try canvas.resize(width: 16384, height: 16384)) {
            XCTAssertEqual($0 as? CanvasError, .tooLarge(width: 16384, height: 16384))
        }
        XCTAssertEqual(canvas.width, 64)
        XCTAssertEqual(canvas.height, 32)
        XCTAssertEqual(canvas.generation, 0)
    }

    func testEightKFits() {
        XCTAssertLessThanOrEqual(7680 * 4320, Canvas.pixelLimit)
        XCTAssertLessThanOrEqual(8192 * 4096, Canvas.pixelLimit)
    }

    func testFittingKeepsSizesWithinTheLimit() {
        XCTAssertTrue(Canvas.fitting(width: 1280, height: 800) == (1280, 800))
        XCTAssertTrue(Canvas.fitting(width: 0, height: -3) == (1, 1))
    }

    func testFittingCutsAHugeWindowToTheLargestCanvasOfItsShape() {
        for (w, h) in [(16384, 16384), (40000, 40000), (200_000, 300), (300, 200_000)] {
            let fitted = Canvas.fitting(width: w, height: h)
            XCTAssertLessThanOrEqual(fitted.width * fitted.height, Canvas.pixelLimit, "\(w)×\(h)")
            XCTAssertGreaterThan((fitted.width + 1) * (fitted.height + 1), Canvas.pixelLimit, "\(w)×\(h): as large as fits")
            XCTAssertEqual(Double(fitted.width) / Double(fitted.height), Double(w) / Double(h), accuracy: 0.01 * Double(w) / Double(h), "\(w)×\(h)")
        }
    }

    func testFittingKeepsEachSideWithinTheRenderersTextures() {
        let fitted = Canvas.fitting(width: 40000, height: 300, maximumSide: 16384)
        XCTAssertEqual(fitted.width, 16384)
        XCTAssertEqual(fitted.height, 122)
    }
}
