#if os(iOS)
  import AppServices
  import Foundation
  import Presentation
  import SharedStore
  import SwiftUI
  import VocaPinCore

  // Xcode canvas previews of every VocaPin screen. PreviewProvider, not #Preview: the macro needs Xcode's
  // PreviewsMacros plugin, which the Linux type-check does not have (docs/architecture.md, "The Apple-only
  // type-check"). Each preview builds its own model on a store in a fresh temporary folder, seeded with sample
  // notes: no App Group, and widget reloads go nowhere.

  @MainActor
  enum VocaPinPreviewValues {
    static let sampleNotes: [(String, NoteColor)] = [
      ("Call Mom back about Sunday lunch", .yellow),
      ("Buy oat milk, lemons and basil #groceries #home", .green),
      ("Gym at 7: legs day", .pink),
      ("Book the dentist before the 14th #home", .blue),
    ]

    /// A model on a fresh temporary store; with samples, four notes, the first pinned and the widget on.
    static func model(withSamples: Bool = true) -> VocaPinModel { model(on: store(withSamples: withSamples)) }

    /// A store in a fresh temporary folder; with samples, four notes, the first pinned and the widget on.
    static func store(withSamples: Bool) -> SharedStore {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("VocaPinPreviews-\(UUID().uuidString)", isDirectory: true)
      let store = SharedStore(directory: folder)
      if withSamples {
        let notes = VocaPinShared.notes(in: store)
        let start = Date().addingTimeInterval(-3_600)
        var ids: [UUID] = []
        for (offset, sample) in sampleNotes.enumerated() {
          let note = Note(
            text: sample.0, color: sample.1, createdAt: start.addingTimeInterval(Double(offset) * 60))
          try? notes.save(note)
          ids.append(note.id)
        }
        try? store.write(
          VocaPinSettings(widgetEnabled: true, pinnedNoteID: ids.first), for: VocaPinShared.settings)
      }
      return store
    }

    static func model(on store: SharedStore) -> VocaPinModel {
      VocaPinModel(
        dependencies: VocaPinDependencies(
          store: store, widgetCenter: InertWidgetCenter(), placedWidgets: InertWidgetCenter(),
          speech: InertSpeechRecognizer(), searchIndex: InertSearchIndex(), urls: InertURLOpener(),
          recorder: InertVoiceRecorder(), player: InertVoicePlayer(), recordings: recordings(beside: store),
          audioSession: RefusingAudioSession(), deviceOwner: InertDeviceOwnerAuthentication()))
    }

    /// The previews' recordings folder, beside their store (never in it: the store stands for the App Group);
    /// the first sample note has a 12-second recording, so the editor shows its play control.
    static func recordings(beside store: SharedStore) -> RecordingFiles {
      let files = RecordingFiles(
        directory: store.directory.deletingLastPathComponent()
          .appendingPathComponent("\(store.directory.lastPathComponent)-Recordings", isDirectory: true))
      if let first = VocaPinShared.notes(in: store).load().items.first {
        try? files.attach(NoteRecording(duration: 12), to: first.id)
      }
      return files
    }
  }

  extension VocaPinPreviewValues {
    /// Recently Deleted over the samples with the last one deleted, through the model's own intent.
    static func deletedOne() -> RecentlyDeletedModel {
      let store = store(withSamples: true)
      let model = model(on: store)
      if let last = model.board.notes.last { model.delete(last.id) }
      return RecentlyDeletedModel(store: store, now: { Date() })
    }

    /// The app's models the previews' All Notes reads, kept alive here: a screen's model holds its app's model
    /// weakly, as in the app, where the app holds it.
    private static var apps: [VocaPinModel] = []

    /// All Notes over the samples, through the model's own intent, with `query` typed in its search field and
    /// `tag`'s chip tapped.
    static func allNotes(query: String = "", tag: String? = nil) -> AllNotesModel {
      let app = model()
      apps.append(app)
      app.showAllNotes()
      let screen = app.allNotesScreen ?? AllNotesModel()
      screen.query = query
      if let tag { screen.toggleTag(tag) }
      return screen
    }

    /// Profile Settings over the samples, through the model's own intent, as the board's button opens it.
    static func profileSettings() -> ProfileSettingsModel {
      let app = model()
      apps.append(app)
      app.showProfileSettings()
      return app.profileSettingsScreen ?? ProfileSettingsModel(widgetSetup: app.widgetSetup, appLock: app.appLock)
    }
  }

  struct NotesBoardView_Previews: PreviewProvider {
    static var previews: some View {
      NotesBoardView(model: VocaPinPreviewValues.model())
        .previewDisplayName("Board")
      NotesBoardView(model: VocaPinPreviewValues.model(withSamples: false))
        .preferredColorScheme(.dark)
        .previewDisplayName("Board, no notes, dark")
    }
  }

  struct NoteEditorView_Previews: PreviewProvider {
    /// The editor on the first sample note, through the model's own intent, as a tap on the board opens it.
    static func editing() -> some View {
      let model = VocaPinPreviewValues.model()
      if let first = model.board.notes.first { model.startEditing(first.id) }
      let editor = model.editor ?? EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .default))
      return NoteEditorView(editor: editor)
    }

    static var previews: some View {
      editing()
        .previewDisplayName("Editor")
    }
  }

  struct VocaPinSheets_Previews: PreviewProvider {
    static var previews: some View {
      AllNotesView(screen: VocaPinPreviewValues.allNotes())
        .previewDisplayName("All notes")
      AllNotesView(screen: VocaPinPreviewValues.allNotes(query: "zebra"))
        .previewDisplayName("All notes, nothing matches")
      AllNotesView(screen: VocaPinPreviewValues.allNotes(tag: "home"))
        .previewDisplayName("All notes, one tag")
      ProfileSettingsView(screen: VocaPinPreviewValues.profileSettings())
        .previewDisplayName("Profile settings")
      RecentlyDeletedView(screen: VocaPinPreviewValues.deletedOne())
        .previewDisplayName("Recently deleted")
      WidgetSetupView(detent: .height(605)) {}
        .previewDisplayName("Widget setup")
      StickyNoteView(text: VocaPinPreviewValues.sampleNotes[0].0, color: .yellow, isPinned: true)
        .frame(width: 220, height: 220)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Sticky note")
      StickyNoteView(
        text: VocaPinPreviewValues.sampleNotes[0].0, color: .blue, isPinned: false,
        recording: RecordingControl_Previews.control(seconds: 12)
      )
      .frame(width: 220, height: 220)
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Sticky note with a recording")
      StickyNoteView(text: "Shopping\n- [ ] Oat milk\n- [x] Lemons\n- [ ] Basil", color: .green, isPinned: true)
        .frame(width: 300, height: 300)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Sticky note with a checklist")
    }
  }
#endif
