@testable import Blur
import ScriptedInput
import CPixelKernels
import XCTest

/// The AVX2 row kernels of the two 16-bit Gaussians (`blur_gauss_*` in CPixelKernels) give
/// exactly the bytes of the Swift kernels they replace: on random data (full 16-bit range too,
/// where sums wrap), at tiny, odd and large sizes, every radius the plans use, any band split.
final class GaussKernelTests: XCTestCase {
    private func requireAVX2() throws {
        try XCTSkipUnless(VectorKernels.avx2, "this CPU has no AVX2: only the Swift kernels run")
    }

    private let sizes = [(1, 1), (1, 5), (2, 3), (3, 2), (4, 4), (5, 7), (6, 1), (7, 9), (8, 3), (9, 4),
                         (13, 6), (16, 5), (17, 11), (31, 3), (64, 2), (127, 5), (333, 4)]

    // MARK: FixedSeparableBlur

    /// The fixed-point weights of every kernel the reduced levels use (radius 1…8), and one wider.
    private func fixedWeights() -> [[UInt16]] {
        var byRadius: [Int: [[UInt16]]] = [:]
        for sigma in stride(from: 0.05, through: 2.6, by: 0.05) {
            var kernel = GaussianKernel()
            kernel.update(exactVariance: sigma)
            var weights: [UInt16] = []
            FixedSeparableBlur.weights(kernel, into: &weights)
            if byRadius[kernel.radius, default: []].count < 3 { byRadius[kernel.radius, default: []].append(weights) }
        }
        XCTAssertEqual(Set(byRadius.keys).isSuperset(of: 1...9), true, "radii \(byRadius.keys.sorted())")
        // A lone centre (radius 0) too: no plan blurs with it, but the kernels must not break on it.
        return [[65_535]] + byRadius.keys.sorted().flatMap { byRadius[$0] ?? [] }
    }

    /// The level blurred by `FixedSeparableBlur` into float levels, rows split at `splits`.
    private func fixedBlur(_ weights: [UInt16], _ level: FixedLevel, width: Int, height: Int,
                           splits: [Int], vectorized: Bool) -> [UInt32] {
        let out = PixelStorage(), row = ScratchBuffer<SIMD4<UInt16>>()
        out.reserve((width + 2) * (height + 2))
        row.reserve(width + 2 + 2 * (weights.count - 1) + 3)
        let image = PaddedImage(base: out.base, width: width, height: height)
        let bounds = [0] + splits.filter { $0 > 0 && $0 < image.paddedHeight } + [image.paddedHeight]
        weights.withUnsafeBufferPointer { w in
            for (low, high) in zip(bounds, bounds.dropFirst()) {
                FixedSeparableBlur.apply(w, source: level, destination: image, rows: low..<high, row: row.base,
                                         vectorized: vectorized)
            }
        }
        return (0..<image.pixelCount).flatMap { i in (0..<4).map { out.base[i][$0].bitPattern } }
    }

    func testFixedSeparableBlurMatchesTheSwiftKernelByteForByte() throws {
        try requireAVX2()
        let kernels = fixedWeights()
        var random = SplitMix64(seed: 7)
        for (n, (width, height)) in (sizes + [(1919, 3), (960, 2)]).enumerated() {
            let storage = ScratchBuffer<SIMD4<UInt16>>()
            storage.reserve(FixedLevel.storage(width: width, height: height))
            let level = FixedLevel(width: width, height: height, in: storage.base)
            defer { withExtendedLifetime(storage) {} }
            let count = FixedLevel.storage(width: width, height: height)
            // Half the sizes in the levels' own range (0…32,640), half over all 16 bits.
            let top: UInt64 = n % 2 == 0 ? 32_641 : 65_536
            for i in 0..<count { storage.base[i] = SIMD4((0..<4).map { _ in UInt16(random.next() % top) }) }
            for weights in kernels {
                let splits = [Int(random.next() % UInt64(height + 3)), Int(random.next() % UInt64(height + 3))].sorted()
                let swift = fixedBlur(weights, level, width: width, height: height, splits: [], vectorized: false)
                let avx2 = fixedBlur(weights, level, width: width, height: height, splits: splits, vectorized: true)
                XCTAssertTrue(swift == avx2, "\(width)×\(height), radius \(weights.count - 1), rows split at \(splits)")
            }
        }
    }

    // MARK: FullResolutionBlur

    /// Every kernel the full-resolution plans make (σ up to the hand-over's end: radius 1…4
    /// symmetric, 3 and 4 mirrored), random ones of each shape (any 16-bit weights: sums wrap),
    /// and radii 0 and 5, which the C kernels leave to the Swift ones.
    private func fullKernels() -> [(taps: [UInt16], symmetric: Bool)] {
        var kernels: [(taps: [UInt16], symmetric: Bool)] = []
        var shapes: Set<Int> = []
        for sigma in stride(from: 0.2, through: BlurPlan.fadeEnd(level: 0), by: 0.02) {
            guard let plan = BlurPlan.make(sigma: sigma), plan.level == 0 else { continue }
            var gaussian = GaussianKernel(), levelOne = GaussianKernel(), kernel = FullResolutionKernel()
            gaussian.update(sigma: plan.sigma)
            if plan.blend > 0 { levelOne.update(exactVariance: plan.coarserSigma) }
            kernel.update(gaussian: gaussian, levelOne: levelOne, weight: plan.blend)
            guard kernel.radius > 0 else { continue }
            if shapes.insert(kernel.radius * 2 + (kernel.symmetric ? 1 : 0)).inserted || kernels.count % 4 == 0 {
                kernels.append((kernel.taps, kernel.symmetric))
            }
        }
        XCTAssertTrue(shapes.isSuperset(of: [3, 5, 6, 7, 8]), "shapes \(shapes.sorted())")
        var random = SplitMix64(seed: 3)
        // A lone tap (the blur copies rows for the identity instead; 200 makes a change to see) and
        // a wider kernel: both stay on the Swift path.
        kernels.append(([200], true))
        kernels.append(([1, 2, 10, 20, 190, 20, 10, 2, 1, 0, 0], false))
        for radius in 1...FullResolutionBlur.unrolledRadius {
            for symmetric in [true, false] {
                kernels.append(((0..<(2 * radius + 1)).map { _ in UInt16(truncatingIfNeeded: random.next()) }, symmetric))
            }
        }
        return kernels
    }

    /// `source` (RGBA rows `stride` pixels apart) blurred by `FullResolutionBlur`, in bands
    /// split at `splits` (out of place), or in place when `splits` is nil.
    private func fullBlur(_ kernel: (taps: [UInt16], symmetric: Bool), _ source: [UInt8], width: Int, height: Int,
                          stride: Int, splits: [Int]?, vectorized: Bool, wide: Bool = false) -> [UInt8] {
        let radius = kernel.taps.count / 2, pairs = FullResolutionBlur.pairWidth(width)
        let ring = ScratchBuffer<SIMD4<UInt16>>(), padded = ScratchBuffer<SIMD4<UInt16>>()
        ring.reserve((2 * radius + 1) * pairs)
        padded.reserve(pairs + 2 * radius + 2)
        let scratch = FullResolutionBlur.Scratch(ring: ring.base, padded: padded.base)
        // The columns between width and stride are never written: the same in both.
        var out = source
        var finished: [Int] = []
        source.withUnsafeBufferPointer { from in
            out.withUnsafeMutableBufferPointer { to in
                kernel.taps.withUnsafeBufferPointer { taps in
                    guard let to = to.baseAddress, let from = from.baseAddress else { return }
                    let input = splits == nil ? UnsafePointer(to) : from
                    let bounds = [0] + (splits ?? []).filter { $0 > 0 && $0 < height } + [height]
                    for (low, high) in zip(bounds, bounds.dropFirst()) {
                        FullResolutionBlur.apply(taps, symmetric: kernel.symmetric, source: input, sourceStride: stride,
                                                 destination: to, destinationStride: stride, width: width, height: height,
                                                 rows: low..<high, scratch: scratch, vectorized: vectorized,
                                                 wide: wide, finished: { finished.append($0) })
                    }
                }
            }
        }
        XCTAssertEqual(finished, Array(0..<height))
        return out
    }

    func testFullResolutionBlurMatchesTheSwiftKernelByteForByte() throws {
        try requireAVX2()
        let kernels = fullKernels()
        var random = SplitMix64(seed: 11)
        for (width, height) in sizes + [(1921, 3), (3840, 2)] {
            let stride = width + Int(random.next() % 3)
            let source = (0..<(4 * stride * height)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for kernel in kernels {
                let split = Int(random.next() % UInt64(height + 1))
                let reference = fullBlur(kernel, source, width: width, height: height, stride: stride, splits: nil,
                                         vectorized: false)
                let context = "\(width)×\(height), kernel \(kernel.taps) symmetric \(kernel.symmetric)"
                XCTAssertTrue(reference == fullBlur(kernel, source, width: width, height: height, stride: stride,
                                                    splits: nil, vectorized: true), "in place, " + context)
                XCTAssertTrue(reference == fullBlur(kernel, source, width: width, height: height, stride: stride,
                                                    splits: [split], vectorized: true), "split at \(split), " + context)
                XCTAssertTrue(reference == fullBlur(kernel, source, width: width, height: height, stride: stride,
                                                    splits: [split], vectorized: false), "Swift, split, " + context)
                if VectorKernels.avx512 {
                    XCTAssertTrue(reference == fullBlur(kernel, source, width: width, height: height, stride: stride,
                                                        splits: [split], vectorized: true, wide: true), "AVX-512, " + context)
                }
            }
        }
    }

    /// The weights as the row kernels take them: a lane vector per offset, even pixel then odd.
    private func laneWeights(_ kernel: (taps: [UInt16], symmetric: Bool)) -> [UInt16] {
        let r = kernel.taps.count / 2
        return (-r...r).flatMap { d in
            Array(repeating: kernel.taps[r + d], count: 4) + Array(repeating: kernel.taps[r - d], count: 4)
        }
    }

    /// The AVX-512 pass is the one that runs: it takes every kernel a plan makes (and a centre
    /// weight over 127, split in two taps), and leaves kernels that sum past 256 to AVX2.
    func testTheWideHorizontalPassTakesEveryPlansKernel() throws {
        try XCTSkipUnless(VectorKernels.avx512, "this CPU has no AVX-512 VNNI: the AVX2 pass runs")
        var kernel = blur_full_wide_kernel()
        let plans = fullKernels().filter { $0.taps.count <= 9 && $0.taps.reduce(0) { $0 + Int($1) } == 256 }
        XCTAssertGreaterThan(plans.count, 5)
        func taken(_ k: (taps: [UInt16], symmetric: Bool)) -> Int32 {
            laneWeights(k).withUnsafeBufferPointer {
                blur_gauss_full_wide_prepare($0.baseAddress, k.taps.count / 2, k.symmetric ? 1 : 0, &kernel)
            }
        }
        for k in plans + [([20, 216, 20], true), ([0, 0, 256, 0, 0], true), ([3, 130, 40, 80, 3], false)] {
            XCTAssertEqual(taken(k), 1, "kernel \(k.taps)")
        }
        XCTAssertEqual(taken(([100, 100, 100], true)), 0, "a sum over 256 could wrap in the AVX2 pass: left to it")
        XCTAssertEqual(taken(([0, 0, 0], true)), 0, "no weight at all: left to it")
        XCTAssertEqual(taken(([1, 30, 130, 90, 5], false)), 0,
                       "the AVX2 pass weighs both sides of an even offset alike: a kernel whose sides differ there is left to it")
        XCTAssertEqual(taken(([20, 200, 36], true)), 0, "likewise every offset of a kernel said to be symmetric")
    }

    /// (Mirrored kernels are symmetric at even offsets, as every plan's is.)
    func testTheWideHorizontalPassSplitsHeavyWeightsWithTheSameBytes() throws {
        try XCTSkipUnless(VectorKernels.avx512, "this CPU has no AVX-512 VNNI: the AVX2 pass runs")
        var random = SplitMix64(seed: 23)
        for (width, height) in [(16, 3), (17, 4), (333, 5)] {
            let source = (0..<(4 * width * height)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for kernel: (taps: [UInt16], symmetric: Bool) in [([20, 216, 20], true), ([0, 0, 256, 0, 0], true),
                                                             ([3, 30, 130, 90, 3], false), ([3, 130, 40, 80, 3], false)] {
                let reference = fullBlur(kernel, source, width: width, height: height, stride: width, splits: nil,
                                         vectorized: false)
                XCTAssertTrue(reference == fullBlur(kernel, source, width: width, height: height, stride: width,
                                                    splits: nil, vectorized: true, wide: true), "\(width)×\(height) \(kernel.taps)")
            }
        }
    }

    // MARK: Upsample.double

    /// A padded level of random floats in 0…255 (any fraction).
    private func randomLevel(width: Int, height: Int, _ random: inout SplitMix64) -> (PixelStorage, PaddedImage) {
        let storage = PixelStorage()
        storage.reserve((width + 2) * (height + 2))
        let image = PaddedImage(base: storage.base, width: width, height: height)
        for i in 0..<image.pixelCount {
            storage.base[i] = Pixel((0..<4).map { _ in Float(random.next() % 1_000_000) / 1_000_000 * 255 })
        }
        return (storage, image)
    }

    func testDoublingMatchesTheSwiftKernelBitForBit() throws {
        try requireAVX2()
        var random = SplitMix64(seed: 5)
        for (width, height) in sizes + [(1920, 3), (1081, 4)] {
            let (coarseStorage, coarse) = randomLevel(width: PaddedImage.reducedSize(width, factor: 2),
                                          height: PaddedImage.reducedSize(height, factor: 2), &random)
            let (before, fine) = randomLevel(width: width, height: height, &random)
            let scratch = PixelStorage()
            scratch.reserve(coarse.paddedWidth)
            defer { withExtendedLifetime(coarseStorage) {} }
            for t: Float in [1, 0.5, 0.3, Float(random.next() % 1000) / 1000] {
                var results: [[UInt32]] = []
                for vectorized in [false, true] {
                    let out = PixelStorage()
                    out.reserve(fine.pixelCount)
                    out.base.update(from: before.base, count: fine.pixelCount)
                    let target = PaddedImage(base: out.base, width: width, height: height)
                    let split = vectorized ? Int(random.next() % UInt64(fine.paddedHeight + 1)) : 0
                    for rows in [0..<split, split..<fine.paddedHeight] {
                        Upsample.double(coarse, into: target, rows: rows, weight: t, scratch: scratch.base,
                                        vectorized: vectorized)
                    }
                    withExtendedLifetime(before) {}
                    results.append((0..<fine.pixelCount).flatMap { i in (0..<4).map { out.base[i][$0].bitPattern } })
                }
                XCTAssertTrue(results[0] == results[1], "\(width)×\(height), t \(t)")
            }
        }
    }
}
