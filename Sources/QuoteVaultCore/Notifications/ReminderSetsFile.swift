import Foundation
import Localization
import SharedStore

/// How the reminder sets file (`quotevault-reminder-sets`) was found. Only a file that is not there yet is taken
/// from the single schedule of before (`ReminderSets.migrating`); any other failure keeps what the file holds
/// from being planned over or written over by that schedule, which would lose every set but the first.
public enum ReminderSetsFile: Equatable, Sendable {
  /// Read (or not there yet, and migrated): planned and written as usual.
  case read
  /// Cannot be read now (a background launch before the first unlock, data protection): nothing is planned that
  /// would remove pending reminders, nothing is written, and it is read again at the next plan or return.
  case unreadable
  /// Could not be decoded: moved aside (`<name>.damaged.json`), the single schedule stands in, and the user is
  /// told once (`takeDamagedNotice`).
  case damaged
  /// Written by a newer QuoteVault: neither planned over nor written over; Settings says to update.
  case newer
}

extension RemindersModel {
  /// The sets to show and plan, and how the file was found; moves nothing (`open` sets a damaged file aside).
  nonisolated static func loadSets(_ store: SharedStore) -> (sets: ReminderSets, file: ReminderSetsFile) {
    let fallback: ReminderSets
    switch store.load(QuoteVaultShared.reminders) {
    case .success(let schedule): fallback = .migrating(schedule ?? QuoteVaultShared.reminders.defaultValue)
    case .failure(.unreadable): return (.migrating(QuoteVaultShared.reminders.defaultValue), .unreadable)
    case .failure: fallback = .migrating(QuoteVaultShared.reminders.defaultValue)
    }
    switch store.load(QuoteVaultShared.reminderSets) {
    case .success(.some(let stored)): return (stored, .read)
    case .success(.none): return (fallback, .read)
    case .failure(.corrupt): return (fallback, .damaged)
    case .failure(.newerSchema): return (fallback, .newer)
    case .failure: return (fallback, .unreadable)
    }
  }

  /// The sets as `loadSets` finds them (the fuzz tests' reader).
  nonisolated static func readSets(_ store: SharedStore) -> ReminderSets { loadSets(store).sets }

  /// At launch and whenever the file could not be read: a damaged file is moved aside first (its bytes kept), so
  /// that the next change may write the file again; one that cannot be moved waits as an unreadable one does.
  static func open(_ store: SharedStore) -> (sets: ReminderSets, file: ReminderSetsFile, damaged: Bool) {
    let (sets, file) = loadSets(store)
    guard file == .damaged else { return (sets, file, false) }
    guard (try? store.setAside(QuoteVaultShared.reminderSets)) != nil else { return (sets, .unreadable, false) }
    return (sets, .damaged, true)
  }

  /// Whether the sets may be changed, planned and written: not while the file waits to be read or is a newer
  /// version's.
  public var canEditSets: Bool { setsFile == .read || setsFile == .damaged }

  /// The file (or the settings the sets are planned with) could not be read before: read again (the phone may
  /// have been unlocked since). Read now, the sets are the stored ones, and an account that left meanwhile has its
  /// sources cleared as it would have.
  func readSetsIfWaiting() {
    settings.readIfWaiting()
    guard setsFile == .unreadable else { return }
    let opened = Self.open(dependencies.store)
    guard opened.file != .unreadable else { return }
    sets = opened.sets
    setsFile = opened.file
    if opened.damaged { damagedNoticeDue = true }
    if accountLeftWhileWaiting {
      accountLeftWhileWaiting = false
      clearPersonalSources()
    }
  }

  /// The damaged file's notice, once (shown at launch, over whatever is up).
  func takeDamagedNotice() -> Bool {
    defer { damagedNoticeDue = false }
    return damagedNoticeDue
  }

  /// What Settings says above the sets when they cannot be changed now.
  public var setsFileNote: String? {
    switch setsFile {
    case .read, .damaged: nil
    case .unreadable: Self.unreadableNote.text
    case .newer: Self.newerNote.text
    }
  }

  nonisolated static let damagedTitle = LocalizedCopy(
    "quotevault.reminderSets.damagedTitle", "Reminder Sets Couldn't Be Read")
  nonisolated static let damagedMessage = LocalizedCopy(
    "quotevault.reminderSets.damagedMessage",
    "QuoteVault couldn't read your reminder sets, so only your Daily Quote reminders are planned now. The damaged file is kept on this iPhone. Add your other sets again in Settings."
  )
  nonisolated static let unreadableNote = LocalizedCopy(
    "quotevault.reminderSets.unreadable",
    "QuoteVault can't read your reminder sets yet. Your reminders stay as they were; unlock your iPhone to see and change them."
  )
  nonisolated static let newerNote = LocalizedCopy(
    "quotevault.reminderSets.newer",
    "Your reminder sets were saved by a newer version of QuoteVault. Update QuoteVault to see and change them.")
}
