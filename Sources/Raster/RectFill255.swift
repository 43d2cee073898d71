extension PixelBlend {
    /// `color` over the pixels of `rect` clipped to `clip` by the rule SDL's software renderer
    /// fills rectangles with, so a painter without SDL gets its bytes: an opaque colour replaces
    /// the pixels; a translucent one has its channels scaled by alpha in 255ths, and each
    /// pixel's channels by 255 − alpha, both rounded down, then added (the pixel's alpha the same
    /// way, plus the colour's). `fill(_:rect:clip:color:pool:)` mixes in 256ths instead, which
    /// can differ by one step.
    public static func fillRect255(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, color: RGBA8) {
        guard let area = clippedArea(rect, in: buffer, clip: clip) else { return }
        let pixels = buffer.base, row = buffer.pixelsPerRow
        if color.a == 255 {
            for y in area.y..<area.maxY { (pixels + y * row + area.x).update(repeating: color.opaqueARGB, count: area.width) }
            return
        }
        let a = UInt32(color.a), keep = 255 - a
        let r = UInt32(color.r) * a / 255, g = UInt32(color.g) * a / 255, b = UInt32(color.b) * a / 255
        for y in area.y..<area.maxY {
            let line = pixels + y * row
            for x in area.x..<area.maxX {
                let d = line[x]
                let outR = ((d >> 16) & 0xFF) * keep / 255 + r
                let outG = ((d >> 8) & 0xFF) * keep / 255 + g
                let outB = (d & 0xFF) * keep / 255 + b
                let outA = (d >> 24) * keep / 255 + a
                line[x] = outA << 24 | outR << 16 | outG << 8 | outB
            }
        }
    }
}
