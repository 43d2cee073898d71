extension UIColor {
    /// A colour from Display P3 components, 0…1, converted to extended sRGB as UIKit keeps it:
    /// P3's saturated colours fall outside 0…1 (P3 red is about (1.093, −0.227, −0.150)).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = UIColor.linear(Double(red)), g = UIColor.linear(Double(green)), b = UIColor.linear(Double(blue))
        // Linear Display P3 to linear sRGB (both D65).
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: CGFloat(UIColor.encoded(sr)), green: CGFloat(UIColor.encoded(sg)),
                  blue: CGFloat(UIColor.encoded(sb)), alpha: alpha)
    }

    /// Asset catalogs are not there.
    @available(*, unavailable, message: "FluidUIKit has no asset catalogs: make the colour with init(red:green:blue:alpha:) (docs/PORTING.md)")
    public convenience init?(named name: String) { return nil }

    /// The sRGB (and Display P3) transfer function, undone; odd, for extended values.
    private static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// The sRGB transfer function; odd, for extended values.
    private static func encoded(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }
}
