import Foundation
@testable import Platform
import XCTest
@testable import Playground

/// An opaque picture whose copy waits for the backdrop blur drawn over it, which reads the
/// picture from its kept scaled copy and leaves it uncopied where it draws on screen itself,
/// gives the frames of copying the picture first: through a drag and its release, one thread
/// and two, only the damage redrawn and everything, at one and two pixels per point.
final class PictureUnderBlurFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` deferred and not, in step, and compares every frame's pixels; returns the
    /// picture pixels the deferred run's blurs left uncopied.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try PainterSwitchFrames.compare(scene: scene, size: size, pixelsPerPoint: pixelsPerPoint, threads: threads,
                                        fullRedraw: fullRedraw, frames: frames,
                                        set: { $0.tree.defersPictureUnderBlur = $1 }, count: { $0.tree.picturePixelsLeftToBlur },
                                        file: file, line: line)
    }

    func testCardBlurAndWWDCCardMatchThePictureCopiedFirstDamagedOrWhole() throws {
        for scene in ["card-blur", "wwdc-card"] {
            for threads in [1, 2] {
                for fullRedraw in [false, true] {
                    let left = try compare(scene: scene, threads: threads, fullRedraw: fullRedraw)
                    XCTAssertGreaterThan(left, 0, "\(scene): no picture was left to its blur (\(threads) threads, full redraw \(fullRedraw))")
                }
            }
        }
    }

    func testCardBlurMatchesOnAHiDPICanvas() throws {
        let left = try compare(scene: "card-blur", pixelsPerPoint: 2, threads: 2, fullRedraw: false, frames: 60)
        XCTAssertGreaterThan(left, 0, "no picture was left to its blur")
    }

    func testOtherScenesWithPicturesOrBlursMatch() throws {
        for scene in ["pull-up-blur", "gallery", "floating-player", "drawer"] {
            try compare(scene: scene, threads: 2, fullRedraw: false, frames: 50)
        }
    }
}
