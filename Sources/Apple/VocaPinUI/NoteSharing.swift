#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import Presentation
  import SwiftUI
  import VocaPinCore

  /// A note shared as a picture of the sticky note: drawn when Share as Picture is tapped, never in `body`.
  /// Its checklist items show as the board shows them: a box, and a checked item's words struck through and
  /// dimmed (`VocaPinShareCard.lines`), never the "- [ ]" they are kept as. The card is the square's width and
  /// grows downwards with the note; a note past `VocaPinShareCard.maximumRows` ends in "…", as the core decides.
  struct StickyNoteImage {
    let note: Note

    struct RenderFailed: Error, Sendable {}

    /// The picture as PNG: drawn on the main actor, where ImageRenderer works, and encoded off it, as a long
    /// note's picture is several megapixels and its encoding would hold the tap.
    @MainActor func png() async throws -> Data {
      let image = try picture()
      return try await Task.detached(priority: .userInitiated) {
        guard let data = image.pngData() else { throw RenderFailed() }
        return data
      }.value
    }

    @MainActor private func picture() throws -> UIImage {
      // The paper and the handwriting, without the board's scroll view (ImageRenderer draws no scroll views).
      let card =
        words
        .font(.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28)))
        .foregroundStyle(Color(NoteColor.ink))
        .fixedSize(horizontal: false, vertical: true)
        .padding(Spacing.medium)
        .frame(width: VocaPinShareCard.pointSize, alignment: .topLeading)
        .frame(minHeight: VocaPinShareCard.pointSize, alignment: .topLeading)
        .background { RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(note.color.paper)) }
        .padding(VocaPinShareCard.margin)
        .environment(\.colorScheme, .light)
      let renderer = ImageRenderer(content: card)
      renderer.scale = VocaPinShareCard.scale
      guard let image = renderer.uiImage else { throw RenderFailed() }
      return image
    }

    /// One text of every line, wrapped at the card's width.
    private var words: Text {
      VocaPinShareCard.lines(of: note).enumerated().reduce(Text(verbatim: "")) { text, numbered in
        let (index, line) = numbered
        var row = Text(verbatim: line.words)
        if line.isStruckThrough { row = row.strikethrough() }
        if line.isDimmed { row = row.foregroundStyle(Color(NoteColor.ink).opacity(VocaPinWidgetLine.dimmedOpacity)) }
        if let symbol = line.symbol {
          row = Text(Image(systemName: symbol)).foregroundStyle(Color(Theme.vocaPin.accent)) + Text(verbatim: " ") + row
        }
        return index == 0 ? row : text + Text(verbatim: "\n") + row
      }
    }
  }

  /// The board's Share menu: the words, or the note as a picture, through the model's stack (`.share`), so a
  /// link arriving while the share sheet is up dismisses it first.
  @MainActor
  struct ShareNoteMenu: View {
    let model: VocaPinModel
    let note: Note

    var body: some View {
      Menu {
        Button(VocaPinCopy.shareAsText, systemImage: "text.quote") {
          model.share(ShareItem(text: note.shareText, title: note.title))
        }
        Button {
          // Drawn on the tap, not in `body`; a picture that cannot be drawn still shares the words.
          Task {
            let picture = try? await StickyNoteImage(note: note).png()
            model.share(ShareItem(text: picture == nil ? note.shareText : "", image: picture, title: note.title))
          }
        } label: {
          Label(VocaPinCopy.shareAsImage, systemImage: "photo")
          // A menu item's second text is its subtitle: a long note's picture shows its start, and says so.
          if let notice = VocaPinShareCard.notice(for: note) { Text(notice) }
        }
      } label: {
        Label(VocaPinCopy.share, systemImage: "square.and.arrow.up")
      }
    }
  }
#endif
