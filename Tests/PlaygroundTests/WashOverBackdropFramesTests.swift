import Foundation
@testable import Platform
import XCTest
@testable import Playground

/// A blurring view's translucent colour blended by its blur over the pixels it draws on screen
/// (the WWDC card's dark wash over its blur, in one pass) gives the frames of blurring and then
/// filling the colour: through a drag and its release, one thread and two, only the damage
/// redrawn and everything, at one and two pixels per point.
final class WashOverBackdropFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` fused and not, in step, and compares every frame's pixels; returns the pixels
    /// the fused run's blurs washed.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try PainterSwitchFrames.compare(scene: scene, size: size, pixelsPerPoint: pixelsPerPoint, threads: threads,
                                        fullRedraw: fullRedraw, frames: frames,
                                        set: { $0.tree.fusesWashOverBackdrop = $1 }, count: { $0.tree.pixelsWashedByBackdrop },
                                        file: file, line: line)
    }

    func testWWDCCardsDragMatchesTheBlurThenTheColourDamagedOrWhole() throws {
        for threads in [1, 2] {
            for fullRedraw in [false, true] {
                let fused = try compare(scene: "wwdc-card", threads: threads, fullRedraw: fullRedraw)
                XCTAssertGreaterThan(fused, 0, "nothing was washed (\(threads) threads, full redraw \(fullRedraw))")
            }
        }
    }

    func testWWDCCardsDragMatchesOnAHiDPICanvas() throws {
        let fused = try compare(scene: "wwdc-card", pixelsPerPoint: 2, threads: 2, fullRedraw: false, frames: 60)
        XCTAssertGreaterThan(fused, 0, "nothing was washed")
    }

    func testScenesWithBlursMatchTheBlurThenTheColour() throws {
        for scene in ["card-blur", "pull-up-blur", "gallery"] {
            try compare(scene: scene, threads: 2, fullRedraw: false, frames: 50)
        }
    }
}
