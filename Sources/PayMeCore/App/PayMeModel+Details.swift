import DesignSystem
import Localization
import Presentation
import SharedStore

// MARK: - Details

extension PayMeModel {
  /// Said now, or once App Lock is unlocked: while it is up, VoiceOver would speak a payment's amount and name over
  /// the lock screen to anyone near. Held rather than dropped for the run's alert: VoiceOver reads an alert as it
  /// appears, and one presented under the lock appeared unseen, so it may not be read when the lock goes; the
  /// announcement is the word a VoiceOver user surely hears, once, that money moved.
  func announce(_ text: String) {
    guard !isLocked else {
      // A bound, so a device left locked through many runs keeps only the latest few.
      heldAnnouncements = Array((heldAnnouncements + [text]).suffix(Self.heldAnnouncementLimit))
      return
    }
    announcements += 1
    announcement = Announcement(id: announcements, text: text)
  }

  /// Unlocked: what was held is said, in one announcement (the view posts only the latest value it sees).
  func sayHeldAnnouncements() {
    guard !isLocked, !heldAnnouncements.isEmpty else { return }
    let held = heldAnnouncements
    heldAnnouncements = []
    announce(held.joined(separator: ". "))
  }

  static let heldAnnouncementLimit = 5

  /// Announced in the user's language.
  func announce(_ copy: LocalizedCopy) { announce(copy.text) }

  /// A settings change, saved; `quietly` for what the app records by itself (no switch moved, so no tick).
  func update(quietly: Bool = false, _ change: (inout PayMeSettings) -> Void) {
    var updated = settings
    change(&updated)
    guard updated != settings else { return }
    settings = updated
    if !quietly { play(.selectionChange) }
    // If they cannot be saved, the app goes on with them in memory, and says so once.
    do {
      try dependencies.store.write(updated, for: PayMeShared.settings)
      saidSettingsNotSaved = false
    } catch {
      guard !saidSettingsNotSaved else { return }
      saidSettingsNotSaved = true
      showMessage(PayMeAlerts.settingsNotSaved)
    }
  }

  func play(_ intent: HapticIntent) {
    if throttle.shouldPlay(intent, at: dependencies.uptime()) { haptics.emit(intent) }
  }
}
