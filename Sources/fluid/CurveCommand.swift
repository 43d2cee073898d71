import ArgumentParser
import CurveTool
import FluidPlayground
import Foundation

/// `fluid curve`: a timing curve sampled over time as CSV, JSON or a CSS `linear()` easing (R25).
///
/// Arguments are parsed here rather than by ArgumentParser's typed options so that every bad
/// input — a negative mass, NaN, an unknown curve, a negative number read as a flag — gets the
/// same clear message and the usage status every command gives a wrong command line (64).
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve sampled over time (t,value,velocity).",
        discussion: HelpText.discussion([
            "CURVE is linear, ease, ease-in, ease-out, ease-in-out, `cubic X1 Y1 X2 Y2`, or spring.",
            "Springs take --mass M --stiffness K --damping C (ends at its settling time), or --damping-ratio R (settles in --duration), or --response S --damping-fraction F; --velocity V is the initial velocity in distances per second (the distance is from the start to the end, so 2 is twice the distance a second).",
            "Options: --samples N (rows from 0 to the end, both included; default 11), --duration D (seconds; default 1, a physical spring's settling time), --format csv|json|css (default csv; css is a linear() easing with as few stops as keep it within 0.0001 of the curve, as fluid export's CSS is).",
        ], examples: [
            "fluid curve cubic 0.25 0.1 0.25 1 --samples 11",
            "fluid curve spring --mass 1 --stiffness 170 --damping 26 --velocity 0 --samples 61",
            "fluid curve spring --damping-ratio 0.7 --duration 0.5 --format css",
        ])
    )

    @Argument(parsing: .allUnrecognized, help: "CURVE [X1 Y1 X2 Y2] [options]")
    var words: [String] = []

    func run() throws {
        do {
            let request = try CurveRequest(words)
            for note in request.notes { FileHandle.standardError.write(Data("fluid curve: note: \(note)\n".utf8)) }
            try Output.print(request.render(), terminator: "")
        } catch let error as CurveRequestError {
            FileHandle.standardError.write(Data("fluid curve: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usage)
        }
    }
}
