import ArgumentParser
import Blur
import FluidPlayground
import Foundation
import Platform

/// `fluid blur INPUT.bmp OUTPUT.bmp --sigma S`: the engine's backdrop blur applied to a file,
/// so its quality can be compared with other tools.
///
/// Arguments are parsed by hand so that every bad input (a negative or NaN σ, `--sigma -3`
/// read as a flag, a missing operand) gets one clear message and exit status 2, like a file
/// that is missing or not a BMP. On any error no output file is written.
struct BlurCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blur",
        abstract: "Gaussian-blur a BMP file with the engine's backdrop blur.",
        discussion: HelpText.discussion([
            "σ is the Gaussian's standard deviation in pixels (0 copies the image). All four channels are blurred alike; edges are clamped. The output is a 32-bit BMP, or 24-bit when the input had no alpha channel; it is written under a temporary name and renamed into place.",
        ], examples: [
            "fluid blur photo.bmp blurred.bmp --sigma 12",
        ])
    )

    @Argument(parsing: .allUnrecognized, help: "INPUT.bmp OUTPUT.bmp --sigma S")
    var words: [String] = []

    func run() throws {
        let request = try BlurRequest(words)
        // One picture as large as one canvas: the blur's scratch grows with it.
        var image = try BitmapFile.read(request.input, pixelLimit: Canvas.pixelLimit)
        GaussianBlur().blur(&image.pixels, width: image.width, height: image.height, sigma: request.sigma)
        try BitmapFile.write(image, to: request.output)
    }
}

/// A parsed `fluid blur` invocation.
struct BlurRequest {
    let input: String
    let output: String
    /// In pixels, finite, ≥ 0 and at most `maximumSigma`.
    let sigma: Double

    /// The largest σ taken, in pixels: the blur honours no more (a picture is one flat average
    /// long before), so a larger one is a mistake to say, not a number to clamp quietly.
    static let maximumSigma = 16_384.0

    init(_ words: [String]) throws {
        var operands: [String] = []
        var sigmaText: String?
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == "--sigma" || word.hasPrefix("--sigma=") {
                guard sigmaText == nil else { throw BlurRequestError.sigmaTwice }
                if word == "--sigma" {
                    guard i + 1 < words.count else { throw BlurRequestError.sigmaWithoutValue }
                    i += 1
                    sigmaText = words[i]
                } else {
                    sigmaText = String(word.dropFirst("--sigma=".count))
                }
            } else if word.hasPrefix("--") {
                throw BlurRequestError.unknownOption(word)
            } else {
                operands.append(word)
            }
            i += 1
        }
        guard operands.count == 2 else {
            throw BlurRequestError.fileCount(operands.count)
        }
        guard let text = sigmaText else { throw BlurRequestError.noSigma }
        guard let sigma = Double(text), sigma.isFinite, sigma >= 0 else {
            throw BlurRequestError.badSigma(text)
        }
        guard sigma <= Self.maximumSigma else { throw BlurRequestError.sigmaTooLarge(text) }
        input = operands[0]
        output = operands[1]
        self.sigma = sigma
    }
}

/// What is wrong with a `fluid blur` invocation; `description` is the one rendering.
/// The words are wrong, not the files: a usage error (64), as other commands' are.
enum BlurRequestError: UsageProblem, Equatable {
    case sigmaTwice
    case sigmaWithoutValue
    case unknownOption(String)
    /// Not exactly two file names.
    case fileCount(Int)
    case noSigma
    case badSigma(String)
    case sigmaTooLarge(String)

    var description: String {
        switch self {
        case .sigmaTwice: return "--sigma given twice"
        case .sigmaWithoutValue: return "--sigma needs a value (pixels)"
        case .unknownOption(let word): return "unknown option \(word)"
        case .fileCount(let count): return "expected INPUT.bmp OUTPUT.bmp, got \(count) file name(s); usage: fluid blur INPUT.bmp OUTPUT.bmp --sigma S"
        case .noSigma: return "--sigma S is required (pixels, ≥ 0)"
        case .badSigma(let text): return "--sigma must be a finite number ≥ 0 (pixels), got '\(text)'"
        case .sigmaTooLarge(let text):
            return "--sigma must be at most \(Int(BlurRequest.maximumSigma)) pixels (the blur takes no more), got '\(text)'"
        }
    }
}
