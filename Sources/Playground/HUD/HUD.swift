import Foundation
import Platform
import ViewTree

/// The heads-up display: frame rate and a frame-time graph (update and draw stacked).
///
/// Its text changes at most twice a second, so labels are rasterised rarely and drawn from the
/// cache in between (nothing is rasterised per frame).
final class HUD {
    var isVisible = true
    private var fpsText = "— fps"
    private var lastRefresh = -Double.infinity
    private var columns = [CGPoint](repeating: .zero, count: 2)

    static let panelWidth: CGFloat = 260
    static let graphHeight: CGFloat = 60
    /// 16.7 ms (60 Hz) and 8.3 ms (120 Hz) budget lines are drawn at these heights.
    static let graphScaleMilliseconds = 20.0

    func draw(with renderer: Renderer, stats: FrameStats, size: CGSize, time: Double, lines: [String]) {
        guard isVisible else { return }
        if time - lastRefresh >= 0.5 || time < lastRefresh {
            lastRefresh = time
            let recent = (0..<min(stats.count, 60)).map { stats.recent($0) }
            let worst = recent.map { $0.update + $0.draw }.max() ?? 0
            fpsText = String(format: "%.0f fps · worst %.1f ms", stats.framesPerSecond, worst)
        }
        let x = size.width - Self.panelWidth - 12, y: CGFloat = 12
        let height = Self.graphHeight + 40 + CGFloat(lines.count) * 18
        renderer.fillRoundedRect(CGRect(x: x, y: y, width: Self.panelWidth, height: height), radius: 10,
                                 color: Color(white: 0.08, alpha: 0.78))
        renderer.drawText(fpsText, at: CGPoint(x: x + 12, y: y + 8), size: 13, color: .white)
        // Frame-time graph: one column per frame, newest on the right; update under draw.
        let graph = CGRect(x: x + 12, y: y + 30, width: Self.panelWidth - 24, height: Self.graphHeight)
        renderer.fillRoundedRect(graph, radius: 3, color: Color(white: 1, alpha: 0.06))
        let count = min(stats.count, Int(graph.width / 2))
        let scale = Double(graph.height) / Self.graphScaleMilliseconds
        for i in 0..<count {
            let (update, draw) = stats.recent(i)
            let cx = graph.maxX - CGFloat(i * 2) - 2
            let hu = CGFloat(min(update * scale, Double(graph.height)))
            let hd = CGFloat(min(draw * scale, Double(graph.height) - Double(hu)))
            if hu > 0 { renderer.fillRoundedRect(CGRect(x: cx, y: graph.maxY - hu, width: 2, height: hu), radius: 0, color: Color(hex: 0x30D158)) }
            if hd > 0 { renderer.fillRoundedRect(CGRect(x: cx, y: graph.maxY - hu - hd, width: 2, height: hd), radius: 0, color: Color(hex: 0x0A84FF)) }
        }
        for budget in [1000.0 / 60, 1000.0 / 120] {
            let ly = graph.maxY - CGFloat(budget * scale)
            renderer.strokeLine(from: CGPoint(x: graph.minX, y: ly), to: CGPoint(x: graph.maxX, y: ly), width: 1,
                                color: Color(white: 1, alpha: 0.35))
        }
        for (i, line) in lines.enumerated() {
            renderer.drawText(line, at: CGPoint(x: x + 12, y: graph.maxY + 8 + CGFloat(i) * 18), size: 12,
                              color: Color(white: 0.9))
        }
    }
}
