#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import SwiftUI
  import UIKit

  /// The system share sheet with the insult's text and, when it could be drawn, its card as an image (IB-1.2).
  struct ShareSheet: UIViewControllerRepresentable {
    let text: String
    let image: UIImage?

    func makeUIViewController(context: Context) -> UIActivityViewController {
      UIActivityViewController(activityItems: [text] + (image.map { [$0] } ?? []), applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
  }

  /// The insult drawn as a parchment card for sharing as an image.
  enum InsultShareImage {
    @MainActor static func render(insult: String) -> UIImage? {
      let theme = Theme.insolentBard
      let card = VStack(spacing: Spacing.medium) {
        Text(BardCopy.widgetTitle).font(.system(.footnote).weight(.bold)).tracking(2)
          .foregroundStyle(Color(theme.secondaryText.light))
        Text(insult).font(.theme(ThemeFont(role: .oldStyleSerif, style: .largeTitle, basePointSize: 44)))
          .multilineTextAlignment(.center).foregroundStyle(Color(theme.accent.light))
      }
      .padding(64)
      .frame(width: 1080, height: 1080)
      .background(Color(theme.background.light))
      let renderer = ImageRenderer(content: card)
      renderer.scale = 1
      return renderer.uiImage
    }
  }
#endif
