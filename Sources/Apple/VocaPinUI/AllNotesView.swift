#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import SwiftUI
  import VocaPinCore

  /// Every note in a list: reorder with Edit, swipe to delete, tap to show it on the board.
  @MainActor
  struct AllNotesView: View {
    let model: VocaPinModel

    var body: some View {
      NavigationStack {
        List {
          ForEach(model.board.notes) { note in
            Button {
              model.showOnBoard(note.id)
            } label: {
              HStack(spacing: Spacing.small) {
                Circle().fill(Color(note.color.paper)).frame(width: 20, height: 20).accessibilityHidden(true)
                Text(note.title).foregroundStyle(Color(Theme.vocaPin.primaryText))
                Spacer(minLength: 0)
                if note.id == model.board.pinnedID {
                  Image(systemName: "pin.fill").accessibilityLabel(VocaPinCopy.pinned)
                }
              }
              .frame(minHeight: HitTarget.minimum)
            }
          }
          .onMove { model.move(fromOffsets: $0, toOffset: $1) }
          // Swipe to delete asks first, as Notes does.
          .onDelete { offsets in
            if let index = offsets.first, model.board.notes.indices.contains(index) {
              model.requestDelete(model.board.notes[index].id)
            }
          }
        }
        .navigationTitle("All Notes")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { EditButton() }
          ToolbarItem(placement: .confirmationAction) { Button(VocaPinCopy.done) { model.close(.allNotes) } }
        }
      }
    }
  }
#endif
