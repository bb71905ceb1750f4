#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Presentation
  import PresentationUI
  import SwiftUI
  import SystemSheetsUI
  import UIKit

  /// The share card (IB-1.2, IB-5.1): the insult as the parchment image it shares, with buttons that hand the
  /// text, or the image, to the system share sheet, presented over the card through the model's stack (so a
  /// deep link dismisses it like any sheet). It reads the text from its surface's payload, so it shows what it
  /// shares until it has slid away.
  @MainActor
  struct ShareCardView: View {
    let model: BardModel
    let text: String
    let insult: String

    var body: some View {
      NavigationStack {
        VStack(spacing: Spacing.medium) {
          if let image = InsultShareImage.render(insult: insult) {
            let picture = Image(uiImage: image)
            picture
              .resizable()
              .scaledToFit()
              .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous))
              .accessibilityLabel(insult)
            Button {
              model.share(ShareItem(text: "", image: image.pngData(), title: BardCopy.appName))
            } label: {
              Label(BardCopy.shareAsImage, systemImage: "photo")
                .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
            }
            .buttonStyle(.bordered)
          }
          Button {
            model.share(ShareItem(text: text, title: insult))
          } label: {
            Label(BardCopy.share, systemImage: "square.and.arrow.up")
              .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
          }
          .buttonStyle(.borderedProminent)
        }
        .padding(Spacing.medium)
        .navigationTitle(BardCopy.share)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Done") { model.close(.shareCard(text)) } }
        }
      }
      .presentationDetents([.medium, .large])
    }
  }

  /// The insult drawn as a parchment card for sharing as an image, in IM FELL English, laid out by the core's
  /// `ShareCardLayout` (the Linux preview, `ShareCardScene`, reads the same values and the tests fit the longest
  /// insults in it). A picture: its sizes are the image's pixels, not Dynamic Type.
  enum InsultShareImage {
    @MainActor static func render(insult: String) -> UIImage? {
      let theme = Theme.insolentBard
      let layout = ShareCardLayout.self
      let face = layout.insultRole.appleFace(for: .regular) { UIFont(name: $0, size: 12) != nil }
      let card = VStack(spacing: layout.gap) {
        Text(BardCopy.widgetTitle).font(.system(size: layout.titleSize, weight: .bold)).tracking(layout.titleTracking)
          .foregroundStyle(Color(theme.secondaryText.light))
        Text(insult).font(.custom(face.name, fixedSize: layout.insultSize))
          .lineSpacing(layout.insultLineSpacing)
          .minimumScaleFactor(layout.minimumScaleFactor)
          .multilineTextAlignment(.center).foregroundStyle(Color(theme.accent.light))
      }
      .padding(layout.padding)
      .frame(width: layout.side, height: layout.side)
      .background(Color(theme.background.light))
      let renderer = ImageRenderer(content: card)
      renderer.scale = 1
      return renderer.uiImage
    }
  }

  /// A presented surface's content, drawn from its payload; it installs the presentations of its own level, so
  /// what it presents ("How to Add Widget" over Settings) and the alert on top go through the same stack.
  @MainActor
  struct BardSurfaceView: View {
    let model: BardModel
    let surface: Surface<BardDestination>

    var body: some View {
      content
        .presentations(model, level: model.contentLevel(of: surface)) { next in
          BardSurfaceView(model: model, surface: next)
        }
    }

    @ViewBuilder private var content: some View {
      switch surface.destination {
      case .shareCard(let text): ShareCardView(model: model, text: text, insult: BardCopy.insult(ofShareText: text))
      case .settings: BardSettingsView(model: model)
      case .history: SavedInsultsView(model: model, kind: .history)
      case .favourites: SavedInsultsView(model: model, kind: .favourites)
      case .howToAddWidget: HowToAddWidgetView(model: model)
      case .share(let item): ShareSheet(item) { [model, surface] in model.systemSheetFinished(surface) }
      }
    }
  }
#endif
