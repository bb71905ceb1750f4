#if os(iOS)
  import AppIntents
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore

  /// The widget's configuration intent as the package sees it: whichever note the user chose, if any.
  ///
  /// The intent itself (and its entity) is declared in the widget extension's own sources, where Xcode extracts
  /// App Intents metadata (https://developer.apple.com/documentation/appintents/appintentspackage: "By default,
  /// your app intents are part of your application bundle"); without that metadata "Edit Widget" lists nothing.
  public protocol NoteChoosing: WidgetConfigurationIntent {
    var chosenNoteID: UUID? { get }
  }

  /// The notes a widget can show, read from the App Group as the widget's process sees them: what the entity
  /// query of the extension's intent lists, with the pinned note as the default.
  public enum WidgetNoteChoices {
    public struct Choice: Sendable, Equatable {
      public let id: UUID
      public let title: String
    }

    private static var board: NoteBoard { NotesRepository(store: .appGroup(VocaPinShared.appGroup)).load().board }

    public static func all() -> [Choice] { board.notes.map { Choice(id: $0.id, title: $0.title) } }

    public static func pinned() -> Choice? { board.pinned.map { Choice(id: $0.id, title: $0.title) } }

    public static func find(_ identifiers: [UUID]) -> [Choice] {
      let choices = all()
      return identifiers.compactMap { id in choices.first { $0.id == id } }
    }
  }
#endif
