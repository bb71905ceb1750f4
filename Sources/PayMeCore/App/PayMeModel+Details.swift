import DesignSystem
import Localization
import Presentation
import SharedStore

// MARK: - Details

extension PayMeModel {
  /// Said now, or once App Lock is unlocked (`PayMeFeedback.announce`).
  func announce(_ copy: LocalizedCopy) { feedback.announce(copy) }

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

  func play(_ intent: HapticIntent) { feedback.play(intent) }
}
