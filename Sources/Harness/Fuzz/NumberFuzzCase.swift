import Foundation
import ScriptedInput

/// The numbers of `fluid fuzz-replay`'s cases for the readers of numbers a user writes (issue 49):
/// a pair of `fluid sweep` ranges, a `fluid check` file and a capture in each `fluid import`
/// format, their numbers drawn from the edges of what a number can be (0, −0, the smallest
/// subnormal, 1e308, 1e999, NaN and infinity spelled out, 2⁵³ + 1, 2³¹, 2⁶⁴ − 1, …) and from
/// anywhere. A pure function of its seed, as a replay case is, and checked by
/// `ParserInvariants`.
public struct NumberFuzzCase {
    public let seed: UInt64
    /// `--damping` and `--response`, a newline between them.
    public let sweep: [UInt8]
    public let check: [UInt8]
    /// One capture per format: its first byte picks the format (see `ParserInvariants.importing`).
    public let captures: [[UInt8]]

    static let edges = ["0", "-0", "1", "-1", "0.5", "1e-9", "5e-324", "2.2250738585072014e-308", "1e-320", "1e308",
                        "-1e308", "1.7976931348623157e308", "1e999", "-1e999", "nan", "NaN", "inf", "-inf", "Infinity",
                        "9007199254740993", "2147483647", "-2147483648", "4294967295", "18446744073709551615",
                        "99999999999.999999", "1e15", "0.1", "12345.678", "00001", "1.", ".5", "0x10", "1e", ""]

    public init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed ^ 0x6E75_6D62_6572_7321)   // "numbers!": apart from the replay's stream
        func number() -> String {
            if rng.next() % 3 == 0 {
                // Anywhere: a random double, sometimes huge, sometimes tiny.
                let magnitude = Double(Int(rng.next() % 640) - 320)
                let value = (Double(rng.next() % 1_000_000) / 1_000_000) * pow(10, magnitude)
                return rng.next() % 2 == 0 ? "\(value)" : "-\(value)"
            }
            return Self.edges[Int(rng.next() % UInt64(Self.edges.count))]
        }
        // Mostly a number the reader takes, sometimes one from the edges: a file whose every
        // number is odd is refused at its first, and the readers past it would go untried.
        func number(or plausible: String) -> String { rng.next() % 10 == 0 ? number() : plausible }
        sweep = Array("\(number()):\(number()):\(number())\n\(number()):\(number()):\(number())".utf8)
        let limits = ["finger_speed_pt_s", "first_frame_speed_pt_s", "jump_pt", "overshoot_pt", "settle_time_s", "projected_pt", "rest_pt"]
            .map { "\"\($0)\": {\"min\": \(number()), \"max\": \(number())}" }.joined(separator: ", ")
        check = Array("{\"scene\": \"drawer\", \"tuning\": \"\", \"size\": \"\(number())x\(number())\", \"releases\": [{\(limits)}]}\n".utf8)
        var captures: [[UInt8]] = []
        // pointer: a press, moves and a release with numbers from the edges.
        var pointer = ""
        for (k, type) in ["pointerdown", "pointermove", "pointermove", "pointerup"].enumerated() {
            pointer += "{\"type\":\"\(type)\",\"timeStamp\":\(number(or: "\(1000 + 8 * k)")),\"clientX\":\(number(or: "\(100 + 10 * k)")),"
                + "\"clientY\":\(number(or: "200.5")),\"pointerType\":\"touch\",\"pointerId\":\(number(or: "1"))}\n"
        }
        captures.append([UInt8(2 | (rng.next() % 2 == 0 ? 0x80 : 0))] + Array(pointer.utf8))
        // getevent: one device's ranges, then a touch whose times and values come from the edges.
        var getevent = "add device 1: /dev/input/event2\n  name:     \"edge\"\n  events:\n"
        getevent += "    ABS (0003): ABS_MT_POSITION_X     : value 0, min \(number(or: "0")), max \(number(or: "1079")), fuzz 0, flat 0, resolution 0\n"
        getevent += "                ABS_MT_POSITION_Y     : value 0, min \(number(or: "0")), max \(number(or: "2339")), fuzz 0, flat 0, resolution 0\n"
        let hex = String(rng.next() % 0x1_0000_0000, radix: 16)
        var frame = 0   // events of one frame share its time, its SYN_REPORT last
        for (code, value) in [("ABS_MT_TRACKING_ID", "00000001"), ("ABS_MT_POSITION_X", hex), ("ABS_MT_POSITION_Y", "00000100"),
                              ("SYN_REPORT", "00000000"), ("ABS_MT_POSITION_Y", "00000180"), ("SYN_REPORT", "00000000"),
                              ("ABS_MT_TRACKING_ID", "ffffffff"), ("SYN_REPORT", "00000000")] {
            let type = code == "SYN_REPORT" ? "EV_SYN" : "EV_ABS"
            getevent += "[\(number(or: String(format: "%12.6f", 5123.0 + 0.008 * Double(frame))))] /dev/input/event2: \(type)       \(code)   \(value)\n"
            if code == "SYN_REPORT" { frame += 1 }
        }
        captures.append([UInt8(1 | (rng.next() % 2 == 0 ? 0x80 : 0))] + Array(getevent.utf8))
        // libinput: a touch device with edge ranges and events at edge times.
        var libinput = "version: 1\nndevices: 1\ndevices:\n- node: /dev/input/event5\n  evdev:\n    name: \"edge\"\n"
        libinput += "    codes:\n      0: [0]\n      3: [53, 54, 57]\n    absinfo:\n"
        libinput += "      53: [\(number(or: "0")), \(number(or: "4095")), 0, 0, 0]\n      54: [\(number(or: "0")), \(number(or: "4095")), 0, 0, 0]\n"
        libinput += "      57: [0, 65535, 0, 0, 0]\n    properties: [1]\n  udev:\n    properties:\n"
        libinput += "    - ID_INPUT=1\n    - ID_INPUT_TOUCHSCREEN=1\n  events:\n  - evdev:\n"
        frame = 0
        for (code, value) in [("57", "1"), ("53", number(or: "2000")), ("54", number(or: "1000")), ("0", "0"),
                              ("54", number(or: "1500")), ("0", "0"), ("57", "-1"), ("0", "0")] {
            let type = code == "0" ? "0" : "3"
            libinput += "    - [\(number(or: "0")), \(number(or: "\(8000 * frame)")), \(type), \(code), \(value)]\n"
            if code == "0" { frame += 1 }
        }
        captures.append([UInt8(0 | (rng.next() % 2 == 0 ? 0x80 : 0))] + Array(libinput.utf8))
        self.captures = captures
    }

    /// Every reader run on this case's numbers: the invariants that broke (none when all held).
    public func run() -> [String] {
        var broken: [String] = []
        if let problem = ParserInvariants.sweep(sweep) { broken.append("sweep ranges: \(problem)") }
        if let problem = ParserInvariants.check(check) { broken.append("check file: \(problem)") }
        for capture in captures {
            if let problem = ParserInvariants.importing(capture) { broken.append("import: \(problem)") }
        }
        return broken
    }
}
