#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import QuoteVaultCore
  import SwiftUI
  import UIKit

  /// A reading background as the core describes it: its colours top to bottom (`ReadingBackground.colors`, the
  /// ones ReadingThemeTests holds the ink to), or the user's photo under its scrim. The photo (already a
  /// 1080 x 1920 JPEG) is decoded and prepared for display once per photo off the main actor (PreparedImage),
  /// never in `body`. The backdrop takes the size it is offered and nothing more: the photo fills it from an
  /// overlay (which never sizes the layout), clipped, so a photo of another shape cannot widen the reader's ZStack
  /// and push its bars (Done, the actions) off screen.
  @MainActor
  struct ReadingBackdrop: View {
    let background: ReadingBackground
    let photo: Data?
    @State private var image: UIImage?

    var body: some View {
      ZStack {
        LinearGradient(colors: background.colors.map { Color($0) }, startPoint: .top, endPoint: .bottom)
        if background == .photo, let image {
          Color.clear.overlay { Image(uiImage: image).resizable().scaledToFill() }.clipped()
          if let scrim = background.scrim { Color(scrim) }
        }
      }
      .accessibilityHidden(true)
      .task(id: photo) {
        guard let photo else { return image = nil }
        let decoded = await PreparedImage.decode(photo)
        if !Task.isCancelled { image = decoded }
      }
    }
  }

  extension Font {
    /// The reading font at `size` points (already scaled for Dynamic Type by the core): San Francisco, or the
    /// face the core picks among those installed (IM FELL English is bundled; a missing face falls back).
    static func reading(_ font: ReadingFont, size: Double) -> Font {
      let role = font.role
      guard role != .system else { return .system(size: size) }
      let face = role.appleFace(for: .regular) { UIFont(name: $0, size: 12) != nil }
      return .custom(face.name, fixedSize: size)
    }
  }

  struct ReadingBackdrop_Previews: PreviewProvider {
    static var previews: some View {
      ReadingBackdrop(background: .dusk, photo: nil).previewDisplayName("Dusk")
      ReadingBackdrop(background: .paper, photo: nil).previewDisplayName("Paper")
      ReadingBackdrop(background: .photo, photo: nil).previewDisplayName("Photo, before it is read")
    }
  }
#endif
