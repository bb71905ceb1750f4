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
    /// `VocaPinModel.boardRecording(of:)`: the same control, and state, the note's editor shows.
    var recording: RecordingPlayback?
    /// `VocaPinModel.canPlayRecordingsOnBoard`.
    var canPlay = true
    /// Tapping the words (the board opens the note's editor).
    var onEdit: @MainActor () -> Void = {}

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
          Text(verbatim: text)
            .font(.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28)))
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
      .accessibilityElement(children: .combine)
      .accessibilityLabel(VocaPinCopy.noteLabel(color: color, isPinned: isPinned, text: text))
      .accessibilityHint(VocaPinCopy.editNoteHint)
      .accessibilityAddTraits(.isButton)
    }
  }
#endif
