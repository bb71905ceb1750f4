import Foundation
import SharedStore

extension NoteSync {
  /// One engine event, handled whole (files first, then the ledger) before the next.
  func handle(_ event: NoteSyncEvent) async {
    // An event that comes after sync stopped (turned off, another account) belongs to no ledger: the engine that
    // sent it is gone, and what it says must not be written over a ledger cleared or kept for later.
    guard isStarted else { return }
    // Any event may follow a batch, or change the files: the next batch reads them again.
    batchRead = nil
    switch event {
    case .stateUpdate(let state):
      ledger.engineState = state
      // During the app's sync the state goes with the next write (one write per batch, not two); on its own it
      // is written now.
      if isAppSyncRunning { stateNotWritten = true } else { persist() }
    case .accountChange(let change):
      accountConfirmed = false
      await accountChanged(change)
    case .zoneDeleted(.deleted), .zoneDeleted(.purged):
      await stop(.zoneDeleted)
    case .zoneDeleted(.encryptedDataReset):
      // The server's copies are gone but the user keeps their data: every note here is sent again as new
      // (records not yet applied here stay, so their words are not lost either). Sync stays on.
      ledger.records = [:]
      persist()
      needsAnotherSend = true
      await queueFixesOfAutomaticSync()
    case .fetchedRecordZoneChanges(let modifications, let deletions):
      guard await isStillLedgersAccount() else { return }
      // The files are read once for the whole batch (off the main actor), never once per record.
      var files = await readFiles()
      // Turned off (or stopped) while the files were read: the batch belongs to no ledger now.
      guard isStarted else { return }
      let countBefore = files.notes.count
      var changed = false
      for record in modifications { changed = reconcile(with: record, files: &files) || changed }
      for id in deletions { changed = deletedOnServer(id, files: &files) || changed }
      persist()
      sayIfPastBoardLimit(before: countBefore, after: files.notes.count)
      if changed { notesChanged() }
      // A conflict settled here (both sides' words kept) differs from the server's word: sent at once.
      needsAnotherSend = needsAnotherSend || !isAppSyncRunning
      await queueFixesOfAutomaticSync()
    case .sentRecordZoneChanges(let saved, let failed):
      await sent(saved: saved, failed: failed)
    case .willFetchChanges, .didFetchChanges:
      // The engine's own sync begins or its fetch ends: the account is asked once per fetch (before its first
      // batch), and again for what comes after it. The app's sync keeps its own bounds (`sync`).
      if !isAppSyncRunning { accountConfirmed = false }
      // What a fetch changed is told once, at its end (a fetch that begins tells what an unfinished one left).
      fetchEnded()
      if case .willFetchChanges = event { isFetching = true }
    }
  }

  private func sent(saved: [NoteRecord], failed: [NoteSyncEvent.FailedSave]) async {
    for record in saved {
      ledger.records[record.id] = record
      unsent[record.id] = nil
    }
    // The server just saved these by its own clock: how far this device's clock runs ahead of it (the event
    // comes a moment after the save, so it reads a little ahead; seconds, against the hour a wrong clock is).
    if let serverSaved = saved.compactMap(\.modifiedAt).max() {
      ledger.clockAhead = now().timeIntervalSince(serverSaved)
    }
    var changed = false
    var files: SyncFiles?
    var deletedByUser = false
    for failure in failed {
      unsent[failure.record.id] = nil
      switch failure.error {
      case .serverRecordChanged(let server):
        var read: SyncFiles
        if let files {
          read = files
        } else {
          read = await readFiles()
        }
        guard isStarted else { return }
        changed = reconcile(with: server, files: &read) || changed
        files = read
        needsAnotherSend = true
      case .zoneNotFound:
        // The engine saves the zone again with the next pending saves.
        needsAnotherSend = true
      case .unknownItem where failure.record.systemFields != nil:
        // The server lost the record: sent again as a new one.
        ledger.records[failure.record.id] = nil
        needsAnotherSend = true
      case .userDeletedZone:
        // The user deleted VocaPin's data in Settings: never uploaded again unasked (Apple's advice).
        deletedByUser = true
      default:
        // A full iCloud, a refused record (a new record of a type the schema lacks: `unknownItem`), network or
        // server trouble: the note still differs from the server's word, so every sync queues it again; until
        // then the status says how many notes wait and why.
        unsent[failure.record.id] = failure.error
      }
    }
    let written = persist()
    if changed { notesChanged() }
    if deletedByUser {
      await stop(.zoneDeleted)
      return
    }
    // The engine's own send that saved records shows the network and server work again: an earlier "Offline" or
    // "did not finish" is no longer true (unless this event's own write failed).
    let staleFailure = status == .offline || status == .failed
    let settles = status == .upToDate || status.isNotAllSent || (staleFailure && !saved.isEmpty && written)
    if !isAppSyncRunning, isStarted, settles { status = settledStatus }
    await queueFixesOfAutomaticSync()
  }

  /// Notes from other devices are all kept, even past the board's limit; the user is told once, as it happens,
  /// rather than meet it as a refused new note.
  private func sayIfPastBoardLimit(before: Int, after: Int) {
    guard before <= NoteBoard.maximumCount, after > NoteBoard.maximumCount else { return }
    onPastBoardLimit()
  }

  /// Whether the user signed in now is the ledger's (or cannot be known now: the engine's own sign-out event
  /// follows). Checked before fetched records are applied and before changes are queued, since the engine's
  /// `accountChange` event for a switch made while the app runs may come after the new account's records: another
  /// user turns sync off at once, and nothing of one account is applied to or sent from the other's ledger.
  /// Asked once per sync (`accountConfirmed`), not before every batch: each ask is a call to the server.
  func isStillLedgersAccount() async -> Bool {
    guard let account = ledger.account, !accountConfirmed else { return true }
    // Not known now (offline): asked again at the next check.
    guard let user = await client.currentUser() else { return true }
    if user == account {
      accountConfirmed = true
      return true
    }
    await stop(.accountChanged)
    return false
  }

  private func accountChanged(_ change: NoteSyncEvent.AccountChange) async {
    switch change {
    case .signIn(let current):
      if let account = ledger.account, account != current {
        await stop(.accountChanged)
        return
      }
      // Records whose account is not known (a ledger from before the account was kept, say) may be another
      // account's: never reused for this one, treated as an account change (the notes here are kept).
      if ledger.account == nil, !ledger.records.isEmpty || !ledger.unapplied.isEmpty {
        await stop(.accountChanged)
        return
      }
      ledger.account = current
      ledger.stopReason = nil
      persist()
    case .signOut:
      // The notes stay on this iPhone and the records stay known: signing in again to the same account picks up
      // where it stopped; another account stops sync instead (`accountChanged`).
      ledger.stopReason = .signedOut
      persist()
      await stopEngine()
      status = .stopped(.signedOut)
    case .switchAccounts(_, let current):
      if ledger.account == current { return }
      await stop(.accountChanged)
    }
  }

  /// Sync turns itself off: what belonged to the account is forgotten, the notes on this iPhone are kept.
  func stop(_ reason: NoteSyncStopReason) async {
    ledger.isOn = false
    ledger.forgetAccount()
    ledger.stopReason = reason
    persist()
    await stopEngine()
    status = .stopped(reason)
  }
}

extension NoteMerge.Local {
  /// The note on the board; nil when deleted here.
  var note: Note? {
    if case .note(let note) = self { return note }
    return nil
  }
}
