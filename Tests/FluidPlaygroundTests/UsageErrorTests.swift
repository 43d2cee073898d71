import ArgumentParser
import XCTest
@testable import FluidPlayground

/// A command line that asks for the impossible is a `UsageError` case; its words are rendered
/// once, and keep what `scripts/e2e.sh` and its checks look for.
final class UsageErrorTests: XCTestCase {
    /// A run command parsed from a valid line, to be changed into an invalid one.
    private func headless() throws -> RunCommand {
        try RunCommand.parse(["--headless", "--no-tuning-file"])
    }

    func testAValidRunHasNoProblem() throws {
        XCTAssertNil(try headless().usageProblem())
    }

    func testANegativeFrameCountIsSaidToBeNegative() throws {
        var run = try headless()
        run.frames = -1
        XCTAssertEqual(run.usageProblem(), .negative(option: "--frames", got: -1))
        // e2e.sh looks for these words.
        XCTAssertEqual(UsageError.negative(option: "--frames", got: -1).description, "--frames must not be negative, got -1")
    }

    func testFramesInAWindowNeedHeadless() throws {
        var run = try headless()
        run.headless = false
        run.frames = 10
        XCTAssertEqual(run.usageProblem(), .needs(option: "--frames", other: "--headless"))
    }

    func testAHeadlessCanvasOverThePixelLimitNamesTheLimit() throws {
        var run = try headless()
        run.size = "16384x16384"
        let problem = UsageError.canvasTooLarge(width: 16384, height: 16384, scale: 1, limit: 33_554_432)
        XCTAssertEqual(run.usageProblem(), problem)
        // The e2e checks look for "more than the 33554432 one canvas may hold".
        XCTAssertEqual(problem.description, "--size 16384x16384 is a canvas of 16384×16384 = 268435456 pixels, more than the 33554432 one canvas may hold (8192x4096 at --scale 1)")
    }

    func testTheLimitCountsPixelsAtTheScale() throws {
        var run = try headless()
        run.size = "8192x4096"
        XCTAssertNil(run.usageProblem())
        run.scale = 2
        XCTAssertEqual(run.usageProblem(), .canvasTooLarge(width: 8192, height: 4096, scale: 2, limit: 33_554_432))
    }

    func testASizeThatDoesNotParseIsBadCanvasSize() throws {
        var run = try headless()
        run.size = "12x"
        XCTAssertEqual(run.usageProblem(), .badCanvasSize(option: "--size"))
        XCTAssertEqual(CanvasSize.problem("0x10", option: "--canvas"), .badCanvasSize(option: "--canvas"))
    }

    func testNumbersOutOfRangeSayTheRangeAndTheValue() throws {
        var run = try headless()
        run.threads = 65
        XCTAssertEqual(run.usageProblem(), .outOfRange(option: "--threads", allowed: .within(1...64), got: 65))
        run.threads = nil
        run.timeScale = 0
        XCTAssertEqual(run.usageProblem(), .outOfRange(option: "--time-scale", allowed: .within(0.01...100), got: 0))
        XCTAssertEqual(UsageError.outOfRange(option: "--time-scale", allowed: .within(0.01...100), got: 0).description,
                       "--time-scale must be 0.01…100, got 0")
        XCTAssertEqual(UsageError.outOfRange(option: "--count", allowed: .within(1...10_000_000), got: nil).description,
                       "--count must be 1…10000000")
    }

    func testAnUnknownSceneIsItsOwnCase() throws {
        var run = try headless()
        run.scene = "nowhere"
        XCTAssertEqual(run.usageProblem(), .unknownScene("nowhere"))
    }

    func testAScreenshotNamedForAnotherFormatIsRefused() throws {
        var run = try headless()
        run.screenshot = "shot.PNG"
        XCTAssertEqual(run.usageProblem(), .screenshotNotBMP(ext: "png"))
        run.screenshot = "shot.bmp"
        run.frames = 0
        XCTAssertEqual(run.usageProblem(), .screenshotOfNoFrame)
    }

    func testWindowOnlyOptionsAreRefusedHeadless() throws {
        var run = try headless()
        run.record = "input.jsonl"
        XCTAssertEqual(run.usageProblem(), .recordHeadless)
        run.record = nil
        run.watch = true
        XCTAssertEqual(run.usageProblem(), .watchHeadless)
        run.headless = false
        run.watch = false
        run.record = "-"
        XCTAssertEqual(run.usageProblem(), .recordToStandardOutput)
    }

    /// `--hand-over` is `--watch`'s rebuilt program: a window told to go through its carry-over.
    func testHandOverNeedsACarryOverAndAWindow() throws {
        var run = try RunCommand.parse(["--no-tuning-file", "--hand-over", "--carry-over", "carry-over.json"])
        XCTAssertNil(run.usageProblem())
        run.carryOver = nil
        XCTAssertEqual(run.usageProblem(), .needs(option: "--hand-over", other: "--carry-over and a window (not --headless)"))
        run.carryOver = "carry-over.json"
        run.headless = true
        XCTAssertEqual(run.usageProblem(), .needs(option: "--hand-over", other: "--carry-over and a window (not --headless)"))
    }

    /// The usage error reaches ArgumentParser as its `ValidationError`, which exits 64.
    func testAUsageErrorExitsWithTheUsageStatus() {
        let error = UsageError.watchHeadless.validationError
        XCTAssertEqual(RunCommand.exitCode(for: error).rawValue, ExitStatus.usage)
        XCTAssertEqual(error.message, UsageError.watchHeadless.description)
    }

    func testAnUnknownCommandWordNamesTheCommands() {
        XCTAssertEqual(CommandWord.unknown(in: ["anything"], root: Root.self),
                       .unknownCommand(word: "anything", path: ["root"], commands: ["run (the default)"]))
        XCTAssertNil(CommandWord.unknown(in: ["run", "--headless"], root: Root.self))
    }

    private struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "root", subcommands: [RunCommand.self], defaultSubcommand: RunCommand.self)
    }
}
