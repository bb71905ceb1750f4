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
  /// query of the extension's intent lists (`WidgetNotePicker`, from the core's `VocaPinIntentNotes`). A
  /// configured note's identifier is always answered, listed or not, so the configuration is never rewritten.
  public enum WidgetNoteChoices {
    public typealias Choice = WidgetNotePicker.Choice

    private static var picker: WidgetNotePicker {
      WidgetNotePicker(VocaPinIntentNotes.read(from: .appGroup(VocaPinShared.appGroup), surface: .widgetPicker))
    }

    public static var pinned: Choice { WidgetNotePicker.pinned }

    public static func all() -> [Choice] { picker.all }

    public static func find(_ identifiers: [String]) -> [Choice] { picker.find(identifiers) }

    /// A search by text: titles holding the words; nothing while Lock VocaPin is on.
    public static func matching(_ words: String) -> [Choice] { picker.matching(words) }
  }
#endif
