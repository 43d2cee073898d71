import FileSafety
import Input

/// What is wrong with a capture, as a case with its facts; `description` says it in words
/// (the only place the importers' refusals are worded).
public enum ImportProblem: Equatable, CustomStringConvertible {
    // Any format.
    /// Not text: UTF-16, binary or invalid UTF-8 (the byte within the line is in the error).
    case notText(TextError)
    /// The capture has no finger on the screen at all.
    case noTouch
    /// The recording the capture makes is one the recording's own reader refuses.
    case wouldNotReplay(InputRecordError)
    /// An axis range whose maximum is below its minimum (`axis` is "x" or "y").
    case axisBelowMinimum(AxisSource, axis: String, maximum: Int, minimum: Int)

    // Browser PointerEvents (`PointerEventLog`).
    /// Longer than `PointerEventLog.maximumLineLength` bytes.
    case lineTooLong(Int)
    /// Not one JSON value (a line cut short, most likely).
    case json(JSONError)
    /// A JSON value that is not an object; `found` is its kind.
    case notAnObject(found: String)
    case missing(String)
    case missingType
    case notANumber(String, found: String)
    case pointerTypeNotAString(found: String)
    case pointerIdNotWhole(Double)
    /// A `timeStamp` (milliseconds) before the one on `previousLine`.
    case timeStampWentBackwards(Double, previousLine: Int, previous: Double)
    /// A `pointerdown` of a pointer that is already down.
    case pointerAlreadyDown(Int)

    // libinput record (`LibinputRecording`).
    case tabInIndentation
    case unsupportedVersion(String)
    case badAbsinfoEntry
    case badEvdevEvent(EvdevItemFault)
    case frameWithoutEvents
    /// The frame that starts on `frameLine` does not end with a `SYN_REPORT`.
    case frameWithoutReport(frameLine: Int)
    case noMultiTouchDevice

    // getevent (`GeteventCapture`).
    case noTrackingID
    /// No ranges for `device`'s position axes ("" for a capture whose lines name no device);
    /// `listed` are the devices (by path, "" for unnamed) that have them.
    case noAxisRanges(device: String, listed: [String])
    case noPositionRanges(device: String)
    case badAxisLine
    case axisLineWithoutRange
    case badEventLine(EventLineFault)

    // The multi-touch protocol (`EvdevTouchDecoder`); times in seconds.
    case timeWentBackwards(Double, previousLine: Int, previous: Double)
    /// An event at `time` while the frame from `frameLine` (at `frameTime`) has no `SYN_REPORT` yet.
    case synReportMissing(frameLine: Int, frameTime: Double, time: Double)
    case synDropped
    case protocolA
    case notASlot(Int32)
    case endsInsideFrame(frameLine: Int)
    case trackingIDReused(Int32, slot: Int)
    case trackingIDHeld(Int32, slot: Int, holder: Int)
    case touchDownWithoutPosition(trackingID: Int32, slot: Int)

    /// Where axis ranges came from, to name them.
    public enum AxisSource: Equatable, Sendable {
        /// A libinput record's device (its number in the file, from 1).
        case libinputDevice(Int)
        /// `getevent -p`'s listing of a device ("" when the capture names none).
        case geteventDevice(String)
    }

    /// Why a libinput record line is not `- [sec, usec, type, code, value]`.
    public enum EvdevItemFault: Equatable, Sendable {
        case notAnItem
        case notNumbers
        case count(Int)
        case notATime(seconds: Int, microseconds: Int)
        case outOfRange
        case tooFar(seconds: Int)
    }

    /// Why a getevent line is not `[SECONDS.MICROSECONDS] TYPE CODE VALUE`.
    public enum EventLineFault: Equatable, Sendable {
        case noClosingBracket
        case notATime(String)
        case tooFewFields(Int)
        case tooManyFields(Int)
        case unknownType(String)
        case unknownCode(String)
        case badValue(String)
    }

    public var description: String {
        switch self {
        case .notText(let error): return "byte \(error.byte): \(error.reason)"
        case .noTouch: return "no touch in the capture"
        case .wouldNotReplay(let error): return "the recording made would not replay: its \(error)"
        case let .axisBelowMinimum(source, axis, maximum, minimum):
            return "\(source.phrase): the \(axis) axis's maximum \(maximum) is below its minimum \(minimum)"

        case .lineTooLong(let length):
            return "the line is \(length) bytes long, more than \(PointerEventLog.maximumLineLength) (one event is one short JSON object)"
        case .json(let error): return "\(error.description) (cut short?)"
        case .notAnObject(let found): return "expected a JSON object (one PointerEvent), found \(found)"
        case .missing(let key): return "missing \"\(key)\""
        case .missingType: return "missing \"type\" (a string such as \"pointermove\")"
        case let .notANumber(key, found): return "\"\(key)\" must be a number, found \(found)"
        case .pointerTypeNotAString(let found): return "\"pointerType\" must be a string such as \"touch\", found \(found)"
        case .pointerIdNotWhole(let n): return "\"pointerId\" must be a whole number, found \(n)"
        case let .timeStampWentBackwards(stamp, line, previous):
            return "timeStamp \(stamp) ms is earlier than line \(line)'s \(previous) ms (time must not go backwards)"
        case .pointerAlreadyDown(let id): return "pointer \(id) goes down while it is already down (its pointerup is missing)"

        case .tabInIndentation: return "a tab in the indentation (YAML indents with spaces)"
        case .unsupportedVersion(let version): return "libinput record file format version \(version); this reads version 1"
        case .badAbsinfoEntry:
            return "an absinfo entry must be CODE: [min, max, fuzz, flat, resolution]; this line is not (cut short?)"
        case .badEvdevEvent(let fault): return "an evdev event must be - [sec, usec, type, code, value]; \(fault.phrase)"
        case .frameWithoutEvents: return "an evdev frame with no events"
        case .frameWithoutReport(let line):
            return "the evdev frame from line \(line) ends without its SYN_REPORT (the last item of a frame is always one)"
        case .noMultiTouchDevice:
            return "no device in the file has multi-touch position axes (absinfo 53 and 54, ABS_MT_POSITION_X/Y) before its events; is it a libinput record of a touch screen or touchpad?"

        case .noTrackingID:
            return "no touch in the capture (no ABS_MT_TRACKING_ID event); is it getevent -lt of a multi-touch screen?"
        case let .noAxisRanges(device, listed):
            let name = device.isEmpty ? "the capture's device" : device
            let known = listed.map { $0.isEmpty ? "(unnamed)" : $0 }
            return "no axis ranges for \(name)'s ABS_MT_POSITION_X and _Y"
                + (known.isEmpty ? "; give getevent -p's output with the capture or in a file of its own"
                                 : " among those listed (\(known.joined(separator: ", "))); capture with getevent -lt and no device so each line names its device")
        case .noPositionRanges(let device): return "no axis ranges for \(device)"
        case .badAxisLine:
            return "an axis line must end \": value V, min A, max B, fuzz F, flat L, resolution R\"; this one is cut short or garbled"
        case .axisLineWithoutRange: return "an axis line without its min and max (cut short?)"
        case .badEventLine(let fault): return "an event line must be [SECONDS.MICROSECONDS] TYPE CODE VALUE; \(fault.phrase)"

        case let .timeWentBackwards(time, line, previous):
            return "time \(time) s is earlier than line \(line)'s \(previous) s (time must not go backwards)"
        case let .synReportMissing(line, frameTime, time):
            return "a SYN_REPORT is missing before this line: the frame from line \(line) is at \(frameTime) s, this event at \(time) s (the kernel stamps a whole frame alike)"
        case .synDropped:
            return "SYN_DROPPED: the device dropped events here, so the capture does not say where the fingers were; capture again"
        case .protocolA:
            return "SYN_MT_REPORT: this device speaks multi-touch protocol A; only protocol B (slots and tracking ids) is read"
        case .notASlot(let value): return "ABS_MT_SLOT \(value) is not a slot (0 to \(EvdevTouchDecoder.slotLimit - 1))"
        case .endsInsideFrame(let line): return "the capture ends without the SYN_REPORT that ends the frame from line \(line)"
        case let .trackingIDReused(id, slot): return "tracking id \(id) is given again to slot \(slot), whose contact already holds it"
        case let .trackingIDHeld(id, slot, holder):
            return "tracking id \(id) is given to slot \(slot) while the contact in slot \(holder) still holds it (a contact lifts, id -1, before its id is used again)"
        case let .touchDownWithoutPosition(id, slot):
            return "the contact with tracking id \(id) touches down with no position (no ABS_MT_POSITION_X and _Y for slot \(slot) yet)"
        }
    }
}

extension ImportProblem.AxisSource {
    var phrase: String {
        switch self {
        case .libinputDevice(let number): return "device \(number)'s absinfo"
        case .geteventDevice(let device): return "getevent -p for \(device.isEmpty ? "the device" : device)"
        }
    }
}

extension ImportProblem.EvdevItemFault {
    var phrase: String {
        switch self {
        case .notAnItem: return "this line is not one"
        case .notNumbers: return "this line is cut short or not numbers"
        case .count(let n): return "this line has \(n) numbers"
        case let .notATime(seconds, micros): return "\(seconds) s \(micros) µs is not a time"
        case .outOfRange: return "type, code or value is out of range"
        case .tooFar(let seconds): return "\(seconds) s is too far"
        }
    }
}

extension ImportProblem.EventLineFault {
    var phrase: String {
        switch self {
        case .noClosingBracket: return "this one is cut short (no ])"
        case .notATime(let stamp): return "\"\(stamp)\" is not a time in seconds with six decimals"
        case .tooFewFields(let n): return "this one is cut short (\(n) of its 3 fields)"
        case .tooManyFields(let n): return "this one has \(n) fields"
        case .unknownType(let word): return "\"\(word)\" is not an event type"
        case .unknownCode(let word): return "\"\(word)\" is not an event code"
        case .badValue(let word): return "the value \"\(word)\" is not eight hex digits (cut short?)"
        }
    }
}
