#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// One note on its paper: handwriting on a coloured square with a soft shadow, like a note on cork.
  @MainActor
  struct StickyNoteView: View {
    let text: String
    let color: NoteColor
    let isPinned: Bool

    var body: some View {
      ZStack(alignment: .topTrailing) {
        RoundedRectangle(cornerRadius: 6, style: .continuous)
          .fill(Color(color.paper))
          .shadow(color: .black.opacity(0.25), radius: 6, y: 3)
        // A note of up to 1,000 characters, at any text size, on a square of at most 420 pt: what does not fit
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
      .accessibilityElement(children: .combine)
      .accessibilityLabel(VocaPinCopy.noteLabel(color: color, isPinned: isPinned, text: text))
    }
  }
#endif
