import XCTest
@testable import FluidPlayground

/// A failed build's first error, as the window and standard error show it.
final class CompilerOutputTests: XCTestCase {
    func testTheFirstErrorIsKeptWithTheFileNameAndPlaceAfterWarnings() {
        let output = """
        Building for debugging...
        /tmp/p/Sources/App/Other.swift:3:9: warning: initialization of immutable value 'x' was never used
        /tmp/p/Sources/App/MyCardScene.swift:104:14: error: expected initial value after '='
        102 |     }
        /tmp/p/Sources/App/MyCardScene.swift:110:1: error: extraneous '}' at top level
        """
        XCTAssertEqual(CompilerOutput.firstError(in: output), "MyCardScene.swift:104:14: error: expected initial value after '='")
    }

    func testAnErrorWithoutAPlaceIsSaidAsItIs() {
        XCTAssertEqual(CompilerOutput.firstError(in: "Compiling\nerror: link command failed with exit code 1\n"),
                       "error: link command failed with exit code 1")
    }

    func testOutputWithoutAnErrorHasNone() {
        XCTAssertNil(CompilerOutput.firstError(in: "Building for debugging...\nwarning: x\nBuild complete!"))
    }
}
