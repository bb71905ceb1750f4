#if os(iOS)
  import Foundation
  import VocaPinCore

  /// Reads the file Import Backup's picker chose: outside the app's sandbox, so inside its security scope; at
  /// most one byte more than a backup can be, so a huge file is refused (`NotesBackup.read`) without being read
  /// whole. Nil when it cannot be read (no permission, an iCloud file that cannot be downloaded now).
  ///
  /// The picker opens files in place, and a backup in iCloud Drive on a new iPhone may not be downloaded yet (only
  /// its placeholder is on the phone): a plain read fails. The read is coordinated (`NSFileCoordinator`), which
  /// has iCloud Drive download the file first, as Apple asks of an app reading a document opened in place. It
  /// blocks until then, so it runs off the main actor (`VocaPinModel.backupPicked` reads in a detached task).
  enum BackupFileReader {
    static func read(_ url: URL) -> Data? {
      let scoped = url.startAccessingSecurityScopedResource()
      defer { if scoped { url.stopAccessingSecurityScopedResource() } }
      var refusal: NSError?
      var data: Data?
      NSFileCoordinator(filePresenter: nil).coordinate(readingItemAt: url, options: [], error: &refusal) { current in
        guard let handle = try? FileHandle(forReadingFrom: current) else { return }
        defer { try? handle.close() }
        data = try? handle.read(upToCount: NotesBackup.maximumBytes + 1) ?? Data()
      }
      return refusal == nil ? data : nil
    }
  }
#endif
