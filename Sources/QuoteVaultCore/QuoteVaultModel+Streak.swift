extension QuoteVaultModel {
  /// A quote was read: the quote of the day came on Home's screen, or a quote was opened (the reader, a
  /// reminder's or widget's quote). Counted for the streak only while the user is in the app: a launch in the
  /// background (a refresh, a notification button) reads nothing.
  public func quoteRead() {
    guard scenePhase != .background else { return }
    streak.recordRead()
  }
}
