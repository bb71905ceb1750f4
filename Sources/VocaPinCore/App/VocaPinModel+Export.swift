import Foundation
import Presentation

// MARK: - Exporting every note (Simplenote's export)

extension VocaPinModel {
  /// Whether there is anything to export.
  public var canExportNotes: Bool { !board.notes.isEmpty }

  /// Where export files are written for the share sheet: a folder of their own in the temporary directory.
  var exportFolder: URL { dependencies.temporaryDirectory.appendingPathComponent("Export", isDirectory: true) }

  /// Every note as one text file (`NotesExport`), in the system share sheet over what is up, as a surface of the
  /// stack: a link arriving meanwhile dismisses it first. An older export file goes first, so at most one copy
  /// of every note sits in the temporary directory, and that one goes once the share sheet has. A file that
  /// cannot be written still shares the words, as text, rather than nothing.
  public func exportAllNotes() {
    guard canExportNotes else { return }
    let now = dependencies.now()
    let text = NotesExport.text(of: board, exportedAt: now, in: dependencies.timeZone)
    let title = VocaPinCopy.exportTitle.text
    let file = exportFolder.appendingPathComponent(NotesExport.fileName(exportedAt: now, in: dependencies.timeZone))
    do {
      try? FileManager.default.removeItem(at: exportFolder)
      try FileManager.default.createDirectory(at: exportFolder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      presentation.present(.share(ShareItem(text: text, title: title)))
      return
    }
    presentation.present(.share(ShareItem(text: "", file: file, title: title)))
  }

  /// The share sheet of an export has gone (shared or not): its file goes with it.
  func exportShareGone(_ surface: Surface<VocaPinDestination>) {
    guard case .share(let item) = surface.destination, let file = item.file,
      file.deletingLastPathComponent().standardizedFileURL == exportFolder.standardizedFileURL
    else { return }
    try? FileManager.default.removeItem(at: file)
  }
}
