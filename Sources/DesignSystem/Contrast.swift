import Foundation

/// WCAG 2.x contrast, used by tests to hold every theme to readable text.
public enum Contrast {
  /// WCAG AA for body text.
  public static let minimumForText = 4.5
  /// WCAG AA for large or bold text (18 pt, or 14 pt bold) and for controls' shapes.
  public static let minimumForLargeText = 3.0

  /// Relative luminance of an opaque sRGB colour (WCAG 2.x definition).
  public static func relativeLuminance(_ color: RGBAColor) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio (1...21) of `foreground` drawn over `background`. A translucent foreground is first
  /// composited over the background, and a translucent background over `base` (white unless told).
  public static func ratio(_ foreground: RGBAColor, on background: RGBAColor, base: RGBAColor = .white) -> Double {
    let opaqueBackground = background.composited(over: base)
    let opaqueForeground = foreground.composited(over: opaqueBackground)
    let a = relativeLuminance(opaqueForeground)
    let b = relativeLuminance(opaqueBackground)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
