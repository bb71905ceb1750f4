import Foundation

extension VocaPinModel {
  /// Notes another device changed are written to the files by `noteSync`; the board reads them as it reads the
  /// widget's changes (off the main actor, never under an open editor), and the widgets redraw.
  func connectNoteSync() {
    noteSync.onNotesChanged = { [weak self] in
      guard let self else { return }
      reloadWidgets()
      refreshFromOutside(readingNotes: true, readingPlacedWidgets: false)
    }
    noteSync.onPastBoardLimit = { [weak self] in self?.showMessage(VocaPinCopy.syncPastBoardLimit) }
    syncNotes()
  }

  /// Profile Settings' iCloud Sync toggle. The task is the switch's whole effect, for a test to wait on.
  @discardableResult
  public func setICloudSync(_ on: Bool) -> Task<Void, Never> {
    let sync = noteSync
    return Task { await sync.setOn(on) }
  }

  /// Sends what changed and fetches what other devices did; nothing while iCloud Sync is off (or its file cannot
  /// be read yet and the sync reads it again). Syncs run one at a time (`NoteSync.sync`).
  func syncNotes() {
    guard noteSync.mayBeOn else { return }
    let sync = noteSync
    Task { await sync.sync() }
  }
}
