#if os(iOS)
  import AppIntents
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore

  /// A note as App Intents sees it: what the widget's configuration lists ("Edit Widget" > Note).
  public struct NoteEntity: AppEntity {
    public let id: UUID
    public let title: String

    public init(id: UUID, title: String) {
      self.id = id
      self.title = title
    }

    init(_ note: Note) { self.init(id: note.id, title: note.title) }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: "Note")
    }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    public static var defaultQuery: NoteQuery { NoteQuery() }
  }

  /// Finds notes in the App Group's files; the pinned note is the default.
  public struct NoteQuery: EntityQuery {
    public init() {}

    private var board: NoteBoard { NotesRepository(store: .appGroup(VocaPinShared.appGroup)).load().board }

    public func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
      let notes = board.notes
      return identifiers.compactMap { id in notes.first { $0.id == id }.map(NoteEntity.init) }
    }

    public func suggestedEntities() async throws -> [NoteEntity] {
      board.notes.map(NoteEntity.init)
    }

    public func defaultResult() async -> NoteEntity? {
      board.pinned.map(NoteEntity.init)
    }
  }
#endif
