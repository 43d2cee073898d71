import Foundation
import Harness
import Importers
import XCTest

/// `fluid fuzz-replay`'s number cases (issue 49): sweep's ranges, a check file and each import
/// format, their numbers from the edges, through the same invariants as the libFuzzer targets.
final class NumberFuzzCaseTests: XCTestCase {
    func testACaseIsAPureFunctionOfItsSeed() {
        let a = NumberFuzzCase(seed: 42), b = NumberFuzzCase(seed: 42), c = NumberFuzzCase(seed: 43)
        XCTAssertEqual(a.sweep, b.sweep)
        XCTAssertEqual(a.check, b.check)
        XCTAssertEqual(a.captures, b.captures)
        XCTAssertNotEqual(a.captures, c.captures)
    }

    func testEveryFormatIsFedAndTheNumbersComeFromTheEdges() {
        let cases = (1...200).map { NumberFuzzCase(seed: $0) }
        XCTAssertEqual(Set(cases.flatMap { $0.captures.map { $0[0] & 0x7F } }), [0, 1, 2], "libinput, getevent and pointer")
        let texts = cases.map { String(decoding: $0.sweep + $0.check + $0.captures.joined(), as: UTF8.self) }
        for edge in ["1e999", "5e-324", "nan", "18446744073709551615"] {
            XCTAssertTrue(texts.contains { $0.contains(edge) }, "no case has \(edge)")
        }
    }

    func testFiveHundredCasesHoldEveryInvariant() {
        for seed in UInt64(1)...500 {
            XCTAssertEqual(NumberFuzzCase(seed: seed).run(), [], "seed \(seed)")
        }
    }

    /// Most numbers are ones the readers take, so each format's captures are often read whole
    /// and the readers past the first number are tried too, not only its first refusal.
    func testSomeCapturesOfEachFormatAreReadWhole() {
        var read = [0, 0, 0]
        for seed in UInt64(1)...300 {
            for capture in NumberFuzzCase(seed: seed).captures {
                let format = Int(capture[0] & 0x7F), file = Array(capture.dropFirst())
                let size: CGSize? = capture[0] & 0x80 == 0 ? CGSize(width: 390, height: 844) : nil
                let touches: TouchCapture?
                switch ImportFormat.allCases[format] {
                case .libinput: touches = try? LibinputRecording.capture(from: file, size: size)
                case .getevent: touches = try? GeteventCapture.capture(from: file, ranges: (try? GeteventCapture.ranges(from: file)) ?? [:], size: size)
                case .pointer: touches = try? PointerEventLog.capture(from: file)
                }
                if let touches, (try? ImportedRecording.records(from: touches)) != nil { read[format] += 1 }
            }
        }
        XCTAssertTrue(read.allSatisfy { $0 >= 10 && $0 < 300 }, "read whole per format: \(read)")
    }
}
