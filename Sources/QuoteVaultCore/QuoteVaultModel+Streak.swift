import AppServices

extension QuoteVaultModel {
  /// A quote was read: the quote of the day came on Home's screen, or a quote was opened (the reader, a
  /// reminder's or widget's quote). Counted for the streak only while the scene is active: a launch in the
  /// background (a refresh, a notification button), or one whose phase nobody has said yet, reads nothing.
  public func quoteRead() {
    guard scenePhase == .active else { return }
    streak.recordRead()
  }

  /// The phase the scene starts in, said once before the launch runs (SwiftUI's `onChange(initial:)`): only
  /// remembered, so a quote read at once counts when the app is in front; the launch does the rest.
  public func sceneStarted(in phase: AppScenePhase) {
    if scenePhase == nil { scenePhase = phase }
  }
}
