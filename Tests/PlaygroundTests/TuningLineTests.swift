import Foundation
import XCTest
@testable import Playground

/// The HUD's tuning line names the spring in the vocabulary of the scene's form: UIKit's duration
/// and damping ratio, or SwiftUI's `Spring(response:dampingRatio:)`.
final class TuningLineTests: XCTestCase {
    func testAUIKitSceneNamesTheDurationAndDampingRatio() {
        XCTAssertEqual(TuningLine.spring(responseName: "duration").text(for: SceneTuning(dampingRatio: 0.8, response: 1.2)),
                       "ζ 0.80 · duration 1.20 s")
    }

    func testASwiftUISceneNamesItsSpring() {
        let line = KeyTable.keys(of: HalfModalScene.self).tuningLine
        XCTAssertEqual(line.text(for: SceneTuning(dampingRatio: 0.9, response: 0.75)), "ζ 0.90 · Spring response 0.75 s")
    }
}
