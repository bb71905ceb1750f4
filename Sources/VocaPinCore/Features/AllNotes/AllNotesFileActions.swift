import Localization

/// All Notes' bottom bar: three actions on every note at once. As symbols alone (an arrow out of a box, a
/// drive, an arrow into a box) they are easy to take one for another, and Import is the one that changes the
/// board; so each shows a word people can read, with its full name for VoiceOver and as its help (Apple's
/// Human Interface Guidelines, Toolbars: people must be able to tell each item apart, and text says what an
/// action does where a symbol may not).
public enum AllNotesFileAction: CaseIterable, Hashable, Sendable {
  case export
  case backUp
  case importBackup

  /// The word the bar shows, short enough for three side by side on an iPhone.
  public var title: LocalizedCopy {
    switch self {
    case .export: VocaPinCopy.exportShort
    case .backUp: VocaPinCopy.backUpShort
    case .importBackup: VocaPinCopy.importShort
    }
  }

  /// What VoiceOver reads, and the name the action has elsewhere (Export All Notes).
  public var accessibilityLabel: LocalizedCopy {
    switch self {
    case .export: VocaPinCopy.exportAllNotes
    case .backUp: VocaPinCopy.backUpAllNotes
    case .importBackup: VocaPinCopy.importBackup
    }
  }

  /// What it does, as the button's help (a pointer's tooltip, VoiceOver's hint).
  public var help: LocalizedCopy {
    switch self {
    case .export: VocaPinCopy.exportHelp
    case .backUp: VocaPinCopy.backUpHelp
    case .importBackup: VocaPinCopy.importHelp
    }
  }

  /// The symbol beside the word where there is room (menus, the bar's overflow).
  public var systemImage: String {
    switch self {
    case .export: "square.and.arrow.up"
    case .backUp: "externaldrive"
    case .importBackup: "square.and.arrow.down"
    }
  }
}

extension AllNotesModel {
  /// The bar's actions, in order.
  public var fileActions: [AllNotesFileAction] { AllNotesFileAction.allCases }

  /// Export and Back Up need a note; Import is always there (it is how an empty iPhone gets its notes back).
  public func isEnabled(_ action: AllNotesFileAction) -> Bool {
    switch action {
    case .export, .backUp: canExport
    case .importBackup: true
    }
  }

  public func perform(_ action: AllNotesFileAction) {
    switch action {
    case .export: exportAll()
    case .backUp: backUpAll()
    case .importBackup: chooseBackup()
    }
  }
}
