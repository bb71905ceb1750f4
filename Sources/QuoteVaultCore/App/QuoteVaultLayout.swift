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

  /// The smallest side of a tap target, in points (Apple's Human Interface Guidelines): a reminder set's weekday
  /// buttons are at least this wide and tall.
  public static let minimumTapTarget = 44.0

  /// The reminder set's seven weekday buttons in a row when seven targets of `minimumTapTarget` fit the width
  /// (and the text is not an accessibility size); otherwise they wrap, four a row (`wrappedWeekdaysPerRow`).
  public static func weekdaysFitOneRow(width: Double, at size: DynamicTypeSize) -> Bool {
    !size.isAccessibilitySize && width >= 7 * minimumTapTarget
  }

  /// Weekday buttons a row once they wrap: four and three, each still `minimumTapTarget` or wider on the
  /// narrowest phone's form row.
  public static let wrappedWeekdaysPerRow = 4
}
