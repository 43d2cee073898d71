import Foundation
import XCTest
@testable import Platform
import ViewTree

final class FontFallbackTests: XCTestCase {
    override func tearDown() {
        unsetenv("FLUID_FONT")
    }

    func testNoUsableFontWarnsWithPathsAndPackageAndStillDraws() throws {
        setenv("FLUID_FONT", "/nonexistent/NoSuchFont.ttf", 1)
        let renderer = Renderer(canvas: try Canvas(width: 100, height: 50))
        renderer.warnings.printsToStandardError = false
        XCTAssertFalse(renderer.canDrawText)
        // The one path looked at, with its reason; the rendering names the package to install.
        let warning = try XCTUnwrap(renderer.warnings.all.first)
        guard case .noUsableFont(let tried) = warning else { return XCTFail("\(warning)") }
        XCTAssertEqual(tried.map(\.place), ["/nonexistent/NoSuchFont.ttf"])
        XCTAssertEqual(warning.description, "no usable font: looked at /nonexistent/NoSuchFont.ttf (\(tried[0].reason ?? "")); "
                       + "install fonts-dejavu-core; labels are not drawn")
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        root.label = TextLabel("skipped", size: 14, color: .black)
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        XCTAssertEqual(renderer.canvas.pixel(x: 50, y: 25).r, 255, "the view is drawn, its label skipped")
    }
}
