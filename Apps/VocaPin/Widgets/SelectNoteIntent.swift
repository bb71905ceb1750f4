#if os(iOS)
  import AppIntents
  import Foundation
  import VocaPinCore
  import VocaPinWidgets

  // Declared in the widget extension's own sources, where Xcode extracts App Intents metadata ("By default, your
  // app intents are part of your application bundle": https://developer.apple.com/documentation/appintents/appintentspackage).
  // Declared in a statically linked package module instead, "Edit Widget" could list no notes.

  /// Each widget instance chooses which note it shows; left empty, it shows the pinned note.
  struct SelectNoteIntent: NoteChoosing {
    static var title: LocalizedStringResource { "Choose Note" }
    static var description: IntentDescription? { IntentDescription("\(VocaPinCopy.chooseNoteDescription)") }

    @Parameter(title: "Note")
    var note: NoteEntity?

    var chosenNoteID: UUID? { note?.id }
  }

  /// A note as App Intents sees it: what the widget's configuration lists ("Edit Widget" > Note).
  struct NoteEntity: AppEntity {
    let id: UUID
    let title: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Note") }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    static var defaultQuery: NoteQuery { NoteQuery() }

    init(_ choice: WidgetNoteChoices.Choice) {
      id = choice.id
      title = choice.title
    }
  }

  /// Finds notes in the App Group's files; the pinned note is the default.
  struct NoteQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
      WidgetNoteChoices.find(identifiers).map(NoteEntity.init)
    }

    func suggestedEntities() async throws -> [NoteEntity] { WidgetNoteChoices.all().map(NoteEntity.init) }

    func defaultResult() async -> NoteEntity? { WidgetNoteChoices.pinned().map(NoteEntity.init) }
  }
#endif
