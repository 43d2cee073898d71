import Foundation
import XCTest
@testable import Playground

/// Words a reader can look up (issue 51): the scene list, the key help and the HUD's toggles
/// say what they mean, not "seed 000" or "the seed's literal timing" (the seeds are the UIKit
/// examples the project was given, which a newcomer does not have).
final class PlainWordsTests: XCTestCase {
    private let seedWords = #"\bseed\b|\bseed's\b"#

    func testNoSceneSummaryNamesASeed() {
        for type in SceneCatalog.all {
            XCTAssertNil(type.summary.range(of: seedWords, options: .regularExpression), type.summary)
        }
    }

    func testNoKeyHelpNamesASeed() {
        for binding in KeyTable.bindings {
            XCTAssertNil(binding.help.range(of: seedWords, options: .regularExpression), binding.help)
        }
    }

    func testTheHUDSaysLsTimingInPlainWords() {
        let keys = KeyTable.keys(of: DrawerScene.self)
        var tuning = DrawerScene.defaultTuning
        tuning.usesSeedTiming = true
        for word in keys.toggleStates(of: tuning) {
            XCTAssertNil(word.range(of: seedWords, options: .regularExpression), word)
        }
    }
}
