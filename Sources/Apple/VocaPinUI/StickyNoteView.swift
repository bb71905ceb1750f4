#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// One note on its paper: handwriting on a coloured square with a soft shadow, like a note on cork; under
  /// the words, the play control of the note's recording when it has one (the board's, never the widget's,
  /// which draws its own face from the App Group, where no recording is).
  @MainActor
  struct StickyNoteView: View {
    let text: String
    let color: NoteColor
    let isPinned: Bool
    /// `NotesBoardModel.recording(of:)`: the same control, and state, the note's editor shows.
    var recording: RecordingPlayback?
    /// `NotesBoardModel.canPlayRecordings`.
    var canPlay = true
    /// A checklist item's box tapped: its line and the words shown (`NotesBoardModel.toggleChecklistItem`).
    var onToggle: @MainActor (Int, Substring) -> Void = { _, _ in }
    /// Tapping the words (the board opens the note's editor).
    var onEdit: @MainActor () -> Void = {}

    private static let font = Font.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28))

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        words
        if let recording {
          // Its own VoiceOver element ("Play recording, 12 seconds"), after the note's words.
          RecordingControl(playback: recording, isEnabled: canPlay)
            .padding([.horizontal, .bottom], Spacing.small)
        }
      }
      .background {
        RoundedRectangle(cornerRadius: 6, style: .continuous)
          .fill(Color(color.paper))
          .shadow(color: .black.opacity(0.25), radius: 6, y: 3)
      }
    }

    /// The words and the pin: one VoiceOver element that opens the editor.
    private var words: some View {
      ZStack(alignment: .topTrailing) {
        // A note of up to 10,000 characters, at any text size, on a square of at most 420 pt: what does not fit
        // scrolls inside the paper, never cut off; a note that fits does not bounce.
        ScrollView {
          Group {
            if lines.contains(where: \.isItem) {
              checklist
            } else {
              Text(verbatim: text)
            }
          }
          .font(Self.font)
          .foregroundStyle(Color(NoteColor.ink))
          .frame(maxWidth: .infinity, alignment: .topLeading)
          .padding(Spacing.medium)
        }
        .scrollBounceBehavior(.basedOnSize)
        .scrollIndicators(.automatic)
        if isPinned {
          Image(systemName: "pin.fill")
            .foregroundStyle(Color(Theme.vocaPin.accent))
            .padding(Spacing.xSmall)
            .accessibilityHidden(true)
        }
      }
      .contentShape(Rectangle())
      .onTapGesture { onEdit() }
      // One element that opens the editor, its items read with their state ("milk, not checked"); each box is
      // one of its actions, named as it is read, so VoiceOver checks an item without leaving the note.
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(VocaPinCopy.noteLabel(color: color, isPinned: isPinned, text: Checklist.spoken(text)))
      .accessibilityHint(VocaPinCopy.editNoteHint)
      .accessibilityAddTraits(.isButton)
      .accessibilityAction { onEdit() }
      .accessibilityActions {
        ForEach(Array(lines.enumerated()).filter { $0.element.isItem }, id: \.offset) { index, line in
          Button(VocaPinCopy.checklistItemLabel(String(line.content), isChecked: line.isChecked)) {
            onToggle(index, line.content)
          }
        }
      }
    }

    private var lines: [ChecklistLine] { Checklist.lines(of: text) }

    /// The note's lines, each item with its box: a button of at least 44 pt, a checked item's words struck
    /// through and dimmed, as the widget shows them (`VocaPinWidgetLine`).
    private var checklist: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(Array(lines.enumerated()), id: \.offset) { index, line in
          if line.isItem {
            HStack(alignment: .center, spacing: Spacing.xSmall / 2) {
              Button {
                onToggle(index, line.content)
              } label: {
                Image(systemName: Checklist.boxSymbol(isChecked: line.isChecked))
                  .foregroundStyle(Color(Theme.vocaPin.accent))
                  .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
                  .contentShape(Rectangle())
              }
              .buttonStyle(.plain)
              Text(verbatim: line.shownWords)
                .strikethrough(line.isChecked)
                .opacity(line.isChecked ? VocaPinWidgetLine.dimmedOpacity : 1)
            }
          } else {
            // A blank line keeps a line's height (`shownWords`).
            Text(verbatim: line.shownWords)
          }
        }
      }
    }
  }
#endif
