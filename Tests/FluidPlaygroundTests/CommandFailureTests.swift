import ArgumentParser
import FileSafety
import Foundation
import XCTest
@testable import FluidPlayground

/// Every error that ends a command is said and given its status in one place (`CommandFailure`).
final class CommandFailureTests: XCTestCase {
    private struct WrongWords: UsageProblem {
        var description: String { "--sigma must be a number" }
    }

    private struct Child: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "child")
    }

    private struct Middle: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "middle", subcommands: [Child.self])
    }

    private struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "root", subcommands: [Middle.self, RunCommand.self],
                                                        defaultSubcommand: RunCommand.self)
    }

    func testACommandErrorIsBadInputInItsOwnWords() {
        let failure = CommandFailure(CommandError.noSuchDirectory(option: "--out", path: "/x"))
        XCTAssertEqual(failure, CommandFailure(message: "--out /x: no such directory", status: 2))
    }

    func testAUsageProblemExitsWithTheUsageStatus() {
        XCTAssertEqual(CommandFailure(WrongWords()), CommandFailure(message: "--sigma must be a number", status: 64))
    }

    func testASystemErrorIsSaidInTheCLibrarysWords() {
        let failure = CommandFailure(POSIXError(.ENOSPC))
        XCTAssertEqual(failure, CommandFailure(message: String(cString: strerror(ENOSPC)), status: 2))
    }

    func testAFileFailureNamesTheFileBeforeItsError() {
        let failure = CommandFailure(FileFailure("touch.txt", CommandError.noSuchDirectory(option: "--out", path: "/x")))
        XCTAssertEqual(failure.message, "touch.txt: --out /x: no such directory")
    }

    func testTheDefaultCommandIsSaidAsTheProgram() {
        XCTAssertNil(CommandFailure.commandWords(for: RunCommand.self, root: Root.self))
        XCTAssertNil(CommandFailure.commandWords(for: Root.self, root: Root.self))
    }

    func testANestedCommandIsSaidByItsPath() {
        XCTAssertEqual(CommandFailure.commandWords(for: Middle.self, root: Root.self), "middle")
        XCTAssertEqual(CommandFailure.commandWords(for: Child.self, root: Root.self), "middle child")
    }

    func testACommandOutsideTheTreeHasNoWords() {
        XCTAssertNil(CommandFailure.commandWords(for: ExportCommand.self, root: Root.self))
    }
}
