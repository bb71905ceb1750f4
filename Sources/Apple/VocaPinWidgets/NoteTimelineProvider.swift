#if os(iOS)
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore
  import WidgetKit

  public struct NoteWidgetEntry: TimelineEntry {
    public let date: Date
    public let face: VocaPinWidgetFace
  }

  /// A note does not change with time, so the timeline is one entry that never expires: the app asks WidgetKit
  /// to reload when a note, the pin or the toggle is saved (SharedStore's write hook), once per edit.
  public struct NoteTimelineProvider<Intent: NoteChoosing>: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> NoteWidgetEntry {
      NoteWidgetEntry(
        date: Date(), face: .note(Note(text: "Water the plants 🌱", color: .default, createdAt: Date()), isPinned: true))
    }

    public func snapshot(for configuration: Intent, in context: Context) async -> NoteWidgetEntry {
      entry(for: configuration)
    }

    public func timeline(for configuration: Intent, in context: Context) async -> Timeline<NoteWidgetEntry> {
      Timeline(entries: [entry(for: configuration)], policy: .never)
    }

    private func entry(for configuration: Intent) -> NoteWidgetEntry {
      let store = SharedStore.appGroup(VocaPinShared.appGroup)
      // A damaged note file is skipped by the repository: the widget never crashes on one.
      let board = NotesRepository(store: store).load().board
      let face = VocaPinWidgetFace.resolve(
        settings: store.read(VocaPinShared.settings), notes: board.notes, configuredNoteID: configuration.chosenNoteID)
      return NoteWidgetEntry(date: Date(), face: face)
    }
  }
#endif
