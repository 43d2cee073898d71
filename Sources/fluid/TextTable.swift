import Foundation

/// Rows of cells printed as aligned columns (`fluid sweep`, `fluid check`): the columns in
/// `leftColumns` aligned left (names, notes), the rest right (numbers).
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    var leftColumns: Set<Int> = []

    /// The table's lines, header first; columns two spaces apart, no trailing blanks.
    var lines: [String] {
        let all = [header] + rows
        let count = all.map(\.count).max() ?? 0
        let widths = (0..<count).map { c in all.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return all.map { row in
            let cells = row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: max(0, widths[c] - cell.count))
                return leftColumns.contains(c) ? cell + pad : pad + cell
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
