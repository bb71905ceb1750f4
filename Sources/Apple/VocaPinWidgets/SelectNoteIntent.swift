#if os(iOS)
  import AppIntents
  import VocaPinCore
  import WidgetKit

  /// Each widget instance chooses which note it shows; left empty, it shows the pinned note.
  public struct SelectNoteIntent: WidgetConfigurationIntent {
    // Computed, not stored: Swift 6 rejects stored statics of non-Sendable types.
    public static var title: LocalizedStringResource { "Choose Note" }
    public static var description: IntentDescription? { IntentDescription("\(VocaPinCopy.chooseNoteDescription)") }

    @Parameter(title: "Note")
    public var note: NoteEntity?

    public init() {}
  }
#endif
