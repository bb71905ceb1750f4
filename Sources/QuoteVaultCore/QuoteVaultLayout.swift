import DesignSystem

/// Layout choices that follow Dynamic Type, decided here so they are tested on Linux; the views read them.
public enum QuoteVaultLayout {
  /// Onboarding's buttons sit in a bar pinned under the form, except at accessibility sizes: there the last
  /// step's Allow, Skip, footnote and Sign In would fill the screen over the step, so they scroll with the form.
  public static func pinsOnboardingButtons(at size: DynamicTypeSize) -> Bool { !size.isAccessibilitySize }

  /// Settings' profile row stacks the photo above the name and email at accessibility sizes: beside them, the
  /// scaled photo would squeeze them to a few letters a line.
  public static func stacksProfileRow(at size: DynamicTypeSize) -> Bool { size.isAccessibilitySize }

  /// The profile photo grows with the text (`@ScaledMetric`) up to this side, in points.
  public static let largestAvatar = 96.0
}
