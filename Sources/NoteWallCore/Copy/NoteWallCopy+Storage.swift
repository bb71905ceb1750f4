import Localization
import SharedStore

/// What NoteWall says when its files refuse a save: the shared store reports a cause (`SharedStoreError`,
/// `FileProblem`) and NoteWall words it here, in the user's language.
extension NoteWallCopy {
  /// A change that could not be saved, and why.
  public static func notSaved(_ error: any Error) -> LocalizedCopy {
    switch error as? SharedStoreError {
    case .newerSchema?:
      LocalizedCopy(
        "notewall.notSaved.newerSchema",
        "NoteWall couldn't save your changes: they were saved by a newer version. Update NoteWall.")
    case .unreadable?:
      LocalizedCopy(
        "notewall.notSaved.unreadable",
        "NoteWall couldn't save your changes: its data can't be read right now. Restart NoteWall.")
    case let error?:
      error.fileProblem.flatMap(cause).map {
        LocalizedCopy("notewall.notSaved.writeFailed", "NoteWall couldn't save your changes: %@.", .text($0.text))
      } ?? notSavedAtAll
    case nil: notSavedAtAll
    }
  }

  private static var notSavedAtAll: LocalizedCopy {
    LocalizedCopy("notewall.notSaved", "NoteWall couldn't save your changes.")
  }

  /// Why, as a phrase for after a colon (lower case, no full stop); nil when the system gave no cause of its own.
  static func cause(_ problem: FileProblem) -> LocalizedCopy? {
    switch problem {
    case .permissionDenied: LocalizedCopy("notewall.cause.permission", "it isn't allowed to use its files")
    case .diskFull: LocalizedCopy("notewall.cause.diskFull", "your iPhone's storage is full")
    case .readOnlyDisk: LocalizedCopy("notewall.cause.readOnly", "the storage can only be read, not written")
    case .notAFolder: LocalizedCopy("notewall.cause.notAFolder", "a file is where its folder should be")
    case .folderInTheWay: LocalizedCopy("notewall.cause.folderInTheWay", "a folder is where its file should be")
    case .missing: LocalizedCopy("notewall.cause.missing", "its folder is missing")
    case .pathTooLong: LocalizedCopy("notewall.cause.pathTooLong", "a file's name is too long")
    case .tooManyDamagedCopies:
      LocalizedCopy("notewall.cause.tooManyDamaged", "too many damaged copies are already kept")
    case .other: nil
    }
  }
}
