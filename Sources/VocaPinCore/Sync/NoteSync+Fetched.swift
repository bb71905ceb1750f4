import Foundation
import SharedStore

/// The notes' files as read once for a batch of fetched records, by id, kept as the batch writes them: a first
/// sync of 500 notes reads the folder once per batch, not once per record (which was quadratic).
struct SyncFiles {
  var folderProblem: SharedStoreError?
  var notes: [UUID: Note]
  var unavailable: Set<UUID>
  var trash: [UUID: DeletedNote]
}

extension NoteSync {
  /// One read of the notes' files and Recently Deleted, off the main actor (hundreds of files on a large board,
  /// at every return to the app and every fetched batch), as the launch reads them. A save on the board may land
  /// after this read: each record's own files are read again on the main actor just before it is settled
  /// (`reread`), so no fetched record is written over an edit it never saw.
  func readFiles() async -> SyncFiles {
    let (load, trash) = await readNotesOffMainActor()
    return SyncFiles(
      folderProblem: load.folderProblem,
      notes: Dictionary(load.board.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
      unavailable: Set(load.board.unavailableIDs),
      trash: Dictionary(trash.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
  }

  /// One note's files (its own and its Recently Deleted copy) as they are now, on the main actor, where no save
  /// on the board can come between this read and the writes that follow it: two small files, never the folder.
  /// As `NotesRepository.load` reads them: a note Recently Deleted holds is off the board.
  func reread(_ id: UUID, in files: inout SyncFiles) {
    let trashRead = RecentlyDeleted.collection(in: store).item(id)
    files.trash[id] = try? trashRead.get()
    files.unavailable.remove(id)
    switch VocaPinShared.notes(in: store).item(id) {
    case .success(let note): files.notes[id] = trashRead.isKept ? nil : note
    case .failure:
      files.notes[id] = nil
      files.unavailable.insert(id)
    }
  }

  /// This device's side of a note the server changed; nil when this device has nothing of it (or cannot read it).
  private func localSide(_ id: UUID, server: NoteRecord, files: SyncFiles) -> NoteMerge.Local? {
    if let note = files.notes[id] { return .note(note) }
    let trashed = files.trash[id]
    guard let known = ledger.records[id] else {
      // No common ancestor (the ledger forgot the account, was set aside damaged, or a backup was restored
      // before sync was turned on): a Recently Deleted copy with the server's words is this note deleted here,
      // settled by date; one with other words is another version, kept aside by `apply`, never deleted.
      guard let trashed, let theirs = server.note, trashed.note.text == theirs.text else { return nil }
      return .deleted(at: trashed.deletedAt, last: trashed.note)
    }
    guard !known.isTombstone else { return nil }
    // Deleted here and not yet sent. Deleted for good (Delete Now) leaves no date: it counts as deleted now.
    return .deleted(at: trashed?.deletedAt ?? now(), last: trashed?.note)
  }

  /// Takes the server's record: as it is when nothing changed here since the server's last word, settled by
  /// `NoteMerge` when both changed. Returns whether a note's file changed.
  @discardableResult
  func reconcile(with server: NoteRecord, files: inout SyncFiles) -> Bool {
    // An unusable folder, or an unreadable note file: left as it is (never written over); the server's word waits.
    if files.folderProblem == nil { reread(server.id, in: &files) }
    guard files.folderProblem == nil, !files.unavailable.contains(server.id) else {
      ledger.unapplied[server.id] = server
      return false
    }
    // A record this app cannot read (too long, words missing) is not a delete: the note here stays as it is,
    // nothing is sent as deleted, and the record waits (a readable version replaces it when one comes).
    guard server.isReadable else {
      ledger.unapplied[server.id] = server
      return false
    }
    let known = ledger.records[server.id]
    // The version this iPhone already has (its own save fetched back, say): nothing changed on the server.
    if let known, known.systemFields != nil, known.systemFields == server.systemFields {
      ledger.unapplied[server.id] = nil
      return false
    }
    let local = localSide(server.id, server: server, files: files)
    // The note here already says the same (this iPhone's save fetched back with its system fields encoded anew,
    // the same note saved again elsewhere): the record is taken; no file is written, the board and the widgets
    // are not told to redraw.
    if case .note(let note)? = local, server.note == note, files.trash[server.id] == nil {
      ledger.unapplied[server.id] = nil
      ledger.records[server.id] = server
      return false
    }
    let changedHere: Bool =
      switch local {
      case .note(let note): known?.note != note
      case .deleted: true
      case nil: false
      }
    let resolution: NoteMerge.Resolution =
      if let local, changedHere {
        NoteMerge.resolve(
          local, server: server, ancestor: known?.note, localClockAhead: ledger.clockAhead, newID: newID)
      } else {
        NoteMerge.Resolution(
          kept: server.note, toRecentlyDeleted: server.isTombstone ? local?.note : nil, copy: nil)
      }
    do {
      try apply(resolution, id: server.id, deletedAt: server.deletedAt, local: local, files: &files)
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
    _ resolution: NoteMerge.Resolution, id: UUID, deletedAt: Date?, local: NoteMerge.Local?, files: inout SyncFiles
  ) throws(SharedStoreError) {
    let notes = VocaPinShared.notes(in: store)
    let recentlyDeleted = RecentlyDeleted.collection(in: store)
    let trashed = files.trash[id]
    if let copy = resolution.copy {
      try notes.save(copy)
      files.notes[copy.id] = copy
    }
    if let kept = resolution.kept {
      if local?.note != kept {
        try notes.save(kept)
        files.notes[id] = kept
      }
      // Recently Deleted's copy is the record of a delete: it goes, or the board would not show the note. Words
      // no delete here accounts for (no common ancestor, or the server's are other words) stay in Recently
      // Deleted under an id of their own: the server's note on the board, those words still restorable.
      if let trashed {
        if local == nil, trashed.note.text != kept.text {
          let aside = Note(
            id: newID(), text: trashed.note.text, color: trashed.note.color, createdAt: trashed.note.createdAt,
            editedAt: trashed.note.editedAt)
          let kept = DeletedNote(note: aside, deletedAt: trashed.deletedAt)
          try recentlyDeleted.save(kept)
          files.trash[aside.id] = kept
        }
        try recentlyDeleted.delete(id)
        files.trash[id] = nil
      }
      return
    }
    if let words = resolution.toRecentlyDeleted, trashed?.note != words {
      let deleted = DeletedNote(note: words, deletedAt: trashed?.deletedAt ?? deletedAt ?? now())
      try recentlyDeleted.save(deleted)
      files.trash[id] = deleted
    }
    if case .note = local {
      try notes.delete(id)
      files.notes[id] = nil
    }
  }

  /// A record deleted outright on the server (not a tombstone: another client, or iCloud's own tools). A note
  /// unchanged here goes to Recently Deleted; one changed here is kept and sent again as new.
  func deletedOnServer(_ id: UUID, files: inout SyncFiles) -> Bool {
    let known = ledger.records[id]
    ledger.records[id] = nil
    ledger.unapplied[id] = nil
    if files.folderProblem == nil { reread(id, in: &files) }
    guard files.folderProblem == nil, let note = files.notes[id], let known, known.note == note else { return false }
    do {
      let deleted = DeletedNote(note: note, deletedAt: now())
      try RecentlyDeleted.collection(in: store).save(deleted)
      files.trash[id] = deleted
      try VocaPinShared.notes(in: store).delete(id)
      files.notes[id] = nil
      return true
    } catch {
      status = .failed
      return false
    }
  }

  /// Fetched records a full disk kept from the files, tried again (one read of the files for all of them).
  func retryUnapplied() async {
    guard !ledger.unapplied.isEmpty else { return }
    var files = await readFiles()
    guard isStarted else { return }
    var changed = false
    for record in ledger.unapplied.values.sorted(by: { $0.id.uuidString < $1.id.uuidString }) {
      changed = reconcile(with: record, files: &files) || changed
    }
    persist()
    if changed { notesChanged() }
  }
}

extension Result where Success == DeletedNote?, Failure == SharedStoreError {
  /// Whether Recently Deleted holds the note (a damaged copy too: the record of a delete, as `NotesRepository.load`
  /// reads it).
  var isKept: Bool {
    switch self {
    case .success(let deleted): deleted != nil
    case .failure: true
    }
  }
}
