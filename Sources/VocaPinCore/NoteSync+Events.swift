import Foundation
import SharedStore

extension NoteSync {
  /// One engine event, handled whole (files first, then the ledger) before the next.
  func handle(_ event: NoteSyncEvent) async {
    // Any event may follow a batch, or change the files: the next batch reads them again.
    batchRead = nil
    switch event {
    case .stateUpdate(let state):
      ledger.engineState = state
      persist()
    case .accountChange(let change):
      await accountChanged(change)
    case .zoneDeleted:
      await stop(.zoneDeleted)
    case .fetchedRecordZoneChanges(let modifications, let deletions):
      var changed = false
      for record in modifications { changed = reconcile(with: record) || changed }
      for id in deletions { changed = deletedOnServer(id) || changed }
      persist()
      if changed { onNotesChanged() }
    case .sentRecordZoneChanges(let saved, let failed):
      for record in saved { ledger.records[record.id] = record }
      var changed = false
      for failure in failed {
        switch failure.error {
        case .serverRecordChanged(let server):
          changed = reconcile(with: server) || changed
          needsAnotherSend = true
        case .zoneNotFound:
          // The engine saves the zone again with the next pending saves.
          needsAnotherSend = true
        case .unknownItem:
          // The server lost the record: sent again as a new one.
          ledger.records[failure.record.id] = nil
          needsAnotherSend = true
        default:
          // Network and server trouble: the engine keeps the change pending and retries.
          break
        }
      }
      persist()
      if changed { onNotesChanged() }
    }
  }

  private func accountChanged(_ change: NoteSyncEvent.AccountChange) async {
    switch change {
    case .signIn(let current):
      if let account = ledger.account, account != current {
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
  private func stop(_ reason: NoteSyncStopReason) async {
    ledger.isOn = false
    ledger.forgetAccount()
    ledger.stopReason = reason
    persist()
    await stopEngine()
    status = .stopped(reason)
  }

  /// This device's side of a note the server changed; nil when this device has nothing of it (or cannot read it).
  private func localSide(_ id: UUID, board: NoteBoard, trash: [DeletedNote]) -> NoteMerge.Local? {
    if let note = board.notes.first(where: { $0.id == id }) { return .note(note) }
    let trashed = trash.first { $0.id == id }
    guard let known = ledger.records[id], !known.isTombstone else { return nil }
    // Deleted here and not yet sent. Deleted for good (Delete Now) leaves no date: it counts as deleted now.
    return .deleted(at: trashed?.deletedAt ?? now(), last: trashed?.note)
  }

  /// Takes the server's record: as it is when nothing changed here since the server's last word, settled by
  /// `NoteMerge` when both changed. Returns whether a note's file changed.
  @discardableResult
  func reconcile(with server: NoteRecord) -> Bool {
    let load = repository.load()
    guard load.folderProblem == nil else {
      ledger.unapplied[server.id] = server
      return false
    }
    // An unreadable note file is left as it is (never written over); the server's word waits.
    if load.board.unavailableIDs.contains(server.id) {
      ledger.unapplied[server.id] = server
      return false
    }
    let known = ledger.records[server.id]
    // The version this iPhone already has (its own save fetched back, say): nothing changed on the server.
    if let known, known.systemFields != nil, known.systemFields == server.systemFields {
      ledger.unapplied[server.id] = nil
      return false
    }
    let trash = RecentlyDeleted.collection(in: store).load().items
    let local = localSide(server.id, board: load.board, trash: trash)
    let changedHere: Bool =
      switch local {
      case .note(let note): known?.note != note
      case .deleted: true
      case nil: false
      }
    let resolution: NoteMerge.Resolution =
      if let local, changedHere {
        NoteMerge.resolve(local, server: server, ancestor: known?.note, newID: newID)
      } else {
        NoteMerge.Resolution(
          kept: server.note, toRecentlyDeleted: server.isTombstone ? local?.note : nil, copy: nil)
      }
    do {
      try apply(resolution, id: server.id, deletedAt: server.deletedAt, local: local, trash: trash)
      ledger.unapplied[server.id] = nil
      ledger.records[server.id] = server
      return true
    } catch {
      ledger.unapplied[server.id] = server
      status = .failed
      return false
    }
  }

  private func apply(
    _ resolution: NoteMerge.Resolution, id: UUID, deletedAt: Date?, local: NoteMerge.Local?, trash: [DeletedNote]
  ) throws(SharedStoreError) {
    let notes = VocaPinShared.notes(in: store)
    let recentlyDeleted = RecentlyDeleted.collection(in: store)
    let trashed = trash.first { $0.id == id }
    if let copy = resolution.copy { try notes.save(copy) }
    if let kept = resolution.kept {
      if local?.note != kept { try notes.save(kept) }
      // Recently Deleted's copy is the record of a delete: it goes, or the board would not show the note.
      if trashed != nil { try recentlyDeleted.delete(id) }
      return
    }
    if let words = resolution.toRecentlyDeleted, trashed?.note != words {
      try recentlyDeleted.save(DeletedNote(note: words, deletedAt: trashed?.deletedAt ?? deletedAt ?? now()))
    }
    if case .note = local { try notes.delete(id) }
  }

  /// A record deleted outright on the server (not a tombstone: another client, or iCloud's own tools). A note
  /// unchanged here goes to Recently Deleted; one changed here is kept and sent again as new.
  private func deletedOnServer(_ id: UUID) -> Bool {
    let known = ledger.records[id]
    ledger.records[id] = nil
    ledger.unapplied[id] = nil
    let load = repository.load()
    guard load.folderProblem == nil, let note = load.board.notes.first(where: { $0.id == id }),
      let known, known.note == note
    else { return false }
    do {
      try RecentlyDeleted.collection(in: store).save(DeletedNote(note: note, deletedAt: now()))
      try VocaPinShared.notes(in: store).delete(id)
      return true
    } catch {
      status = .failed
      return false
    }
  }

  /// Fetched records a full disk kept from the files, tried again.
  func retryUnapplied() {
    guard !ledger.unapplied.isEmpty else { return }
    var changed = false
    for record in ledger.unapplied.values.sorted(by: { $0.id.uuidString < $1.id.uuidString }) {
      changed = reconcile(with: record) || changed
    }
    persist()
    if changed { onNotesChanged() }
  }
}

extension NoteMerge.Local {
  /// The note on the board; nil when deleted here.
  var note: Note? {
    if case .note(let note) = self { return note }
    return nil
  }
}
