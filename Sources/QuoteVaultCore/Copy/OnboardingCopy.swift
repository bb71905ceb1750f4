import Localization

/// The first-run flow's words (the screens' titles, explanations and buttons).
public enum OnboardingCopy {
  public static let welcome = LocalizedCopy("quotevault.onboarding.welcome", "Welcome to QuoteVault")
  public static let topicsTitle = LocalizedCopy("quotevault.onboarding.topicsTitle", "What do you like to read?")
  public static let topicsMessage = LocalizedCopy(
    "quotevault.onboarding.topicsMessage",
    "Pick the topics you like. For You on Home mixes them into one feed; you can change them there any time.")
  public static let remindersTitle = LocalizedCopy("quotevault.onboarding.remindersTitle", "Quotes through the day")
  public static let remindersMessage = LocalizedCopy(
    "quotevault.onboarding.remindersMessage",
    "Get a few quotes a day as reminders, spread over the hours you choose. The first each day is the Quote of the Day."
  )
  public static let wantsReminders = LocalizedCopy("quotevault.onboarding.wantsReminders", "Send Me Reminders")
  public static let permissionTitle = LocalizedCopy(
    "quotevault.onboarding.permissionTitle", "Allow notifications for your reminders")
  public static let permissionMessage = LocalizedCopy(
    "quotevault.onboarding.permissionMessage",
    "QuoteVault needs your permission to show its reminders. iOS asks once; you can change it later in Settings.")
  public static let allow = LocalizedCopy("quotevault.onboarding.allow", "Allow Notifications")
  public static let next = LocalizedCopy("quotevault.onboarding.continue", "Continue")
  public static let skip = LocalizedCopy("quotevault.onboarding.skip", "Skip")
  public static let skipAll = LocalizedCopy("quotevault.onboarding.skipAll", "Skip Setup")
  public static let done = LocalizedCopy("quotevault.onboarding.done", "Done")
  /// The last step, to a guest: what an account adds, and the way to it.
  public static let signInNote = LocalizedCopy(
    "quotevault.onboarding.signInNote",
    "You're browsing without an account. Sign in to keep your favorites and collections on all your devices.")
  public static let signIn = LocalizedCopy("quotevault.onboarding.signIn", "Sign In or Create Account")
}
