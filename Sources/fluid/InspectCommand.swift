import ArgumentParser
import Foundation
import Gestures

/// `fluid inspect FILE`: one JSON line per recorded gesture (press … release) with its start,
/// end, duration, translation and the release velocity the real pan recogniser reports (R29),
/// so a recording can be checked against other velocity estimators.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise each gesture of an input recording (fluid --record FILE).",
        discussion: """
        Prints one JSON line per gesture (down … up):
          {"start": [x, y], "end": [x, y], "duration": s, "translation": [dx, dy], "velocity": [vx, vy]}
        velocity is the release velocity in points per second, as PanGestureRecognizer reports it
        at .ended. Gestures cancelled by Escape or focus loss are not listed. A malformed line is
        reported with its line number and exit status 2.
        """
    )

    @Argument(help: "A JSON Lines recording.")
    var file: String

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("fluid inspect: cannot read \(file): \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
        let records: [InputRecord]
        do {
            records = try InputRecordCoding.decode(text)
        } catch let error as InputRecordError {
            FileHandle.standardError.write(Data("fluid inspect: \(file): \(error)\n".utf8))
            throw ExitCode(2)
        }
        for summary in GestureInspector.summarize(records) {
            print(summary.jsonLine)
        }
    }
}
