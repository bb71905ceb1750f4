#if os(iOS)
  import AppIntents
  import Foundation
  import Localization
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore

  /// The widget's configuration intent as the package sees it: "Pinned note" (the default) or one note, and the
  /// widget's own colour and lettering (`VocaPinWidgetStyle.standard` when left alone).
  ///
  /// The intent itself (and its entity) is declared in the widget extension's own sources, where Xcode extracts
  /// App Intents metadata (https://developer.apple.com/documentation/appintents/appintentspackage: "By default,
  /// your app intents are part of your application bundle"); without that metadata "Edit Widget" lists nothing.
  public protocol NoteChoosing: WidgetConfigurationIntent {
    var choice: WidgetNoteChoice { get }
    var style: VocaPinWidgetStyle { get }
  }

  /// The notes a widget can show, read from the App Group as the widget's process sees them: what the entity
  /// query of the extension's intent lists: "Pinned note" first (the default, which follows the pin), then each
  /// note, by title, or by place ("Note 1") with no search while Lock VocaPin is on (`VocaPinIntentNotes`).
  public enum WidgetNoteChoices {
    public struct Choice: Sendable, Equatable {
      /// `WidgetNoteChoice.identifier`: "pinned" or a note's UUID.
      public let id: String
      public let title: String
    }

    private static var listed: VocaPinIntentNotes {
      VocaPinIntentNotes.read(from: .appGroup(VocaPinShared.appGroup), surface: .widgetPicker)
    }

    public static var pinned: Choice {
      Choice(id: WidgetNoteChoice.pinnedIdentifier, title: VocaPinCopy.Widget.pinnedNoteChoice.text)
    }

    public static func all() -> [Choice] { [pinned] + listed.entries.map(choice) }

    public static func find(_ identifiers: [String]) -> [Choice] {
      let choices = all()
      return identifiers.compactMap { id in choices.first { $0.id == id } }
    }

    /// A search by text: titles holding the words; nothing while Lock VocaPin is on.
    public static func matching(_ words: String) -> [Choice] { listed.matching(words).map(choice) }

    private static func choice(_ entry: VocaPinIntentNotes.Entry) -> Choice {
      Choice(id: WidgetNoteChoice.note(entry.id).identifier, title: entry.name)
    }
  }
#endif
