import Foundation

/// How a table shows one of a `FeelReport`'s `fields` (`fluid sweep`, `fluid check`): the
/// field's name (`overshoot_pt`, as JSON and check files name it), a column heading, decimals.
public struct FeelReportField: Sendable {
    /// The name in `FeelReport.fields`, JSON and check files: what it is, then its unit.
    public let key: String
    /// The column's heading in a table.
    public let heading: String
    /// Decimals shown in a table.
    public let digits: Int

    /// Every field of `FeelReport.fields`, in its order (the HUD's two lines, F1, F7).
    public static let all: [FeelReportField] = [
        FeelReportField(key: "finger_speed_pt_s", heading: "finger pt/s", digits: 0),
        FeelReportField(key: "drag_speed_pt_s", heading: "drag pt/s", digits: 0),
        FeelReportField(key: "first_frame_speed_pt_s", heading: "1st frame pt/s", digits: 0),
        FeelReportField(key: "jump_pt", heading: "jump pt", digits: 1),
        FeelReportField(key: "overshoot_pt", heading: "overshoot pt", digits: 1),
        FeelReportField(key: "settle_time_s", heading: "settle s", digits: 3),
        FeelReportField(key: "projected_pt", heading: "projected pt", digits: 0),
        FeelReportField(key: "rest_pt", heading: "rest pt", digits: 0),
        FeelReportField(key: "rest_gap_s", heading: "still s", digits: 3),
        FeelReportField(key: "spring_velocity_per_s", heading: "spring v/s", digits: 4),
        FeelReportField(key: "spring_distance_pt", heading: "spring pt", digits: 1),
    ]

    /// The field called `key`, or nil.
    public static func named(_ key: String) -> FeelReportField? {
        all.first { $0.key == key }
    }

    /// The report's value; nil where the report has none (no rest yet, a release in motion).
    public func value(_ report: FeelReport) -> Double? {
        report.fields.first { $0.name == key }?.value ?? nil
    }

    /// `value` as a table shows it (`–` for none).
    public func text(_ report: FeelReport) -> String {
        guard let v = value(report) else { return "–" }
        return String(format: "%.\(digits)f", v)
    }
}

extension FeelReport {
    /// A report from its `fields` by name: one read back from a file or another process. Nil
    /// when a number that is always there is missing.
    public init?(fields: [String: Double]) {
        guard let finger = fields["finger_speed_pt_s"], let drag = fields["drag_speed_pt_s"],
              let first = fields["first_frame_speed_pt_s"], let jump = fields["jump_pt"],
              let overshoot = fields["overshoot_pt"], let projected = fields["projected_pt"] else { return nil }
        self.init(fingerSpeed: finger, dragSpeed: drag, firstFrameSpeed: first, jump: jump, overshoot: overshoot,
                  settleTime: fields["settle_time_s"], projectedDistance: projected,
                  restDistance: fields["rest_pt"], restGap: fields["rest_gap_s"],
                  springVelocity: fields["spring_velocity_per_s"], springDistance: fields["spring_distance_pt"])
    }
}
