import ArgumentParser
import Blur
import FluidPlayground
import Foundation
import Platform

/// `fluid bench blur`: milliseconds per blur of a 1280×800 RGBA picture, one core.
///
/// The picture is generated (gradients, hard-edged shapes, noise); `--write-image` saves it as
/// BMP so that `scripts/bench_pillow_blur.py` can time Pillow on exactly the same pixels. Only
/// this command reads a clock; the engine never does.
struct BenchBlurCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blur",
        abstract: "Time the backdrop blur on 1280×800 RGBA at σ = 5, 10, 20, 40 (build with -c release)."
    )

    @Option(parsing: .unconditional, help: "Picture width in pixels.")
    var width = 1280

    @Option(parsing: .unconditional, help: "Picture height in pixels.")
    var height = 800

    @Option(parsing: .unconditional, help: "Comma-separated σ values in pixels.")
    var sigmas = "5,10,20,40"

    @Option(parsing: .unconditional, help: "Timed blurs per σ (after 10 untimed ones).")
    var runs = 300

    @Option(parsing: .unconditional, help: "Also save the generated picture to this BMP path.")
    var writeImage: String?

    @Flag(help: "Print a JSON list, one object per picture and σ: width, height, sigma, ms_median, ms_p99.")
    var json = false

    @Flag(help: "Time with the thread's CPU clock instead of the wall clock (steadier on a busy machine).")
    var cpuTime = false

    @Option(parsing: .unconditional, help: "Threads the blur's bands run on (1: one core, comparable with Pillow's single thread).")
    var threads = 1

    @Flag(help: "Say the picture is unchanged after each σ's first blur, as a backdrop under an animating σ is (its pyramid's entry and halvings are reused).")
    var unchangedSource = false

    func validate() throws {
        for (option, value) in [("--width", width), ("--height", height)] where !(1...16384).contains(value) {
            throw UsageError.outOfRange(option: option, allowed: .within(1...16384), got: Double(value)).validationError
        }
        // The blur's picture and scratch grow as a canvas does: the same limit.
        guard width * height <= Canvas.pixelLimit else {
            throw UsageError.pictureTooLarge(width: width, height: height, limit: Canvas.pixelLimit).validationError
        }
        guard (1...100_000).contains(runs) else { throw UsageError.outOfRange(option: "--runs", allowed: .within(1...100_000), got: Double(runs)).validationError }
        guard (1...64).contains(threads) else { throw UsageError.outOfRange(option: "--threads", allowed: .within(1...64), got: Double(threads)).validationError }
        if cpuTime && threads > 1 { throw UsageError.cpuTimeNeedsOneThread.validationError }
        guard !parsedSigmas.isEmpty else { throw UsageError.badSigmas.validationError }
    }

    private var parsedSigmas: [Double] {
        var values: [Double] = []
        for word in sigmas.split(separator: ",") {
            guard let value = Double(word.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else { return [] }
            values.append(value)
        }
        return values
    }

    func run() throws {
        let source = Self.picture(width: width, height: height)
        if let path = writeImage {
            try BitmapFile.write(BitmapImage(width: width, height: height, pixels: source, hasAlpha: false), to: path)
        }
        let blur = GaussianBlur(threadCount: threads)
        blur.reserveCapacity(width: width, height: height)
        var target = source
        var rows: [(sigma: Double, median: Double, p99: Double)] = []
        for sigma in parsedSigmas {
            var samples = [Double](repeating: 0, count: runs)
            source.withUnsafeBufferPointer { src in
                target.withUnsafeMutableBufferPointer { dst in
                    guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                    var first = true
                    func once() {
                        blur.blur(from: from, sourceRowStride: width, to: to, destinationRowStride: width,
                                  width: width, height: height, sigma: sigma, outputRows: 0..<height,
                                  finisher: NoRowFinish(), sourceUnchanged: unchangedSource && !first)
                        first = false
                    }
                    for _ in 0..<10 { once() }
                    for i in 0..<runs {
                        let start = now()
                        once()
                        samples[i] = (now() - start) / 1e6
                    }
                }
            }
            samples.sort()
            let p99 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.99).rounded(.up)) - 1)]
            rows.append((sigma, samples[samples.count / 2], p99))
        }
        if json {
            let items = rows.map {
                "{\"width\": \(width), \"height\": \(height), \"sigma\": \(Self.format($0.sigma)), "
                    + "\"ms_median\": \(Self.format($0.median)), \"ms_p99\": \(Self.format($0.p99))}"
            }
            try Output.print("[" + items.joined(separator: ", ") + "]")
        } else {
            try Output.print("blur \(width)×\(height) RGBA, \(runs) runs per σ, \(threads == 1 ? "one core" : "\(threads) threads"), \(cpuTime ? "thread CPU time" : "wall clock")")
            try Output.print("   σ (px)   median ms      p99 ms")
            for row in rows {
                try Output.print(Self.pad(Self.format(row.sigma), 9) + Self.pad(Self.format(row.median), 12) + Self.pad(Self.format(row.p99), 12))
            }
        }
    }

    /// Nanoseconds on the chosen clock.
    private func now() -> Double {
        guard cpuTime else { return Double(DispatchTime.now().uptimeNanoseconds) }
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }

    /// Deterministic photo-like RGBA picture: gradients, a disc, a dark box, stripes, noise.
    static func picture(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var state: UInt64 = 0x5EED
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = Double(Int(state >> 59)) - 16  // −16…15
                let u = Double(x) / Double(width), v = Double(y) / Double(height)
                var r = 40 + 180 * u, g = 60 + 120 * v, b = 200 - 150 * u * v
                if (u - 0.3) * (u - 0.3) + (v - 0.4) * (v - 0.4) < 0.04 { (r, g, b) = (250, 220, 30) }
                if u > 0.55 && u < 0.85 && v > 0.5 && v < 0.8 { (r, g, b) = (20, 30, 40) }
                if v > 0.75 && u < 0.4 && (x / 4) % 2 == 0 { (r, g, b) = (r / 2, g / 2, b / 2) }
                let i = 4 * (y * width + x)
                pixels[i] = UInt8(min(max(r + noise, 0), 255))
                pixels[i + 1] = UInt8(min(max(g + noise, 0), 255))
                pixels[i + 2] = UInt8(min(max(b + noise, 0), 255))
            }
        }
        return pixels
    }

    /// Three decimals at most; whole numbers without a fraction. Any finite value prints
    /// (σ = 1e19 is beyond `Int`, so no `Int(…)` conversion here).
    static func format(_ v: Double) -> String {
        let scaled = (v * 1000).rounded() / 1000
        guard scaled.isFinite else { return "\(v)" }
        return scaled == scaled.rounded() && abs(scaled) < 1e15 ? String(Int64(scaled)) : String(scaled)
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
