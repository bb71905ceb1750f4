/// iOS system colours, light and dark, as UIKit defines them; each names its semantic role, which iOS draws.
public enum SystemColors {
  public static let blue = ColorPair(light: 0x007AFF, dark: 0x0A84FF, system: .systemBlue)
  public static let red = ColorPair(light: 0xFF3B30, dark: 0xFF453A, system: .systemRed)
  public static let green = ColorPair(light: 0x34C759, dark: 0x30D158, system: .systemGreen)
  public static let orange = ColorPair(light: 0xFF9500, dark: 0xFF9F0A, system: .systemOrange)
  public static let indigo = ColorPair(light: 0x5856D6, dark: 0x5E5CE6, system: .systemIndigo)

  public static let gray = ColorPair(light: 0x8E8E93, dark: 0x8E8E93, system: .systemGray)
  /// systemGray's Increase Contrast variant: the gray for secondary text and secondary buttons, because the
  /// plain gray and secondaryLabel (60 % opacity) stay under 4.5:1 on grouped backgrounds (PM-16.2).
  public static let accessibleGray = ColorPair(light: 0x6C6C70, dark: 0xAEAEB2)
  /// accessibleGray a shade darker in light (6C6C70 is 4.4:1 on Increase Contrast's grouped background,
  /// EBEBF0): PayMe's secondary text, which must stay readable where the user checks a handle or a caption.
  public static let readableGray = ColorPair(light: 0x68686C, dark: 0xAEAEB2)
  /// Error text (a refused amount, a failed save): systemRed darkened in light and lightened in dark until it
  /// reaches 4.5:1 on every grouped and plain background, elevated and Increase Contrast ones included;
  /// systemRed itself (3.55:1 on white) stays for icons and fills, where 3:1 is enough.
  public static let errorText = ColorPair(light: 0xC8001A, dark: 0xFF7A72)
  /// Warning text ("check the recipient"): systemOrange, which is 2.2:1 on white, darkened in light to 4.5:1 on
  /// the same backgrounds; its dark value is systemOrange's Increase Contrast one.
  public static let warningText = ColorPair(light: 0xB23000, dark: 0xFFB340)
  public static let gray5 = ColorPair(light: 0xE5E5EA, dark: 0x2C2C2E, system: .systemGray5)
  public static let gray6 = ColorPair(light: 0xF2F2F7, dark: 0x1C1C1E, system: .systemGray6)

  public static let label = ColorPair(light: 0x000000, dark: 0xFFFFFF, system: .label)
  public static let secondaryLabel = ColorPair(
    light: RGBAColor(hex: 0x3C3C43, alpha: 0.6), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.6), system: .secondaryLabel)
  public static let separator = ColorPair(
    light: RGBAColor(hex: 0x3C3C43, alpha: 0.29), dark: RGBAColor(hex: 0x545458, alpha: 0.6), system: .separator)

  public static let systemBackground = ColorPair(light: 0xFFFFFF, dark: 0x000000, system: .systemBackground)
  public static let groupedBackground = ColorPair(light: 0xF2F2F7, dark: 0x000000, system: .systemGroupedBackground)
  public static let secondaryGroupedBackground = ColorPair(
    light: 0xFFFFFF, dark: 0x1C1C1E, system: .secondarySystemGroupedBackground)
}
