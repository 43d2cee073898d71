import Foundation
@testable import Platform
import XCTest
@testable import Playground

/// A colour fill that leaves the block a later opaque view covers (the floating player's
/// shadow layers under the player) gives the frames of filling it whole: through a drag and its
/// release, one thread and two, only the damage redrawn and everything, at one and two pixels
/// per point.
final class FillBesideOccluderFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` cutting and not, in step, and compares every frame's pixels; returns the
    /// pixels the cutting run's fills left out.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try PainterSwitchFrames.compare(scene: scene, size: size, pixelsPerPoint: pixelsPerPoint, threads: threads,
                                        fullRedraw: fullRedraw, frames: frames,
                                        set: { $0.tree.cutsFillsBesideOccluders = $1 },
                                        count: { $0.tree.fillPixelsLeftUnderOccluders },
                                        file: file, line: line)
    }

    func testFloatingPlayersShadowsMatchFilledWholeDamagedOrWhole() throws {
        for threads in [1, 2] {
            for fullRedraw in [false, true] {
                let left = try compare(scene: "floating-player", threads: threads, fullRedraw: fullRedraw)
                XCTAssertGreaterThan(left, 0, "no fill was cut (\(threads) threads, full redraw \(fullRedraw))")
            }
        }
    }

    func testFloatingPlayerMatchesOnAHiDPICanvas() throws {
        let left = try compare(scene: "floating-player", pixelsPerPoint: 2, threads: 2, fullRedraw: false, frames: 60)
        XCTAssertGreaterThan(left, 0, "no fill was cut")
    }

    func testEveryOtherSceneMatches() throws {
        for scene in ["drawer", "pull-up-blur", "card-blur", "half-modal", "wwdc-card", "mini-player", "animator-lab",
                      "gallery", "scroll-view"] {
            try compare(scene: scene, threads: 2, fullRedraw: false, frames: 50)
        }
    }
}
