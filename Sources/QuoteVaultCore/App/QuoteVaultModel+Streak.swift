import AppServices

extension QuoteVaultModel {
  /// Home's Quote of the Day card came on screen (`true`, the card's `onAppear`) or left it (`false`, its
  /// `onDisappear`). Only what the view can see is reported; whether that is a read is decided here, as the scene
  /// and the day change too (`onAppear` does not run again when a suspended app returns to the front, nor at
  /// midnight).
  public func quoteOfTheDayCardVisible(_ visible: Bool) {
    quoteOfTheDayCardOnScreen = visible
    countQuoteOnScreen()
  }

  /// Whether the user has a quote of the day in front of them now, apart from the scene's phase: the app's
  /// tabs, Home chosen, nothing full-screen over it (the first-run cover), and either Home's root with its
  /// card on screen and a quote in it, or the quote a reminder or widget opened (`open(_:)`) on top of Home.
  var quoteOnScreen: Bool {
    guard rootScreen == .app, selectedTab == .home, onboarding == nil else { return false }
    if let shown = homePath.last { return shown.id == linkedQuoteID }
    return quoteOfTheDayCardOnScreen && feed.showsQuoteOfTheDay && daily.quote != nil
  }

  /// Counts a read for the streak when a quote is on screen while the scene is active. Asked at every change
  /// that can make it so: the card reported, the scene becoming active (a return to the app, or a launch), a new
  /// day while the app is open, the tab or Home's stack changing, a link's quote opened, the session restored.
  /// A day already counted writes nothing (`StreakModel.recordRead`), so asking again costs nothing.
  func countQuoteOnScreen() {
    guard quoteOnScreen else { return }
    quoteRead()
  }

  /// A quote was read: the reader opened one, or a quote is on screen (`countQuoteOnScreen`). Counted for the
  /// streak only while the scene is active: a launch in the background (a refresh, a notification button), or
  /// one whose phase nobody has said yet, reads nothing.
  func quoteRead() {
    guard scenePhase == .active else { return }
    let before = streak.streak
    streak.recordRead()
    // The day's quote seen: the nudge waiting for this evening goes (tomorrow's takes its place).
    if reminders.streakNudge.isEnabled, streak.streak != before {
      Task { [reminders] in await reminders.replanStreakNudge() }
    }
  }

  /// A phase the scene reached before the launch task runs (SwiftUI's `onChange(initial:)`, and any change
  /// before the task starts): the latest is kept, so a cold launch that starts inactive and becomes active
  /// before the launch runs is known to be in front; the launch does the rest.
  public func sceneStarted(in phase: AppScenePhase) {
    scenePhase = phase
    countQuoteOnScreen()
  }
}
