/// How long a message that goes by itself waits (an Undo bar, a "Removed" banner): the moment it is given, or,
/// while VoiceOver or Switch Control is running, no limit (nil): it stays until the user acts or leaves the
/// screen. Reaching the button that way takes longer than any fixed moment, and WCAG 2.2.1 asks that a time limit
/// the user cannot extend be avoided. One rule for every app (the Bard's Favourites banner, QuoteVault's
/// collection Undo); the SwiftUI side reads `assistiveTechnologyRunning` (DesignSystemUI) and passes it in.
public enum AssistiveTimeLimit {
  public static func duration(_ moment: Duration, assistiveTechnology: Bool) -> Duration? {
    assistiveTechnology ? nil : moment
  }
}
