import Localization

extension VocaPinCopy {
  /// All Notes' buttons: a backup to keep, and bringing one back.
  public static let backUpAllNotes = LocalizedCopy("vocapin.backup.backUp", "Back Up All Notes")
  public static let importBackup = LocalizedCopy("vocapin.backup.import", "Import Backup")
  /// All Notes' bottom bar, in words (`AllNotesFileAction`): short titles, and what each does as its help.
  public static let exportShort = LocalizedCopy("vocapin.files.export", "Export")
  public static let backUpShort = LocalizedCopy("vocapin.files.backUp", "Back Up")
  public static let importShort = LocalizedCopy("vocapin.files.import", "Import")
  public static let exportHelp = LocalizedCopy(
    "vocapin.files.exportHelp", "Shares every note as one text file, to read or send.")
  public static let backUpHelp = LocalizedCopy(
    "vocapin.files.backUpHelp", "Saves every note and the pin as one backup file, for Files or iCloud Drive.")
  public static let importHelp = LocalizedCopy(
    "vocapin.files.importHelp", "Adds the notes of a VocaPin backup file. No note is lost or doubled.")
  /// The share sheet's title for the backup file: it says what the file holds, as the recordings stay behind.
  public static let backupTitle = LocalizedCopy(
    "vocapin.backup.title", "VocaPin Backup: every note's words, colour and the pin (recordings are not included)")

  static func backupFailed(_ error: any Error) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.backup.failed", "The backup could not be made (%@). Your notes are unchanged.", .text(cause(error).text))
  }

  static let backupUnreadable = LocalizedCopy(
    "vocapin.backup.unreadable", "That file could not be read. Your notes are unchanged.")

  static func backupRefused(_ problem: NotesBackup.ReadError) -> LocalizedCopy {
    switch problem {
    case .tooLarge:
      LocalizedCopy(
        "vocapin.backup.tooLarge", "That file is too large to be a VocaPin backup. Your notes are unchanged.")
    case .notABackup:
      LocalizedCopy("vocapin.backup.notABackup", "That file is not a VocaPin backup. Your notes are unchanged.")
    case .newerVersion:
      LocalizedCopy(
        "vocapin.backup.newerVersion",
        "That backup was made by a newer VocaPin. Update VocaPin to import it. Your notes are unchanged.")
    }
  }

  /// What an import did, a sentence for each kind of note there was.
  static func backupImported(_ merge: NotesBackup.Merge) -> String {
    var sentences: [LocalizedCopy] = []
    if merge.added > 0 {
      sentences.append(
        .plural("vocapin.backup.added", count: merge.added, one: "1 note added.", other: "%lld notes added."))
    }
    if merge.keptBoth > 0 {
      sentences.append(
        .plural(
          "vocapin.backup.keptBoth", count: merge.keptBoth,
          one: "1 note had changed since the backup: both versions are kept.",
          other: "%lld notes had changed since the backup: both versions of each are kept."))
    }
    if merge.alreadyHere > 0 {
      sentences.append(
        .plural(
          "vocapin.backup.alreadyHere", count: merge.alreadyHere, one: "1 note was already here.",
          other: "%lld notes were already here."))
    }
    if merge.notAdded > 0 {
      sentences.append(
        .plural(
          "vocapin.backup.notAdded", count: merge.notAdded, one: "1 note could not be added.",
          other: "%lld notes could not be added."))
    }
    if sentences.isEmpty { sentences.append(LocalizedCopy("vocapin.backup.empty", "That backup holds no notes.")) }
    return sentences.map(\.text).joined(separator: " ")
  }
}
