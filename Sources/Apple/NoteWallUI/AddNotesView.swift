#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Step 4 (NW-5): numbered notes, the field with its plus button, X to delete; focused on arrival, the
  /// keyboard dismissed by a tap outside, additions and removals animated.
  @MainActor
  struct AddNotesView: View {
    let notes: NotesModel
    @FocusState private var fieldFocused: Bool
    /// The number column grows with the text size, so "10" never touches its note at AX sizes.
    @ScaledMetric(relativeTo: .body) private var numberWidth = 24.0
    private let theme = Theme.noteWall

    init(notes: NotesModel) {
      self.notes = notes
      _fieldFocused = FocusState()
    }

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.medium) {
        Text(OnboardingCopy.addNotesTitle).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
        Text(OnboardingCopy.addNotesSubtitle).foregroundStyle(Color(theme.secondaryText))
        NoteEntryField(notes: notes, focused: $fieldFocused)
        if notes.list.notes.isEmpty {
          Text(NoteList.emptyMessage).foregroundStyle(Color(theme.secondaryText))
        }
        ForEach(Array(notes.list.notes.enumerated()), id: \.element.id) { index, note in
          HStack(spacing: Spacing.small) {
            Text(index + 1, format: .number).bold().foregroundStyle(Color(theme.accent)).frame(minWidth: numberWidth)
            Text(verbatim: note.text).frame(maxWidth: .infinity, alignment: .leading)
            Button {
              withAnimation(.easeInOut(duration: 0.25)) { notes.delete(note.id) }
            } label: {
              Image(systemName: "xmark.circle.fill").foregroundStyle(Color(theme.secondaryText))
                .frame(width: HitTarget.minimum, height: HitTarget.minimum)
            }
            .accessibilityLabel(NoteWallCopy.Accessibility.deleteNote(note.text))
          }
          .padding(.leading, Spacing.small)
          .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.button))
          .transition(.opacity)
        }
      }
      // Criterion: NW-5.4 — a tap outside the field dismisses the keyboard.
      .contentShape(Rectangle())
      .onTapGesture { fieldFocused = false }
      // Criterion: NW-5.4 — the field is focused when the step appears.
      .onAppear { fieldFocused = true }
    }
  }

  /// The "Type a note..." field with its plus button (NW-5.2), shared by Step 4 and the main app.
  @MainActor
  struct NoteEntryField: View {
    @Bindable var notes: NotesModel
    let focused: FocusState<Bool>.Binding
    private let theme = Theme.noteWall

    init(notes: NotesModel, focused: FocusState<Bool>.Binding) {
      _notes = Bindable(notes)
      self.focused = focused
    }

    var body: some View {
      HStack(spacing: Spacing.xSmall) {
        TextField(text: $notes.draft, prompt: Text(NoteList.placeholder)) { Text(NoteList.placeholder) }
          .focused(focused)
          .onSubmit(add)
          .padding(Spacing.small)
          .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.button))
        Button(action: add) {
          Image(systemName: "plus.circle.fill").font(.title).foregroundStyle(Color(theme.accent))
            .frame(width: HitTarget.minimum, height: HitTarget.minimum)
        }
        // In a List row a default-style button takes taps anywhere in the row: borderless keeps the tap on the
        // plus itself, so a tap in the field never adds the draft.
        .buttonStyle(.borderless)
        .accessibilityLabel(NoteWallCopy.Accessibility.addNote)
        .disabled(notes.draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
      }
    }

    private func add() {
      // Criterion: NW-5.4 — adding animates.
      withAnimation(.easeInOut(duration: 0.25)) { notes.addDraft() }
      focused.wrappedValue = true
    }
  }
#endif
