import Localization
import SharedStore

/// What VocaPin says when its files refuse a read or a save: the shared store reports a cause
/// (`SharedStoreError`, `FileProblem`) and VocaPin words it here, in the user's language.
extension VocaPinCopy {
  /// The notes folder itself cannot be used.
  public static func unusableFolder(_ problem: SharedStoreError) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.error.unusableFolder", "Your notes cannot be opened: %@. Nothing was changed.",
      .text(cause(problem).text))
  }

  /// A note could not be saved: the words are kept in the editor.
  public static func saveFailed(_ error: any Error) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.error.saveFailed", "Your note could not be saved (%@). Your words are still in the editor; try again.",
      .text(cause(error).text))
  }

  /// A change other than typing could not be saved.
  public static func changeFailed(_ error: any Error) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.error.changeFailed", "Your change could not be saved (%@). Nothing was lost.", .text(cause(error).text))
  }

  /// Why, as a phrase for inside another sentence (lower case, no full stop).
  static func cause(_ error: any Error) -> LocalizedCopy {
    switch error as? SharedStoreError {
    case .newerSchema?:
      LocalizedCopy("vocapin.error.cause.newerSchema", "your notes were saved by a newer version of VocaPin")
    case .corrupt?: LocalizedCopy("vocapin.error.cause.damaged", "the saved file is damaged")
    case .unreadable(_, .permissionDenied)?:
      LocalizedCopy("vocapin.error.cause.locked", "your notes can't be read until you unlock your iPhone")
    case let error?: error.fileProblem.map(cause) ?? unknownCause
    case nil: unknownCause
    }
  }

  static func cause(_ problem: FileProblem) -> LocalizedCopy {
    switch problem {
    case .permissionDenied: LocalizedCopy("vocapin.error.cause.permission", "VocaPin isn't allowed to use its files")
    case .diskFull: LocalizedCopy("vocapin.error.cause.diskFull", "your iPhone's storage is full")
    case .readOnlyDisk: LocalizedCopy("vocapin.error.cause.readOnly", "the storage can only be read, not written")
    case .notAFolder: LocalizedCopy("vocapin.error.cause.notAFolder", "a file is where VocaPin's folder should be")
    case .folderInTheWay:
      LocalizedCopy("vocapin.error.cause.folderInTheWay", "a folder is where VocaPin's file should be")
    case .missing: LocalizedCopy("vocapin.error.cause.missing", "VocaPin's folder is missing")
    case .pathTooLong: LocalizedCopy("vocapin.error.cause.pathTooLong", "the file's name is too long")
    case .tooManyDamagedCopies:
      LocalizedCopy("vocapin.error.cause.tooManyDamaged", "too many damaged copies are already kept")
    case .other: unknownCause
    }
  }

  private static var unknownCause: LocalizedCopy {
    LocalizedCopy("vocapin.error.cause.unknown", "iOS refused to save it")
  }
}
