import Foundation
import SharedStore

/// Reads and advances the shared current insult. The app's model and the widget's "another insult" button
/// both go through here, so whichever process acts, the other shows the same insult.
public struct InsultOfTheHour: Sendable {
  public let store: SharedStore
  public let timeZone: TimeZone

  public init(store: SharedStore, timeZone: TimeZone) {
    self.store = store
    self.timeZone = timeZone
  }

  public var settings: BardSettings { store.read(BardShared.settings) }

  /// The insult for `now`: the saved one if it is still this slot's, else this slot's own.
  public func current(at now: Date) -> CurrentInsultRecord {
    let settings = settings
    let schedule = settings.schedule(timeZone: timeZone)
    let slot = schedule.slot(at: now)
    if let saved = store.read(BardShared.currentInsult), saved.matches(slot: slot, of: schedule, settings: settings) {
      return saved
    }
    return record(
      slot: slot, shuffle: 0, schedule: schedule, shownAt: schedule.start(ofSlot: slot),
      familyFriendly: settings.familyFriendly)
  }

  /// What the "Insult me" App Shortcut says (Siri speaks it, Spotlight and Shortcuts show it): the insult the app
  /// and the widgets show at that moment, a shuffle included, and nothing written.
  public func insultMe(at now: Date) -> String { current(at: now).insult }

  /// What "Insult me" says and returns as its value: the insult, unless the phone is locked (`phoneLocked`:
  /// protected data unavailable) and the insult is one a locked phone keeps private (`LockScreenPrivacy`, the
  /// Lock Screen widget's rule); then a line saying to unlock, and not the words, which Siri would speak aloud.
  public func insultMeReply(at now: Date, phoneLocked: Bool) -> String {
    let insult = insultMe(at: now)
    return phoneLocked && LockScreenPrivacy.isPrivate(insult) ? BardCopy.insultMeLocked.text : insult
  }

  /// Saves `current(at:)` for the widget (IB-4.1) when it differs from what is saved; returns it and whether
  /// it is new.
  @discardableResult
  public func refresh(at now: Date) throws -> (record: CurrentInsultRecord, isNew: Bool) {
    let record = current(at: now)
    return (record, try save(record))
  }

  /// Saves `record` for the widget when it differs from what is saved; returns whether it did.
  @discardableResult
  public func save(_ record: CurrentInsultRecord) throws -> Bool {
    guard store.read(BardShared.currentInsult) != record else { return false }
    try store.write(record, for: BardShared.currentInsult)
    return true
  }

  /// The next alternative for this slot ("Another Insult", IB-1.2 and IB-7.1), saved for everyone.
  @discardableResult
  public func another(at now: Date) throws -> CurrentInsultRecord {
    let current = current(at: now)
    let schedule = settings.schedule(timeZone: timeZone)
    let next = record(
      slot: current.slot, shuffle: current.shuffle + 1, schedule: schedule, shownAt: now,
      familyFriendly: settings.familyFriendly)
    try store.write(next, for: BardShared.currentInsult)
    return next
  }

  /// The widget's Another Insult as its intent runs it: the next insult saved, and recorded for History in
  /// `records` (which waits for the records' lock), on a Dispatch thread (`SharedStore.offCooperativePool`),
  /// never holding one of Swift concurrency's few threads while it waits.
  public func anotherFromWidget(at now: Date, recordingIn records: SharedStore) async throws -> CurrentInsultRecord {
    let service = self
    return try await store.offCooperativePool { _ in
      let shown = try service.another(at: now)
      // Kept for History, which the app merges when it next opens.
      WidgetHistory.recordShown(shown.insult, at: now, in: records)
      return shown
    }
  }

  /// The words of a record's insult, for glosses.
  public func insult(of record: CurrentInsultRecord) -> Insult {
    settings.schedule(timeZone: timeZone).insult(forSlot: record.slot, shuffle: record.shuffle)
  }

  private func record(
    slot: Int, shuffle: Int, schedule: InsultSchedule, shownAt: Date, familyFriendly: Bool
  ) -> CurrentInsultRecord {
    CurrentInsultRecord(
      insult: schedule.insult(forSlot: slot, shuffle: shuffle).text, timestamp: ISO8601.string(from: shownAt),
      intervalMinutes: schedule.interval.minutes, slot: slot, shuffle: shuffle, familyFriendly: familyFriendly,
      slotStart: ISO8601.string(from: schedule.start(ofSlot: slot)))
  }
}
