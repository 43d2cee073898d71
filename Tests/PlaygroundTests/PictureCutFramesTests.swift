import Foundation
@testable import Platform
import XCTest
@testable import Playground

/// An opaque picture cut to the rows later opaque views leave to be seen (the half modal's
/// background under its sheet) gives the frames of drawing it whole, in every scene, through a
/// drag and its release: one thread and two, only the damage redrawn and everything. The same
/// bytes at any pixel density and thread count, with the dimming colour fused over the picture.
final class PictureCutFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` cut and not, in step, and compares every frame's pixels; returns the picture
    /// pixels the cut run left out.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try PainterSwitchFrames.compare(scene: scene, size: size, pixelsPerPoint: pixelsPerPoint, threads: threads,
                                        fullRedraw: fullRedraw, frames: frames,
                                        set: { $0.tree.cutsPictureUnderOccluders = $1 }, count: { $0.tree.picturePixelsSkipped },
                                        file: file, line: line)
    }

    func testEveryScenesFramesMatchThePictureDrawnWhole() throws {
        for scene in SceneCatalog.all.map({ $0.name }) {
            try compare(scene: scene, threads: 1, fullRedraw: false, frames: 50)
            try compare(scene: scene, threads: 2, fullRedraw: true, frames: 50)
        }
    }

    func testHalfModalsDragMatchesOnAHiDPICanvasAtAnyThreadCountDamagedOrWhole() throws {
        for threads in [1, 2] {
            for fullRedraw in [false, true] {
                let skipped = try compare(scene: "half-modal", pixelsPerPoint: 2, threads: threads, fullRedraw: fullRedraw)
                XCTAssertGreaterThan(skipped, 0, "no picture row was left out (\(threads) threads, full redraw \(fullRedraw))")
            }
        }
    }
}
