import Foundation
import Presentation
import SharedStore

// MARK: - A backup the user keeps (Files, iCloud Drive) and merges back

extension VocaPinModel {
  /// "Back Up All Notes": every note and the pin as one file (`NotesBackup`), in the share sheet, whose Save to
  /// Files puts it anywhere Files reaches, iCloud Drive included. The file goes once the share sheet has, as
  /// Export All Notes' does.
  public func backUpAllNotes() {
    guard canExportNotes else { return }
    let now = dependencies.now()
    let file = exportFolder.appendingPathComponent(NotesBackup.fileName(exportedAt: now, in: dependencies.timeZone))
    do {
      let data = try NotesBackup.data(of: board, exportedAt: now)
      try? FileManager.default.removeItem(at: exportFolder)
      try FileManager.default.createDirectory(at: exportFolder, withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
    } catch {
      showMessage(VocaPinCopy.backupFailed(error))
      return
    }
    presentation.present(.share(ShareItem(text: "", file: file, title: VocaPinCopy.backupTitle.text)))
  }

  /// "Import Backup": the system's document picker over All Notes, as a surface of the stack (the photo picker's
  /// way), so what the import says waits for the picker to slide away.
  public func chooseBackup() {
    guard notesWritable() else { return }
    presentation.present(.backupPicker)
  }

  /// The document picker's answer. The picker goes first, on every outcome (it does not dismiss itself from the
  /// stack); the file is then read (`read`: its bytes inside its security scope, at most one byte more than a
  /// backup can be; nil when it cannot be read) and decoded and checked off the main actor, and only what came
  /// of that is merged into the board here. The message saying what happened is queued in the stack, which shows
  /// it once the picker's dismissal has ended, never while the picker is still closing.
  public func backupPicked(_ picked: PickedDocument, read: @escaping @Sendable (URL) async -> Data?) async {
    presentation.dismiss { $0 == .backupPicker }
    guard case .picked(let url) = picked else { return }
    let outcome = await Task.detached(priority: .userInitiated) { await read(url).map(NotesBackup.read) }.value
    importBackup(outcome)
  }

  /// A backup as read off the main actor (nil: the file could not be read): its notes join the board, none
  /// doubled and none lost (`NotesBackup.merge`), and a message says what happened.
  func importBackup(_ outcome: Result<NotesBackup.Contents, NotesBackup.ReadError>?) {
    guard notesWritable() else { return }
    switch outcome {
    case nil:
      showMessage(VocaPinCopy.backupUnreadable)
    case .failure(let problem):
      showMessage(VocaPinCopy.backupRefused(problem))
    case .success(let contents):
      let deleted = Set(RecentlyDeleted.collection(in: dependencies.store).load().items.map(\.id))
      let merge = NotesBackup.merge(contents, into: board, deletedIDs: deleted)
      guard change({ $0 = merge.board }) else { return }
      if merge.added > 0 || merge.keptBoth > 0 { haptics.emit(.confirmation) }
      showMessage(VocaPinCopy.backupImported(merge))
    }
  }
}
