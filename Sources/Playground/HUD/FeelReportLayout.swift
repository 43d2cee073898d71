import Foundation
import ViewTree

/// Where the feel report goes and how its words break (issue 51): in the first free place beside
/// the HUD's panel that covers none of the scene's words, and in lines that fit the window
/// (broken between its " · " parts, never inside one). Pure: sizes in points, no painter.
struct FeelReportLayout: Equatable {
    /// The report's lines as drawn, each with whether it belongs to the first (brighter) line.
    var rows: [(text: String, first: Bool)]
    /// The box in window points.
    var box: CGRect

    static func == (a: FeelReportLayout, b: FeelReportLayout) -> Bool {
        a.box == b.box && a.rows.map(\.text) == b.rows.map(\.text) && a.rows.map(\.first) == b.rows.map(\.first)
    }

    static let padding: CGFloat = 10
    static let rowHeight: CGFloat = 15
    static let margin: CGFloat = 8

    /// `lines` broken to fit `width` points of text: a line too wide is cut between its " · "
    /// parts, each part kept whole (one part wider than `width` stays on its own row).
    static func rows(_ lines: [String], width: CGFloat, measure: (String) -> CGFloat) -> [(text: String, first: Bool)] {
        var rows: [(String, Bool)] = []
        for (n, line) in lines.enumerated() {
            guard measure(line) > width else { rows.append((line, n == 0)); continue }
            var row = ""
            for part in line.components(separatedBy: " · ") {
                let joined = row.isEmpty ? part : row + " · " + part
                if row.isEmpty || measure(joined) <= width {
                    row = joined
                } else {
                    rows.append((row, n == 0))
                    row = part
                }
            }
            if !row.isEmpty { rows.append((row, n == 0)) }
        }
        return rows
    }

    /// The first of the places beside `panel` (under it, left of it, the window's lower corners,
    /// its top left, above it) where a box of `boxSize` lies in the window, off the panel and off
    /// every rectangle of `words`; where none is free, the one covering the least of them.
    static func place(_ boxSize: CGSize, window: CGSize, panel: CGRect, avoiding words: [CGRect]) -> CGRect {
        let w = boxSize.width, h = boxSize.height, m = margin
        let origins = [
            CGPoint(x: panel.maxX - w, y: panel.maxY + 6),
            CGPoint(x: panel.minX - m - w, y: panel.minY),
            CGPoint(x: window.width - m - w, y: window.height - m - h),
            CGPoint(x: m, y: window.height - m - h),
            CGPoint(x: m, y: m),
            CGPoint(x: panel.maxX - w, y: panel.minY - 6 - h),
        ]
        var best: (box: CGRect, covered: CGFloat)?
        for origin in origins {
            let box = CGRect(x: min(max(origin.x, 0), max(window.width - w, 0)),
                             y: min(max(origin.y, 0), max(window.height - h, 0)), width: w, height: h)
            guard !box.intersects(panel) else { continue }
            let covered = words.reduce(CGFloat(0)) { sum, r in
                let i = box.intersection(r)
                return i.isNull ? sum : sum + i.width * i.height
            }
            if covered == 0 { return box }
            if best == nil || covered < best?.covered ?? .infinity { best = (box, covered) }
        }
        return best?.box ?? CGRect(x: panel.maxX - w, y: panel.maxY + 6, width: w, height: h)
    }

    /// Where every visible label of the tree under `root` draws its words as the layout puts it
    /// (model values, so a report placed mid-flight stays put while the views move to their
    /// rest), in `root`'s points: the text's width by `measure`, placed in its view as the painter
    /// places it (across by its alignment, centred down).
    static func words(in root: View, measure: (TextLabel) -> CGFloat) -> [CGRect] {
        var rects: [CGRect] = []
        func walk(_ view: View, origin: CGPoint) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let frame = view === root ? CGRect(origin: .zero, size: view.frame.size)
                                      : view.transformedFrame.offsetBy(dx: origin.x, dy: origin.y)
            if let label = view.label, !label.string.isEmpty {
                let w = min(measure(label), frame.width), h = label.size * 1.3
                let x: CGFloat
                switch label.alignment {
                case .left: x = frame.minX
                case .center: x = frame.midX - w / 2
                case .right: x = frame.maxX - w
                }
                rects.append(CGRect(x: x, y: frame.midY - h / 2, width: w, height: h))
            }
            let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
            for sub in view.subviews { walk(sub, origin: inner) }
        }
        walk(root, origin: .zero)
        return rects
    }
}
