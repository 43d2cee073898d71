import CSDL2

/// Tight loops over the canvas's pixels for the fills SDL's software renderer does slowly
/// (blended fills: ~6 ns a pixel there, under 1 ns here), so a full-window translucent view
/// stays cheap.
enum PixelBlend {
    /// Blends `color` (straight alpha 1…255) over the pixels of `rect` clipped to `clip`.
    /// SDL's queue must have been flushed first: this writes the surface directly.
    static func fill(_ canvas: Canvas, rect: SDL_Rect, clip: SDL_Rect?, color: SDL_Color) {
        var area = rect
        var bounds = SDL_Rect(x: 0, y: 0, w: canvas.width, h: canvas.height)
        var clipped = SDL_Rect()
        guard SDL_IntersectRect(&area, &bounds, &clipped) == SDL_TRUE else { return }
        area = clipped
        if var c = clip {
            guard SDL_IntersectRect(&area, &c, &clipped) == SDL_TRUE else { return }
            area = clipped
        }
        let a = UInt32(color.a) + (UInt32(color.a) >> 7)      // 0…256
        let inv = 256 - a
        let sr = UInt32(color.r) * a, sg = UInt32(color.g) * a, sb = UInt32(color.b) * a
        let dstAlpha = UInt32(color.a)
        let pixels = canvas.pixels, row = canvas.pixelsPerRow
        for y in Int(area.y)..<Int(area.y + area.h) {
            let line = pixels + y * row + Int(area.x)
            for x in 0..<Int(area.w) {
                let d = line[x]
                let r = (((d >> 16) & 0xFF) * inv + sr) >> 8
                let g = (((d >> 8) & 0xFF) * inv + sg) >> 8
                let b = ((d & 0xFF) * inv + sb) >> 8
                let da = d >> 24
                let outA = dstAlpha + ((da * (255 - dstAlpha)) + 127) / 255
                line[x] = outA << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
