import FileSafety
import Foundation

/// Reads the YAML that `libinput record` writes (libinput-record(1), "FILE FORMAT"; version 1)
/// for a touch screen or a touchpad.
///
/// Only what a touch needs is read, line by line, by indentation: each device's `absinfo`
/// (`CODE: [min, max, fuzz, flat, resolution]`) and its `events`, a list of `- evdev:` frames
/// whose items are `- [sec, usec, type, code, value]` and end with the frame's `SYN_REPORT`.
/// Other keys and other event kinds (`- hid:`, `- libinput:`) are skipped, as the format asks of
/// a reader. The first device with multi-touch position axes (`ABS_MT_POSITION_X/Y`) is the one
/// read; its axis ranges map its units to points (`DeviceAxes`).
public enum LibinputRecording {
    /// The touches of the file's first multi-touch device, in points (`size` as `DeviceAxes`).
    public static func capture(from bytes: [UInt8], size: CGSize?) throws -> TouchCapture {
        var reader = Reader()
        try TextLines.forEachLine(in: bytes) { number, line in try reader.read(line, number: number) }
        return try reader.finish(size: size)
    }

    private struct Reader {
        /// Where the reader is in the outline; each section remembers the indentation it started at.
        enum Section {
            case device
            case absinfo(indent: Int)
            case events(indent: Int)
            /// A `- evdev:` frame: its dash's column and line, its last event's line and whether
            /// that event was a `SYN_REPORT`.
            case frame(dash: Int, line: Int, last: (line: Int, isReport: Bool)?, events: Int)
            /// Another kind of event item, skipped.
            case otherItem(dash: Int, events: Int)
        }

        var section = Section.device
        /// The current device's absinfo, by code.
        var absinfo: [Int: AxisRange] = [:]
        var devices = 0
        /// The device read (its number from 1) and its axes, once chosen.
        var chosen: (device: Int, x: AxisRange, y: AxisRange)?
        var decoder = EvdevTouchDecoder()

        mutating func read(_ line: String, number: Int) throws {
            let indent = line.prefix(while: { $0 == " " }).count
            var content = line.dropFirst(indent)
            while content.last == " " { content = content.dropLast() }
            if content.isEmpty || content.hasPrefix("#") { return }
            if content.hasPrefix("\t") {
                throw ImportError(line: number, problem: .tabInIndentation)
            }
            try place(indent: indent, content: content, number: number)
        }

        /// Handles one line in the current section, leaving sections the line is outside of first.
        mutating func place(indent: Int, content: Substring, number: Int) throws {
            switch section {
            case .device:
                if indent == 0, content.hasPrefix("version:") {
                    let version = content.dropFirst("version:".count).trimmingCharacters(in: .whitespaces)
                    guard version == "1" else {
                        throw ImportError(line: number, problem: .unsupportedVersion(version))
                    }
                } else if content.hasPrefix("- node:") {
                    devices += 1
                    absinfo = [:]
                } else if content == "absinfo:" {
                    section = .absinfo(indent: indent)
                } else if content == "events:" {
                    section = .events(indent: indent)
                    if chosen == nil, let x = absinfo[EvdevCode.mtPositionX], let y = absinfo[EvdevCode.mtPositionY] {
                        chosen = (devices, x, y)
                    }
                }
            case .absinfo(let start):
                guard indent > start else {
                    section = .device
                    return try place(indent: indent, content: content, number: number)
                }
                let (code, numbers) = try Self.absinfoEntry(content, number: number)
                absinfo[code] = AxisRange(minimum: numbers[0], maximum: numbers[1])
            case .events(let start):
                guard indent > start || (indent == start && content.hasPrefix("- ")) else {
                    section = .device
                    return try place(indent: indent, content: content, number: number)
                }
                guard content.hasPrefix("- ") else { return }
                section = content == "- evdev:"
                    ? .frame(dash: indent, line: number, last: nil, events: start)
                    : .otherItem(dash: indent, events: start)
            case .frame(let dash, let line, let last, let events):
                guard indent > dash else {
                    try endFrame(line: line, last: last)
                    section = .events(indent: events)
                    return try place(indent: indent, content: content, number: number)
                }
                let event = try Self.event(content, number: number)
                if chosen?.device == devices { try decoder.feed(event) }
                let isReport = event.type == EvdevCode.synType && event.code == EvdevCode.synReport
                section = .frame(dash: dash, line: line, last: (number, isReport), events: events)
            case .otherItem(let dash, let events):
                guard indent > dash else {
                    section = .events(indent: events)
                    return try place(indent: indent, content: content, number: number)
                }
            }
        }

        func endFrame(line: Int, last: (line: Int, isReport: Bool)?) throws {
            guard let last else { throw ImportError(line: line, problem: .frameWithoutEvents) }
            guard last.isReport else {
                throw ImportError(line: last.line, problem: .frameWithoutReport(frameLine: line))
            }
        }

        mutating func finish(size: CGSize?) throws -> TouchCapture {
            if case .frame(_, let line, let last, _) = section { try endFrame(line: line, last: last) }
            guard let chosen else {
                throw ImportError(line: nil, problem: .noMultiTouchDevice)
            }
            let axes = try DeviceAxes(x: chosen.x, y: chosen.y, size: size, from: .libinputDevice(chosen.device))
            return try decoder.finish().mapped(axes.points)
        }

        /// `CODE: [min, max, fuzz, flat, resolution]`.
        static func absinfoEntry(_ content: Substring, number: Int) throws -> (Int, [Int]) {
            let parts = content.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let code = Int(parts[0].trimmingCharacters(in: .whitespaces)),
                  let numbers = integers(inBrackets: parts[1]), numbers.count == 5 else {
                throw ImportError(line: number, problem: .badAbsinfoEntry)
            }
            return (code, numbers)
        }

        /// `- [sec, usec, type, code, value]`, then an optional `# comment`.
        static func event(_ content: Substring, number: Int) throws -> EvdevEvent {
            func fail(_ fault: ImportProblem.EvdevItemFault) -> ImportError {
                ImportError(line: number, problem: .badEvdevEvent(fault))
            }
            guard content.hasPrefix("- ") else { throw fail(.notAnItem) }
            guard let n = integers(inBrackets: content.dropFirst(2)) else { throw fail(.notNumbers) }
            guard n.count == 5 else { throw fail(.count(n.count)) }
            guard n[0] >= 0, (0..<1_000_000).contains(n[1]) else { throw fail(.notATime(seconds: n[0], microseconds: n[1])) }
            guard (0...0xffff).contains(n[2]), (0...0xffff).contains(n[3]), let value = Int32(exactly: n[4]) else {
                throw fail(.outOfRange)
            }
            guard n[0] < Int(Int64.max / 1_000_000) - 1 else { throw fail(.tooFar(seconds: n[0])) }
            return EvdevEvent(time: Int64(n[0]) * 1_000_000 + Int64(n[1]), type: n[2], code: n[3], value: value, line: number)
        }

        /// The integers of `[a, b, …]`, which may be followed by a `# comment`; nil unless the
        /// text is exactly that.
        static func integers(inBrackets text: Substring) -> [Int]? {
            let trimmed = text.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return nil }
            let rest = trimmed[trimmed.index(after: close)...].drop(while: { $0 == " " })
            guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
            let inner = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            var numbers: [Int] = []
            for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
                guard let n = Int(part.trimmingCharacters(in: .whitespaces)) else { return nil }
                numbers.append(n)
            }
            return numbers
        }
    }
}
