import XCTest
@testable import Blur
#if canImport(Glibc)
import Glibc
#endif

/// Scratch memory becomes resident only where it is written (issue 52: peak RSS at 4K): a
/// reserve maps fresh zeroed pages, a prefault makes the part every blur writes resident before
/// the first timed frame, and the blur's output texels beyond that stay unmapped until a painter
/// needs them.
final class ScratchResidencyTests: XCTestCase {
    /// Pages of `bytes` bytes from `start` that are resident (`mincore`).
    private func residentPages(_ start: UnsafeRawPointer, bytes: Int) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Whole pages inside the range only, so a page shared with other memory is not counted.
        let first = (Int(bitPattern: start) + page - 1) / page * page
        let end = (Int(bitPattern: start) + bytes) / page * page
        guard end > first else { return 0 }
        var vector = [UInt8](repeating: 0, count: (end - first) / page)
        let status = mincore(UnsafeMutableRawPointer(bitPattern: first), end - first, &vector)
        XCTAssertEqual(status, 0)
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }

    func testReserveLeavesMemoryUnwrittenAndPrefaultMakesOnlyItsPartResident() {
        let storage = PixelStorage()
        let count = 1 << 22   // 64 MB: far above the allocator's mmap threshold
        storage.reserve(count)
        let stride = MemoryLayout<Pixel>.stride
        XCTAssertEqual(residentPages(storage.base, bytes: count * stride), 0)
        storage.prefault(count / 4)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Every whole page of the prefaulted part (the last may be shared with what follows).
        XCTAssertGreaterThanOrEqual(residentPages(storage.base, bytes: count / 4 * stride), count / 4 * stride / page - 1)
        XCTAssertEqual(residentPages(storage.base + count / 2, bytes: count / 2 * stride), 0)
        XCTAssertEqual(storage.base[count - 1], Pixel(), "fresh scratch reads as zero")
    }

    func testCanvasSizedReserveLeavesTheOutputTexelsUnwritten() {
        let width = 3840, height = 2160
        let blur = GaussianBlur()
        blur.reserveCapacity(width: width, height: height)
        let texels = blur.outputMemory(width: width, height: height)
        // The first quarter holds level 2's floats (written by every reduced blur, so
        // prefaulted); the output texels a painter reads lie beyond and were never written.
        let bytes = blur.outputCapacity * 4
        XCTAssertEqual(residentPages(texels + blur.outputCapacity / 2, bytes: bytes / 2), 0)
    }
}
