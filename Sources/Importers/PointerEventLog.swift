import FileSafety
import Foundation
import Input

/// Reads JSON Lines of browser `PointerEvent`s, one event per line, as a page can log them
/// (with `getCoalescedEvents()` for every sample the device gave):
///
///     {"type":"pointerdown","timeStamp":1520.125,"clientX":200.5,"clientY":610,"pointerType":"touch","pointerId":3}
///
/// `type` and `timeStamp` (milliseconds, DOMHighResTimeStamp) are required; `pointerdown`,
/// `pointermove`, `pointerup` and `pointercancel` also need `clientX` and `clientY` (CSS pixels,
/// taken as points). `pointerId` tells pointers apart (one pointer when absent); `pointerType`,
/// when present, must be a string; other fields and other event types (`pointerover`,
/// `gotpointercapture`, …) are skipped. Moves of a pointer that is not down (a hovering mouse) are
/// no touch. A line is refused, by number, when it is not one JSON object, lacks a field, goes
/// back in time, or puts down a pointer that is already down.
public enum PointerEventLog {
    /// The longest line read, in bytes: an event with every field a page might log is ~1 kB.
    public static let maximumLineLength = 65536

    public static func capture(from bytes: [UInt8]) throws -> TouchCapture {
        var capture = TouchCapture()
        var origin: Double?
        var latest: (time: Double, line: Int)?
        var down: [Int: Int] = [:]  // pointerId → index in the capture
        try TextLines.forEachLine(in: bytes) { number, line in
            func fail(_ problem: ImportProblem) -> ImportError { ImportError(line: number, problem: problem) }
            guard line.contains(where: { $0 != " " && $0 != "\t" }) else { return }
            guard line.utf8.count <= maximumLineLength else {
                throw fail(.lineTooLong(line.utf8.count))
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(line)
            } catch let error as JSONError {
                throw fail(.json(error))
            }
            guard case .object(let event) = value else { throw fail(.notAnObject(found: value.kindPhrase)) }
            func numeric(_ key: String) throws -> Double {
                guard let field = event[key] else { throw fail(.missing(key)) }
                guard case .number(let n) = field, n.isFinite else { throw fail(.notANumber(key, found: field.kindPhrase)) }
                return n
            }
            guard case .string(let type)? = event["type"] else { throw fail(.missingType) }
            let stamp = try numeric("timeStamp")
            if let latest, stamp < latest.time {
                throw fail(.timeStampWentBackwards(stamp, previousLine: latest.line, previous: latest.time))
            }
            latest = (stamp, number)
            if let kind = event["pointerType"] {
                guard case .string = kind else { throw fail(.pointerTypeNotAString(found: kind.kindPhrase)) }
            }
            let start = origin ?? stamp
            origin = start
            // Milliseconds to seconds from the first event, kept to the microsecond.
            let time = ((stamp - start) * 1000).rounded() / 1_000_000

            guard ["pointerdown", "pointermove", "pointerup", "pointercancel"].contains(type) else { return }
            let point = CGPoint(x: try numeric("clientX"), y: try numeric("clientY"))
            var id = 1
            if event["pointerId"] != nil {
                let n = try numeric("pointerId")
                guard let whole = Int(exactly: n) else { throw fail(.pointerIdNotWhole(n)) }
                id = whole
            }
            switch type {
            case "pointerdown":
                if down[id] != nil { throw fail(.pointerAlreadyDown(id)) }
                down[id] = capture.begin(id: id, at: time, point: point)
            case "pointermove":
                if let index = down[id] { capture.move(index, at: time, to: point) }
            default:
                guard let index = down.removeValue(forKey: id) else { return }
                capture.end(index, type == "pointerup" ? .lifted(at: time) : .cancelled(at: time))
            }
        }
        return capture
    }
}
