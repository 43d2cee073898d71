import FileSafety
import Foundation

/// Reads the text of Android's `getevent -lt` (or `-t`: numbers instead of labels) for a touch
/// screen speaking multi-touch protocol B, with the axis ranges `getevent -p` (or `-lp`) prints.
///
/// An event line is `[   SECONDS.MICROS] [/dev/input/eventN: ]TYPE CODE VALUE[ rate N]`, the
/// type and code as labels (`EV_ABS ABS_MT_POSITION_X`) or four hex digits, the value as eight
/// hex digits (a label for keys and tool types). A range line is `… CODE : value V, min A, max B,
/// fuzz F, flat L, resolution R` under `add device N: PATH`. Ranges may be in the capture itself
/// (`getevent -p; getevent -lt`) or in a file of their own. Other lines (device names, key lists,
/// input props) are skipped. The device read is the first whose events carry a tracking id.
public enum GeteventCapture {
    /// The axis ranges a `getevent -p` text lists, by device path ("" for ranges listed before
    /// any `add device` line), by code.
    public typealias DeviceRanges = [String: [Int: AxisRange]]

    /// The ranges in a `getevent -p` text; its event lines, if any, are skipped.
    public static func ranges(from bytes: [UInt8]) throws -> DeviceRanges {
        var reader = Reader(readsEvents: false)
        try TextLines.forEachLine(in: bytes) { number, line in try reader.read(line, number: number) }
        return reader.ranges
    }

    /// The touches of the capture's touch device in points (`size` as `DeviceAxes`), with its
    /// axis ranges from the capture or from `ranges` (which win where both list a device).
    public static func capture(from bytes: [UInt8], ranges extra: DeviceRanges = [:], size: CGSize?) throws -> TouchCapture {
        var reader = Reader(readsEvents: true)
        try TextLines.forEachLine(in: bytes) { number, line in try reader.read(line, number: number) }
        guard let device = reader.touchDevice, let decoder = reader.decoders[device] else {
            throw ImportError(line: nil, problem: .noTrackingID)
        }
        if let error = reader.errors[device] { throw error }
        let capture = try decoder.finish()
        let axes = try Self.axes(for: device, in: reader.ranges.merging(extra) { _, given in given }, size: size)
        return capture.mapped(axes.points)
    }

    private static func axes(for device: String, in ranges: DeviceRanges, size: CGSize?) throws -> DeviceAxes {
        let touchDevices = ranges.filter { $0.value[EvdevCode.mtPositionX] != nil && $0.value[EvdevCode.mtPositionY] != nil }
        let listed: [Int: AxisRange]
        if let own = touchDevices[device] {
            listed = own
        } else if device.isEmpty, touchDevices.count == 1, let only = touchDevices.first {
            listed = only.value
        } else {
            throw ImportError(line: nil, problem: .noAxisRanges(device: device, listed: touchDevices.keys.sorted()))
        }
        guard let x = listed[EvdevCode.mtPositionX], let y = listed[EvdevCode.mtPositionY] else {
            throw ImportError(line: nil, problem: .noPositionRanges(device: device))
        }
        return try DeviceAxes(x: x, y: y, size: size, from: .geteventDevice(device))
    }

    private struct Reader {
        let readsEvents: Bool
        var ranges: DeviceRanges = [:]
        /// The device whose ranges the next range lines give.
        var listing = ""
        var decoders: [String: EvdevTouchDecoder] = [:]
        /// The first malformed frame of each device: only the touch device's matters.
        var errors: [String: ImportError] = [:]
        var touchDevice: String?

        init(readsEvents: Bool) { self.readsEvents = readsEvents }

        mutating func read(_ line: String, number: Int) throws {
            let text = line.drop(while: { $0 == " " || $0 == "\t" })
            if text.hasPrefix("[") {
                guard readsEvents else { return }
                let (device, event) = try Self.event(text, number: number)
                if touchDevice == nil, event.type == EvdevCode.absType, event.code == EvdevCode.mtTrackingID { touchDevice = device }
                guard errors[device] == nil else { return }
                do {
                    try decoders[device, default: EvdevTouchDecoder()].feed(event)
                } catch let error as ImportError {
                    errors[device] = error
                }
            } else if text.hasPrefix("add device") {
                guard let colon = text.firstIndex(of: ":") else { return }
                listing = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else if let value = text.range(of: ": value ") {
                let (code, range) = try Self.range(code: text[..<value.lowerBound], fields: text[value.upperBound...], number: number)
                if let code { ranges[listing, default: [:]][code] = range }
            }
        }

        /// One `… CODE : value V, min A, max B, …` line: the code (nil for one that is not an
        /// absolute axis the importer knows by name) and its range.
        static func range(code codeText: Substring, fields: Substring, number: Int) throws -> (Int?, AxisRange) {
            var found: [String: Int] = [:]
            for field in ("value " + fields).split(separator: ",") {
                let words = field.split(separator: " ")
                guard words.count == 2, let n = Int(words[1]) else {
                    throw ImportError(line: number, problem: .badAxisLine)
                }
                found[String(words[0])] = n
            }
            guard let min = found["min"], let max = found["max"] else {
                throw ImportError(line: number, problem: .axisLineWithoutRange)
            }
            let token = codeText.split(separator: " ").last.map { $0.hasSuffix("*") ? $0.dropLast() : $0 } ?? ""
            let code = Int(token, radix: 16).flatMap { token.count == 4 ? $0 : nil } ?? EvdevLabels.absCodes[String(token)]
            return (code, AxisRange(minimum: min, maximum: max))
        }

        /// One event line: the device it names ("" for none) and the event.
        static func event(_ text: Substring, number: Int) throws -> (String, EvdevEvent) {
            func fail(_ fault: ImportProblem.EventLineFault) -> ImportError {
                ImportError(line: number, problem: .badEventLine(fault))
            }
            guard let close = text.firstIndex(of: "]") else { throw fail(.noClosingBracket) }
            let stamp = text[text.index(after: text.startIndex)..<close].trimmingCharacters(in: .whitespaces)
            let parts = stamp.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].count == 6, let seconds = Int64(parts[0]), seconds >= 0,
                  seconds < Int64.max / 1_000_000 - 1, let micros = Int64(parts[1]), micros >= 0 else {
                throw fail(.notATime(stamp))
            }
            var words = text[text.index(after: close)...].split(separator: " ").map(String.init)
            var device = ""
            if let first = words.first, first.hasSuffix(":") {
                device = String(first.dropLast())
                words.removeFirst()
            }
            if words.count == 5, words[3] == "rate", Int(words[4]) != nil { words.removeLast(2) }
            guard words.count == 3 else {
                throw fail(words.count < 3 ? .tooFewFields(words.count) : .tooManyFields(words.count))
            }
            guard let type = EvdevLabels.type(words[0]) else { throw fail(.unknownType(words[0])) }
            guard let code = EvdevLabels.code(words[1], type: type) else { throw fail(.unknownCode(words[1])) }
            let value: Int32
            if words[2].count == 8, let bits = UInt32(words[2], radix: 16) {
                value = Int32(bitPattern: bits)
            } else if EvdevLabels.isValueLabel(words[2]), type != EvdevCode.absType || code == EvdevLabels.mtToolType {
                value = 0  // a key's UP/DOWN or a tool type: nothing a touch's position needs
            } else {
                throw fail(.badValue(words[2]))
            }
            return (device, EvdevEvent(time: seconds * 1_000_000 + micros, type: type, code: code, value: value, line: number))
        }
    }
}

/// The names `getevent -l` prints for the event types and codes the importers read; any other
/// label stands for an event they skip (-1).
enum EvdevLabels {
    static let mtToolType = 0x37
    static let types: [String: Int] = ["EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5,
                                       "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17]
    static let synCodes: [String: Int] = ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3]
    static let absCodes: [String: Int] = ["ABS_MT_SLOT": EvdevCode.mtSlot, "ABS_MT_POSITION_X": EvdevCode.mtPositionX,
                                          "ABS_MT_POSITION_Y": EvdevCode.mtPositionY, "ABS_MT_TRACKING_ID": EvdevCode.mtTrackingID,
                                          "ABS_MT_TOOL_TYPE": mtToolType]

    /// A type: four hex digits, or a label (an unknown `EV_` label is an event skipped).
    static func type(_ word: String) -> Int? {
        if word.count == 4, let n = Int(word, radix: 16) { return n }
        if let known = types[word] { return known }
        return isLabel(word) ? -1 : nil
    }

    /// A code of `type`: four hex digits, or a label.
    static func code(_ word: String, type: Int) -> Int? {
        if word.count == 4, let n = Int(word, radix: 16) { return n }
        let table = type == EvdevCode.synType ? synCodes : type == EvdevCode.absType ? absCodes : [:]
        if let known = table[word] { return known }
        return isLabel(word) ? -1 : nil
    }

    /// getevent's value labels: a key's state, a contact's tool.
    static func isValueLabel(_ word: String) -> Bool {
        ["UP", "DOWN", "REPEAT"].contains(word) || word.hasPrefix("MT_TOOL_")
    }

    /// Capitals, digits and underscores, starting with a capital: what getevent's labels look like.
    private static func isLabel(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
