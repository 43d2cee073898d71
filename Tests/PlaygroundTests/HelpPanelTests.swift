import Foundation
import Gestures
import Painting
import Platform
import XCTest
@testable import Playground

/// `?`: the help is an opaque panel as large as its text, so no word runs out of it and the
/// scene does not show through, at every window size down to 800×600.
final class HelpPanelTests: XCTestCase {
    private func helpPanel(at size: CGSize, painter: Painter) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.resize(to: size)
        app.handle(.key(name: "?", timestamp: 0))
        XCTAssertTrue(app.hud.showsHelp)
        app.draw(with: painter, stats: FrameStats())
        return app
    }

    func testEveryWordOfTheHelpIsInsideItsOpaquePanel() throws {
        for size in [CGSize(width: 1280, height: 800), CGSize(width: 1024, height: 700), CGSize(width: 800, height: 600)] {
            let painter = RecordingPainter()
            _ = try helpPanel(at: size, painter: painter)
            let panel = try XCTUnwrap(painter.fills.first { $0.color == HUD.helpPanel }, "\(size)")
            XCTAssertEqual(panel.color.alpha, 1, "opaque")
            XCTAssertTrue(CGRect(origin: .zero, size: size).contains(panel.rect), "\(size): the panel is in the window")
            let help = painter.texts.filter { panel.rect.contains($0.origin) }
            XCTAssertEqual(help.count, PlaygroundApp.keyHelp.count * 2 + 1, "\(size): the title and every row")
            for text in help {
                let span = painter.span(of: text)
                XCTAssertLessThanOrEqual(span.upperBound, panel.rect.maxX - 8, "\(size): \"\(text.string)\" runs out of the panel")
                XCTAssertLessThanOrEqual(text.origin.y + text.size * 1.3, panel.rect.maxY, "\(size): \"\(text.string)\"")
            }
        }
    }

    func testTheHelpFitsItsRealTextAt800By600() throws {
        // The real font's widths: each description ends inside the panel, with its margin.
        let size = CGSize(width: 800, height: 600)
        let renderer = try Renderer(points: size)
        let recorder = RecordingPainter()
        let app = try helpPanel(at: size, painter: recorder)
        let layout = HelpLayout(rows: PlaygroundApp.keyHelp, size: size) { renderer.textWidth($0, size: $1, color: .white) }
        XCTAssertEqual(layout.scale, 1, "800×600 has room for the help at its own size")
        for row in PlaygroundApp.keyHelp {
            let end = layout.box.minX + HelpLayout.margin + layout.labelColumn + renderer.textWidth(row.1, size: 13, color: .white)
            XCTAssertLessThanOrEqual(end, layout.box.maxX - HelpLayout.margin + 0.5, row.1)
        }
        XCTAssertTrue(CGRect(origin: .zero, size: size).contains(layout.box))
        _ = app
    }
}
