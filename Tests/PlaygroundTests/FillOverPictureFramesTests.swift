import Foundation
@testable import Platform
import XCTest
@testable import Playground

/// A translucent colour drawn over an opaque picture by the picture's own fill (the half modal's
/// dimming layer over its background, in one pass) gives the frames of drawing the picture and
/// then the colour, in every scene, through a drag and its release: one thread and two, only
/// the damage redrawn and everything. The same bytes at any pixel density and thread count.
final class FillOverPictureFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` fused and not, in step, and compares every frame's pixels; returns the pixels
    /// the fused run drew as a colour over a picture.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try PainterSwitchFrames.compare(scene: scene, size: size, pixelsPerPoint: pixelsPerPoint, threads: threads,
                                        fullRedraw: fullRedraw, frames: frames,
                                        set: { $0.tree.fusesFillOverPicture = $1 }, count: { $0.tree.pixelsFilledOverPicture },
                                        file: file, line: line)
    }

    func testEveryScenesFramesMatchThePictureThenTheColour() throws {
        for scene in SceneCatalog.all.map({ $0.name }) {
            try compare(scene: scene, threads: 1, fullRedraw: false, frames: 50)
            try compare(scene: scene, threads: 2, fullRedraw: true, frames: 50)
        }
    }

    func testHalfModalsDragMatchesOnAHiDPICanvasAtAnyThreadCountDamagedOrWhole() throws {
        for threads in [1, 2] {
            for fullRedraw in [false, true] {
                let fused = try compare(scene: "half-modal", pixelsPerPoint: 2, threads: threads, fullRedraw: fullRedraw)
                XCTAssertGreaterThan(fused, 0, "nothing was fused (\(threads) threads, full redraw \(fullRedraw))")
            }
        }
    }
}
