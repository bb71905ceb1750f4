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
      showError(VocaPinCopy.backupFailed(error))
      return
    }
    presentation.present(.share(ShareItem(text: "", file: file, title: VocaPinCopy.backupTitle.text)))
  }

  /// "Import Backup" chose a file, read as `data` (nil: the file could not be read): its notes join the board,
  /// none doubled and none lost (`NotesBackup.merge`), and a message says what happened.
  public func importBackup(_ data: Data?) {
    guard refuseIfReadOnly() else { return }
    guard let data else { return showError(VocaPinCopy.backupUnreadable) }
    switch NotesBackup.read(data) {
    case .failure(let problem):
      showError(VocaPinCopy.backupRefused(problem))
    case .success(let contents):
      let deleted = Set(RecentlyDeleted.collection(in: dependencies.store).load().items.map(\.id))
      let merge = NotesBackup.merge(contents, into: board, deletedIDs: deleted)
      guard change({ $0 = merge.board }) else { return }
      if merge.added > 0 || merge.keptBoth > 0 { haptics.emit(.confirmation) }
      showError(VocaPinCopy.backupImported(merge))
    }
  }
}
