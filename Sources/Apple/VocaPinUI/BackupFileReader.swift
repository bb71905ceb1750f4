#if os(iOS)
  import Foundation
  import VocaPinCore

  /// Reads the file Import Backup's picker chose: outside the app's sandbox, so inside its security scope; at
  /// most one byte more than a backup can be, so a huge file is refused (`NotesBackup.read`) without being read
  /// whole. Nil when it cannot be read (an iCloud file not downloaded and not reachable, no permission).
  enum BackupFileReader {
    static func read(_ url: URL) -> Data? {
      let scoped = url.startAccessingSecurityScopedResource()
      defer { if scoped { url.stopAccessingSecurityScopedResource() } }
      guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
      defer { try? handle.close() }
      return try? handle.read(upToCount: NotesBackup.maximumBytes + 1) ?? Data()
    }
  }
#endif
