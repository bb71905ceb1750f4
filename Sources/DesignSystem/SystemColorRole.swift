/// iOS's semantic colours (UIKit's `UIColor.systemBlue`, `.label`, `.systemGroupedBackground`, ...): a view
/// that draws a `ColorPair` with one of these draws UIKit's own colour, which adapts to light and dark,
/// Increase Contrast and elevated surfaces as the system does.
public enum SystemColorRole: String, CaseIterable, Sendable {
  case systemBlue, systemRed, systemGreen, systemOrange, systemIndigo
  case systemGray, systemGray5, systemGray6
  case label, secondaryLabel, separator
  case systemBackground, systemGroupedBackground, secondarySystemGroupedBackground
}
