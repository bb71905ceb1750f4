import DesignSystem
import Localization
import Presentation
import SharedStore

// MARK: - Details

extension PayMeModel {
  func announce(_ text: String) {
    announcements += 1
    announcement = Announcement(id: announcements, text: text)
  }

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

  /// The ledger on disk after every change; if it cannot be saved (or must not be, see `ledgerProblem`), the
  /// change stays in memory and an alert says so in words, once for each run of failures. Returns whether it was
  /// saved, for a change that must not count as made unless it is on disk (a scheduled payment, `runDuePayments`).
  @discardableResult
  func saveLedger(tellingFailure: Bool = true) -> Bool {
    var saved = true
    do {
      if let ledgerProblem { throw ledgerProblem }
      try dependencies.store.write(ledger, for: PayMeShared.ledger)
      // Saved again: a later failure is news, and is said.
      saidLedgerNotSaved = false
    } catch {
      saved = false
      if tellingFailure, !saidLedgerNotSaved {
        saidLedgerNotSaved = true
        showMessage(PayMeAlerts.notSaved(error))
      }
    }
    // Every change of the ledger passes here, saved or not: what the calendar will move is planned again from the
    // ledger the user sees (a payment cancelled but not saved says no "Payment Returned" later).
    planMoneyMoves()
    return saved
  }

  func play(_ intent: HapticIntent) {
    if throttle.shouldPlay(intent, at: dependencies.uptime()) { haptics.emit(intent) }
  }
}
