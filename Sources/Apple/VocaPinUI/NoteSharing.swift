#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import SwiftUI
  import UniformTypeIdentifiers
  import VocaPinCore

  /// A note shared as a picture of the sticky note: drawn only when the share sheet asks for it (a
  /// `Transferable` export), never in `body`.
  struct StickyNoteImage: Transferable {
    let note: Note

    struct RenderFailed: Error {}

    static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .png) { item in try await item.png() }
    }

    @MainActor func png() throws -> Data {
      // The paper and the handwriting, without the board's scroll view (ImageRenderer draws no scroll views).
      let card = Text(note.text)
        .font(.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28)))
        .foregroundStyle(Color(NoteColor.ink))
        .minimumScaleFactor(0.4)
        .padding(Spacing.medium)
        .frame(width: VocaPinShareCard.pointSize, height: VocaPinShareCard.pointSize, alignment: .topLeading)
        .background { RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(note.color.paper)) }
        .padding(VocaPinShareCard.margin)
        .environment(\.colorScheme, .light)
      let renderer = ImageRenderer(content: card)
      renderer.scale = VocaPinShareCard.scale
      guard let data = renderer.uiImage?.pngData() else { throw RenderFailed() }
      return data
    }
  }

  /// The board's Share menu: the words, or the note as a picture.
  @MainActor
  struct ShareNoteMenu: View {
    let note: Note

    var body: some View {
      Menu(VocaPinCopy.share, systemImage: "square.and.arrow.up") {
        ShareLink(item: note.shareText) { Label(VocaPinCopy.shareAsText, systemImage: "text.quote") }
        ShareLink(
          item: StickyNoteImage(note: note),
          preview: SharePreview(note.title, image: Image(systemName: "note.text"))
        ) { Label(VocaPinCopy.shareAsImage, systemImage: "photo") }
      }
    }
  }
#endif
