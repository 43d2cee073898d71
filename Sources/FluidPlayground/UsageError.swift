import ArgumentParser
import Foundation
import Harness
import Playground

/// A command line that asks for something no command can do, as a case with its facts: commands
/// and tests compare cases, and the words are in `description` only. Every one exits 64
/// (`ExitStatus.usage`): it reaches ArgumentParser as a `ValidationError` (`validationError`),
/// the type the parser gives that status and prints with the command's usage.
package enum UsageError: Error, Equatable, CustomStringConvertible {
    /// What a number option may be.
    package enum Allowed: Equatable {
        /// From the lower bound to the upper, both included.
        case within(ClosedRange<Double>)
        /// A finite number, `lowest` or more.
        case atLeast(Double)
        /// A finite number above `bound`.
        case above(Double)
        /// Any finite number.
        case finite
    }

    /// A word standing where a command's name goes that names none under `path` (`fluid bench`).
    case unknownCommand(word: String, path: [String], commands: [String])
    /// A number option outside what it may be; `got` is the value given, when it is worth saying.
    case outOfRange(option: String, allowed: Allowed, got: Double?)
    /// A count below zero.
    case negative(option: String, got: Int)
    /// `option` means nothing without `other`.
    case needs(option: String, other: String)
    /// Two options that are given both or neither.
    case onlyTogether(String, String)
    /// A `WxH` canvas size (`--size`, `--canvas`) that is not two whole numbers from 1 to 16384.
    case badCanvasSize(option: String)
    /// `--size WxH` at `--scale` is a canvas of more pixels than one canvas may hold (`limit`).
    case canvasTooLarge(width: Int, height: Int, scale: Double, limit: Int)
    /// `fluid bench blur`'s picture of more pixels than one picture may hold (`limit`).
    case pictureTooLarge(width: Int, height: Int, limit: Int)
    /// A `--scene` that names no scene, by name or number.
    case unknownScene(String)
    /// A `--fit` that names no scene (`fit` takes names only).
    case unknownFitScene(String)
    /// `--frames 0` with `--screenshot`: no frame to write.
    case screenshotOfNoFrame
    /// `--screenshot` named for a format other than BMP (`ext`, lower-cased).
    case screenshotNotBMP(ext: String)
    /// `--record` in a headless run, which has no window input to record.
    case recordHeadless
    /// `--record -`: a recording goes to a file.
    case recordToStandardOutput
    /// `--watch` in a headless run, which has no window to reopen.
    case watchHeadless
    /// `--cpu-time` with more than one thread.
    case cpuTimeNeedsOneThread
    /// `fluid export --format` naming no format.
    case unknownFormat(String)
    /// `fluid import --size` for PointerEvents, which are in CSS pixels already.
    case importSizeNeedsDeviceUnits
    /// `fluid import --size` that is not a screen size in points.
    case badScreenSize
    /// `fluid import --ranges` for a format other than getevent.
    case rangesNeedGetevent
    /// `--seed` that is not a whole number from 0 to 2⁶⁴ − 1 (the parser names the option).
    case badSeed
    /// `--sigmas` without a list of numbers ≥ 0.
    case badSigmas
    /// `fluid new`'s name that cannot name a package.
    case badPackageName(ScenePackageError)
    /// `fluid sweep`'s grid (`--damping`, `--response`, …) that cannot be swept.
    case badGrid(TuningGridError)
    /// `fluid compare`'s `--a` or `--b` that is not a tuning (`dampin=0.7`).
    case badTuning(option: String, TuningSpecError)
    /// A command that only groups others (`fluid bench`) given none of them.
    case needsSubcommand(command: String, subcommands: [String])

    package var description: String {
        switch self {
        case let .unknownCommand(word, path, commands):
            return "unknown command '\(word)' for '\(path.joined(separator: " "))'; the commands are: \(commands.joined(separator: ", "))"
        case let .outOfRange(option, allowed, got):
            return "\(option) must be \(Self.words(for: allowed))" + (got.map { ", got \(Self.number($0))" } ?? "")
        case let .negative(option, got):
            return "\(option) must not be negative, got \(got)"
        case let .needs(option, other):
            return "\(option) needs \(other)"
        case let .onlyTogether(a, b):
            return "\(a) and \(b) go together"
        case .badCanvasSize(let option):
            return "\(option) must be WxH with positive whole numbers up to 16384, e.g. 1280x800"
        case let .canvasTooLarge(width, height, scale, limit):
            // As the headless runner sizes its canvas.
            let w = Int((Double(width) * scale).rounded()), h = Int((Double(height) * scale).rounded())
            return "--size \(width)x\(height)" + (scale == 1 ? "" : " at --scale " + String(format: "%g", scale))
                + " is a canvas of \(w)×\(h) = \(w * h) pixels, more than the \(limit) one canvas may hold (8192x4096 at --scale 1)"
        case let .pictureTooLarge(width, height, limit):
            return "--width \(width) --height \(height) is \(width * height) pixels, more than the \(limit) one picture may hold"
        case .unknownScene(let text):
            return "unknown scene '\(text)'; valid scenes: \(SceneCatalog.names.joined(separator: ", ")) (or 1…\(SceneCatalog.all.count))"
        case .unknownFitScene(let text):
            return "unknown scene '\(text)' for --fit; valid scenes: \(SceneCatalog.names.joined(separator: ", "))"
        case .screenshotOfNoFrame:
            return "--frames 0 draws nothing: --screenshot needs at least one frame"
        case .screenshotNotBMP(let ext):
            return "--screenshot writes BMP; name the file .bmp, not .\(ext)"
        case .recordHeadless:
            return "--record records a window's input; a headless run has none (use --replay to feed a recording)"
        case .recordToStandardOutput:
            return "--record needs a file, not '-'"
        case .watchHeadless:
            return "--watch swaps the scene in a window; a headless run has none"
        case .cpuTimeNeedsOneThread:
            return "--cpu-time measures one thread: use it with --threads 1"
        case .unknownFormat(let format):
            return "--format must be uikit, swiftui, css, android, flutter or all, got '\(format)'"
        case .importSizeNeedsDeviceUnits:
            return "--size is for device units (libinput, getevent); PointerEvents are already in CSS pixels, taken as points"
        case .badScreenSize:
            return "--size must be WxH in points, each above 0 and up to 16384, e.g. 412x915 or 411.4x914.3"
        case .rangesNeedGetevent:
            return "--ranges is for getevent (the output of getevent -p)"
        case .badSeed:
            return "must be a whole number from 0 to \(UInt64.max)"
        case .badSigmas:
            return "--sigmas needs numbers ≥ 0, e.g. 5,10,20,40"
        case .badPackageName(let error):
            return error.description
        case .badGrid(let error):
            return error.description
        case let .badTuning(option, error):
            return "\(option): \(error.description)"
        case let .needsSubcommand(command, subcommands):
            return "'\(command)' needs one of its commands: \(subcommands.joined(separator: ", "))"
        }
    }

    /// The error ArgumentParser exits 64 on, printing this message and the command's usage.
    package var validationError: ValidationError { ValidationError(description) }

    /// Throws `problem` as the parser's usage error; nothing when there is none (a command's
    /// `validate()`).
    package static func check(_ problem: UsageError?) throws {
        if let problem { throw problem.validationError }
    }

    private static func words(for allowed: Allowed) -> String {
        switch allowed {
        case .within(let range): return "\(number(range.lowerBound))…\(number(range.upperBound))"
        case .atLeast(let lowest): return "a finite number ≥ \(number(lowest))"
        case .above(let bound): return "a number above \(number(bound))"
        case .finite: return "a finite number"
        }
    }

    /// Whole numbers without a decimal point (`100000`, not `100000.0` or `1e+05`).
    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
