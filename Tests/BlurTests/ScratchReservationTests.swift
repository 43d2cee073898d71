import XCTest
@testable import Blur

/// A frame loop reserves once and then blurs at whatever σ the animation reaches: no σ may grow
/// the scratch memory again (the soak run's memory check depends on it).
final class ScratchReservationTests: XCTestCase {
    func testReservedScratchServesEverySigmaWithoutGrowing() {
        let width = 96, height = 64
        let blur = GaussianBlur()
        blur.reserveCapacity(width: width, height: height)
        let reserved = blur.scratchByteCount
        var pixels = [UInt8](repeating: 128, count: width * height * 4)
        var sigma = 0.0
        while sigma <= 45 {
            blur.blur(&pixels, width: width, height: height, sigma: sigma)
            XCTAssertEqual(blur.scratchByteCount, reserved, "σ = \(sigma) grew the scratch")
            if blur.scratchByteCount != reserved { return }
            sigma += 0.1
        }
    }
}
