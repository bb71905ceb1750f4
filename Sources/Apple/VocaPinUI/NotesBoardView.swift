#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PresentationUI
  import SwiftUI
  import VocaPinCore

  /// The app's main screen: a pager of sticky notes on the board; new, edit, pin and settings in the toolbar.
  @MainActor
  public struct NotesBoardView: View {
    @Bindable var model: VocaPinModel
    @Environment(\.scenePhase) private var scenePhase
    private let theme = Theme.vocaPin

    public init(model: VocaPinModel) { _model = Bindable(model) }

    public var body: some View {
      NavigationStack {
        Group {
          if model.board.notes.isEmpty {
            ContentUnavailableView(
              VocaPinCopy.emptyBoardTitle, systemImage: "note.text",
              description: Text(VocaPinCopy.emptyBoardMessage))
          } else {
            pager
          }
        }
        .background { Color(theme.background).ignoresSafeArea() }
        .navigationTitle(VocaPinCopy.boardTitle)
        .toolbar { toolbar }
      }
      // Every sheet, alert and dialog comes from the model's stack: one sheet per level, the alert on top.
      .presentations(model, level: 0) { surface in VocaPinSurfaceView(model: model, surface: surface) }
      .tint(Color(theme.accent))
      .haptic(model.haptic)
      // Widget taps and links, on a cold launch and while running (VP-0.2).
      .onOpenURL { model.open($0) }
      .onChange(of: scenePhase) { _, phase in model.scenePhaseChanged(to: AppScenePhase(phase)) }
    }

    private var pager: some View {
      TabView(selection: $model.selectedNoteID) {
        ForEach(model.board.notes) { note in
          StickyNoteView(text: note.text, color: note.color, isPinned: note.id == model.board.pinnedID)
            .aspectRatioSquare()
            .padding(Spacing.medium)
            .onTapGesture { model.startEditing(note.id) }
            .accessibilityHint("Double-tap to edit")
            .accessibilityAddTraits(.isButton)
            .tag(Optional(note.id))
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .automatic))
    }

    @ToolbarContentBuilder private var toolbar: some ToolbarContent {
      ToolbarItem(placement: .topBarLeading) {
        Button(VocaPinCopy.profileSettingsTitle, systemImage: "person.crop.circle") {
          model.showProfileSettings()
        }
      }
      ToolbarItemGroup(placement: .topBarTrailing) {
        if let selected = model.selectedNote {
          Button(
            selected.id == model.board.pinnedID ? VocaPinCopy.pinned : VocaPinCopy.pin,
            systemImage: selected.id == model.board.pinnedID ? "pin.fill" : "pin"
          ) { model.pin(selected.id) }
          .disabled(selected.id == model.board.pinnedID)
        }
        Button("All Notes", systemImage: "list.bullet") { model.showAllNotes() }
        Button(VocaPinCopy.newNote, systemImage: "plus") { model.startNewNote() }
      }
    }
  }

  extension View {
    /// A square that fits the space it is offered: a sticky note's shape.
    fileprivate func aspectRatioSquare() -> some View {
      frame(maxWidth: 420, maxHeight: 420)
    }
  }
#endif
