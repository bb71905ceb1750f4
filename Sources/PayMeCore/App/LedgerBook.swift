import AppServices
import Foundation
import Localization
import Observation
import SharedStore

/// The one owner of the ledger and its file: it loads it at launch (setting a damaged one aside), writes every
/// change (moving the oldest settled entries to the archive once it grows), and makes a change the app's only
/// once it is on disk (`commit`). The app's model owns it (`PayMeModel.book`), reads `ledger` and hears back
/// through closures: a message to show, a ledger that changed.
@MainActor
@Observable
public final class LedgerBook {
  public internal(set) var ledger: Ledger {
    didSet { onSet() }
  }
  /// Why the saved ledger must not be written over (a newer version's file, or one iOS would not let PayMe read):
  /// the app runs on the seed in memory and says so at the first change, never replacing what it could not read.
  var problem: SharedStoreError?
  /// A failed save was said: the next failure in a row is not said again (`save`).
  @ObservationIgnored var saidNotSaved = false
  /// The damaged file was set aside at launch: the app says so once it can.
  let setAsideAtLaunch: Bool

  /// A message for the user (a change not saved, a damaged archive set aside): the app shows it in its turn.
  @ObservationIgnored var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("LedgerBook.onMessage")
  /// A change the user asked for was refused (not saved): the app plays the failure.
  @ObservationIgnored var onRefused: @MainActor () -> Void = unimplemented("LedgerBook.onRefused")
  /// Every save, made or not: what the calendar will move is planned again from the ledger the user sees.
  @ObservationIgnored var onSaved: @MainActor () -> Void = unimplemented("LedgerBook.onSaved")
  /// `ledger` was set (the Edit sheet's list of a schedule's payments follows it).
  @ObservationIgnored var onSet: @MainActor () -> Void = unimplemented("LedgerBook.onSet")
  /// The entries of live schedules, by id prefix: never archived (the Edit sheet lists them, runs look them up).
  @ObservationIgnored var livePrefixes: @MainActor () -> [String] = { [] }
  /// The archive as just written, for Activity's older entries when they are listed.
  @ObservationIgnored var onArchived: @MainActor ([Transaction]) -> Void = unimplemented("LedgerBook.onArchived")

  let store: SharedStore

  init(store: SharedStore, now: Date) {
    self.store = store
    let (loaded, problem, setAside) = Self.load(store, now: now)
    ledger = loaded
    self.problem = problem
    setAsideAtLaunch = setAside
  }

  /// The saved ledger, if it is one this app could have written; else the seed. A damaged or implausible file is
  /// set aside first (its bytes kept beside it); a file that cannot be read now or was written by a newer
  /// version is left alone, and reported.
  static func load(_ store: SharedStore, now: Date) -> (Ledger, SharedStoreError?, setAside: Bool) {
    let seed = DemoData.ledger(now: now)
    // The key's value is itself optional (nil: never saved), so a stored nil reads as nothing saved.
    switch store.load(PayMeShared.ledger).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible: return (saved, nil, false)
    case .success(nil): return (seed, nil, false)
    case .success(.some), .failure(.corrupt):
      do {
        try store.setAside(PayMeShared.ledger)
        return (seed, nil, true)
      } catch {
        return (seed, error, false)
      }
    case .failure(let error): return (seed, error, false)
    }
  }

  /// Reads the file again once iOS lets PayMe read it (after the first unlock): true when it was read (or set
  /// aside, which is then said) and is now the ledger.
  func reloadIfUnreadable(now: Date) -> Bool {
    guard PayMeModel.unreadable(problem) else { return false }
    let (loaded, problem, setAside) = Self.load(store, now: now)
    guard !PayMeModel.unreadable(problem) else { return false }
    ledger = loaded
    self.problem = problem
    if setAside { onMessage(PayMeAlerts.activityReset) }
    return true
  }

  /// A money movement becomes the ledger only once it is on disk, so "Sent" (or "Added", "Transferred") is never
  /// said of something a kill would lose. Not saved (the storage failed, or the file must not be written over,
  /// `problem`), nothing changes: the sheet keeps what was entered, the alert says what failed, and trying
  /// again sends it then. Returns whether the move was made.
  func commit(_ updated: Ledger, _ move: LedgerMove) -> Bool {
    commit(updated) { PayMeAlerts.moveNotSaved(move, $0) }
  }

  /// A cancel, decline, reset or contact deletion, under the same rule: the ledger on screen changes only once
  /// the changed one is on disk, so a "Canceled" row never comes back as pending after a kill. Not saved,
  /// nothing changes and the alert says why. Returns whether the change was made.
  func commit(_ updated: Ledger, _ change: LedgerChange) -> Bool {
    commit(updated) { PayMeAlerts.changeNotSaved(change, $0) }
  }

  private func commit(_ updated: Ledger, notSaved: (any Error) -> PayMeAlert) -> Bool {
    let written: Ledger
    do {
      if let problem { throw problem }
      written = try write(updated)
    } catch {
      onMessage(notSaved(error))
      onRefused()
      return false
    }
    // Saved again: a later failure of another change is news, and is said.
    saidNotSaved = false
    ledger = written
    onSaved()
    return true
  }

  /// A scheduled run's ledger: put in place and saved, or, when it is not on disk, put back as it was (a payment
  /// that is not saved is not sent), saying nothing: the run says it.
  func commitRun(_ updated: Ledger) -> Bool {
    let before = ledger
    ledger = updated
    guard save(tellingFailure: false) else {
      ledger = before
      onSaved()
      return false
    }
    return true
  }

  /// The ledger on disk after every change; if it cannot be saved (or must not be, see `problem`), the change
  /// stays in memory and an alert says so in words, once for each run of failures. Returns whether it was saved,
  /// for a change that must not count as made unless it is on disk (a scheduled payment, `commitRun`).
  @discardableResult
  func save(tellingFailure: Bool = true) -> Bool {
    var saved = true
    do {
      if let problem { throw problem }
      let written = try write(ledger)
      if written.transactions.count != ledger.transactions.count { ledger = written }
      // Saved again: a later failure is news, and is said.
      saidNotSaved = false
    } catch {
      saved = false
      if tellingFailure, !saidNotSaved {
        saidNotSaved = true
        onMessage(PayMeAlerts.notSaved(error))
      }
    }
    // Every change of the ledger passes here, saved or not: what the calendar will move is planned again from the
    // ledger the user sees (a payment cancelled but not saved says no "Payment Returned" later).
    onSaved()
    return saved
  }
}
