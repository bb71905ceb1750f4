import Foundation
import Localization

/// Keeping the reminder sets on this device, and what a failed write does: the change stays for this run (the
/// plan follows it), the user hears of it once, and the write is tried again at the next chance.
extension RemindersModel {
  /// The daily set's schedule changed (Settings' count, until, or source): kept with its start at the daily
  /// time. A write that fails is said once, in words, and tried again at the next plan (`retryUnsavedSets`).
  func keepDaily(_ changed: ReminderSchedule) {
    guard canEditSets else { return }
    var daily = sets.first
    daily.schedule = changed
    daily.schedule.start = settings.settings.notificationTime
    var changedSets = sets
    changedSets.replace(daily)
    guard !keep(changedSets), !unsavedDailySaid else { return }
    unsavedDailySaid = true
    onMessage(Self.dailyNotSavedMessage, LocalizedCopy("quotevault.notifications.title", "Notifications").text)
  }

  /// Every set, kept on this device. A failed write keeps the change for this run (the plan follows it) and is
  /// written again with the next change or plan; false when it was not written (the editor's Save says so).
  @discardableResult
  func keep(_ changed: ReminderSets) -> Bool {
    // Never over a file that could not be read, or a newer version's: every mutator checks first, this too.
    guard canEditSets else { return false }
    sets = changed
    return writeSets()
  }

  /// The sets a failed write left only in memory, written again: at each plan (launch, each return to the app,
  /// a new day, a background refresh), so a full disk freed meanwhile loses nothing the user chose.
  func retryUnsavedSets() {
    guard setsUnsaved, canEditSets else { return }
    writeSets()
  }

  @discardableResult
  private func writeSets() -> Bool {
    do {
      try dependencies.store.write(sets, for: QuoteVaultShared.reminderSets)
      setsUnsaved = false
      // Written: a later failure is news again.
      unsavedDailySaid = false
      return true
    } catch {
      setsUnsaved = true
      return false
    }
  }

  nonisolated static var dailyNotSavedMessage: String {
    LocalizedCopy(
      "quotevault.reminders.notSaved",
      "Your reminder settings couldn't be saved on this iPhone. They apply for now, and QuoteVault will try again."
    ).text
  }
}
