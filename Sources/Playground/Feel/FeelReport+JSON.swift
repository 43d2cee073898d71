import Foundation

extension FeelReport {
    /// The report's fields as `fluid compare --json` (and anything else that prints it) names
    /// them, units in the name; nil where the number does not exist yet (a view still moving,
    /// a release in motion has no rest gap).
    public var fields: [(name: String, value: Double?)] {
        [("finger_speed_pt_s", fingerSpeed),
         ("drag_speed_pt_s", dragSpeed),
         ("first_frame_speed_pt_s", firstFrameSpeed),
         ("jump_pt", jump),
         ("overshoot_pt", overshoot),
         ("settle_time_s", settleTime),
         ("projected_pt", projectedDistance),
         ("rest_pt", restDistance),
         ("rest_gap_s", restGap),
         ("spring_velocity_per_s", springVelocity),
         ("spring_distance_pt", springDistance)]
    }

    /// The report as one JSON object, fields in `fields`' order, a missing number `null`.
    public var json: String {
        "{" + fields.map { "\"\($0.name)\": \(Self.jsonNumber($0.value))" }.joined(separator: ", ") + "}"
    }

    /// A JSON number with enough digits for a tenth of a millisecond or point, or `null`.
    public static func jsonNumber(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        let text = String(format: "%.4f", value)
        // Trailing zeros say nothing; "-0" is 0.
        var trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()) : text
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed == "-0" ? "0" : trimmed
    }
}
