/// The reduced-resolution half of `GaussianBlur`: the pyramid from the binomial entry down
/// to the level that carries the Gaussian and back up to the level the last upsample reads.
extension GaussianBlur {
    /// `image` converted into the fixed-point level the final upsample reads. It is kept in
    /// `blurred[1]`, whose coarser Gaussian has been doubled into a finer level by now (level 1's
    /// fixed copy would otherwise be a buffer of its own, half a canvas of bytes).
    private func fixed(_ image: PaddedImage) -> FixedLevel {
        let level = fixedLevelInSlotOne(width: image.width, height: image.height)
        bands(rows: image.paddedHeight, pixels: image.pixelCount, ConvertJob(level: level, image: image))
        return level
    }

    /// A fixed-point level of `width × height` interior pixels in `blurred[1]` (two of its
    /// 8-byte pixels to one of the slot's): the level the last upsample reads.
    private func fixedLevelInSlotOne(width: Int, height: Int) -> FixedLevel {
        let slots = Self.fixedLevelSlots(width: width, height: height)
        blurred[1].reserve(slots)
        let storage = UnsafeMutableRawPointer(blurred[1].base).bindMemory(to: SIMD4<UInt16>.self, capacity: 2 * slots)
        return FixedLevel(width: width, height: height, in: storage)
    }

    /// Runs the reduced-resolution part of `plan` (level ≥ 1) and returns the level the final
    /// upsample reads, level `min(plan.level, 2)` in fixed point. Reads `source` completely
    /// before returning.
    func pyramid(
        _ source: UnsafePointer<UInt8>, _ stride: Int, _ width: Int, _ height: Int, plan: BlurPlan
    ) -> FixedLevel {
        let entry = Swift.min(plan.level, 2)
        let top = plan.mixesCoarser ? plan.level + 1 : plan.level
        reserveRows(width: width, radius: 0)
        func image(_ level: Int) -> PaddedImage {
            let size = levelSize(width, height, level)
            levels[level].reserve(size.pixelCount)
            return PaddedImage(base: levels[level].base, width: size.width, height: size.height)
        }
        func blurredImage(_ slot: Int, level: Int, offset: Int = 0) -> PaddedImage {
            let size = levelSize(width, height, level)
            blurred[slot].reserve(offset + size.pixelCount)
            // Slot 0 may have held the last blur's output (`outputMemory`): floats again from here.
            let base = UnsafeMutableRawPointer(blurred[slot].base).bindMemory(to: Pixel.self, capacity: blurred[slot].capacity)
            return PaddedImage(base: base + offset, width: size.width, height: size.height)
        }
        /// Where the way back up keeps `level` (≥ 2): even levels at the start of slot 0, odd
        /// ones at the start of slot 1, so a doubling never writes what it reads and the halved
        /// `levels` are left as they are. Both are memory every blur of this size has made
        /// resident (`reserveCapacity`).
        func workImage(level: Int) -> PaddedImage { blurredImage(level % 2, level: level) }
        /// The coarser configuration's Gaussian at `level` (≥ 3), in slot 1 after the odd levels' room.
        func coarserImage(level: Int) -> PaddedImage {
            blurredImage(1, level: level, offset: levelSize(width, height, 3).pixelCount)
        }
        let firstSize = levelSize(width, height, 1)
        entryLevel.reserve(FixedLevel.storage(width: firstSize.width, height: firstSize.height))
        let first = FixedLevel(width: firstSize.width, height: firstSize.height, in: entryLevel.base)
        if !reuse {
            bands(rows: first.paddedHeight, pixels: width * height,
                  BinomialJob(source: source, width: width, height: height, stride: stride, destination: first, scratch: fixedRow))
            reduced = (width, height)
        }
        // Halvings of an entry reused as it is were kept from an earlier call.
        if top > 1 && halvedThrough < 2 {
            let second = image(2)
            reserveRows(width: first.columns, radius: 0)
            bands(rows: second.paddedHeight, pixels: first.columns * first.paddedHeight,
                  HalveEntryJob(source: first, destination: second, scratch: rowA))
            halvedThrough = 2
        }
        while halvedThrough < top {
            let from = image(halvedThrough), to = image(halvedThrough + 1)
            reserveRows(width: from.paddedWidth, radius: 0)
            bands(rows: to.paddedHeight, pixels: from.pixelCount, HalveJob(source: from, destination: to, scratch: rowA))
            halvedThrough += 1
        }
        let k = plan.level
        if k == 1 {
            // Level 2's Gaussian first (as summed, in slot 0's level-2 room), so level 1's can
            // mix it in row by row.
            var coarser: FixedLevel?
            if plan.mixesCoarser {
                coarserKernel.update(exactVariance: plan.coarserSigma)
                let second = image(2), room = workImage(level: 2)
                let level = FixedLevel(layoutFor: second, in: UnsafeMutableRawPointer(room.base).bindMemory(
                    to: SIMD4<UInt16>.self, capacity: 2 * room.pixelCount))
                reserveRows(width: second.paddedWidth, radius: coarserKernel.radius)
                separableUnits(coarserKernel, source: second, destination: level)
                coarser = level
            }
            kernel.update(exactVariance: plan.sigma)
            reserveRows(width: first.columns, radius: kernel.radius)
            let result = fixedLevelInSlotOne(width: firstSize.width, height: firstSize.height)
            FixedSeparableBlur.weights(kernel, into: &fixedWeights)
            fixedWeights.withUnsafeBufferPointer { weights in
                bands(rows: first.paddedHeight, pixels: first.columns * first.paddedHeight * (2 * kernel.radius + 1) / 8,
                      LevelOneJob(weights: weights, source: first, coarser: coarser, blend: plan.blendIn256ths,
                                  destination: result, fixedRows: fixedRow, unitRows: unitRow, mixRows: mixRow))
            }
            return result
        }
        // Both slots hold images alive at once from here: grown now, if at all, so that none
        // moves under an image made in it.
        blurred[0].reserve(levelSize(width, height, 2).pixelCount)
        blurred[1].reserve(2 * levelSize(width, height, 3).pixelCount)
        kernel.update(exactVariance: plan.sigma)
        let result = workImage(level: k)
        reserveRows(width: result.paddedWidth, radius: kernel.radius)
        separable(kernel, source: image(k), destination: result)
        if plan.mixesCoarser {
            coarserKernel.update(exactVariance: plan.coarserSigma)
            let coarser = coarserImage(level: k + 1)
            reserveRows(width: coarser.paddedWidth, radius: coarserKernel.radius)
            separable(coarserKernel, source: image(k + 1), destination: coarser)
            double(coarser, into: result, weight: Float(plan.blend))
        }
        var current = result
        var level = k
        while level > entry {
            let finer = workImage(level: level - 1)
            double(current, into: finer, weight: 1)
            current = finer
            level -= 1
        }
        return fixed(current)
    }

    /// The Gaussian `kernel` from `source` into `destination`, in fixed point (see
    /// `FixedSeparableBlur`): the level converted once, then both passes row by row.
    private func separable(_ kernel: GaussianKernel, source: PaddedImage, destination: PaddedImage) {
        separable(kernel, fixed: fixedCopy(of: source), destination: destination)
    }

    /// `source` converted into `fixedSource` in 1/128-level units, the Gaussians' input.
    private func fixedCopy(of source: PaddedImage) -> FixedLevel {
        fixedSource.reserve(FixedLevel.storage(width: source.width, height: source.height))
        let level = FixedLevel(layoutFor: source, in: fixedSource.base)
        bands(rows: source.paddedHeight, pixels: source.pixelCount,
              ConvertJob(level: level, image: source, unitsPerLevel: FixedSeparableBlur.scale))
        return level
    }

    /// The Gaussian `kernel` of `source` into `destination` (a fixed level of its size) as
    /// summed, in 1/128-level units.
    private func separableUnits(_ kernel: GaussianKernel, source: PaddedImage, destination: FixedLevel) {
        let level = fixedCopy(of: source)
        FixedSeparableBlur.weights(kernel, into: &fixedWeights)
        fixedWeights.withUnsafeBufferPointer { weights in
            bands(rows: level.paddedHeight, pixels: level.columns * level.paddedHeight * (2 * kernel.radius + 1) / 8,
                  SeparableUnitsJob(weights: weights, source: level, destination: destination, scratch: fixedRow))
        }
    }

    /// The Gaussian `kernel` from a level already in 1/128-level units.
    private func separable(_ kernel: GaussianKernel, fixed source: FixedLevel, destination: PaddedImage) {
        FixedSeparableBlur.weights(kernel, into: &fixedWeights)
        fixedWeights.withUnsafeBufferPointer { weights in
            bands(rows: source.paddedHeight, pixels: source.columns * source.paddedHeight * (2 * kernel.radius + 1) / 8,
                  SeparableJob(weights: weights, source: source, destination: destination, scratch: fixedRow))
        }
    }

    private func double(_ coarse: PaddedImage, into fine: PaddedImage, weight: Float) {
        bands(rows: fine.paddedHeight, pixels: fine.pixelCount, DoubleJob(coarse: coarse, fine: fine, weight: weight, scratch: rowD))
    }
}
