#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import Presentation
  import PresentationUI
  import RenderingCoreGraphics
  import SwiftUI
  import SystemSheetsUI
  import UIKit

  /// The share card (IB-1.2, IB-5.1): the insult as the parchment image it shares, with buttons that hand the
  /// text, or the image, to the system share sheet, presented over the card through the model's stack (so a
  /// deep link dismisses it like any sheet). It reads the text from its surface's payload, so it shows what it
  /// shares until it has slid away; the picture is the model's, drawn and decoded once off the main actor
  /// (`ShareCardDrawing`), so the body only shows the finished image.
  @MainActor
  struct ShareCardView: View {
    let model: BardModel
    let text: String
    let insult: String
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      let picture = model.sharePayload(for: insult).picture
      NavigationStack {
        // At the accessibility sizes the two wide buttons can take the medium sheet's height: there the card
        // scrolls, its picture capped, so the buttons stay reachable instead of squeezing the picture to nothing.
        Group {
          if typeSize.isAccessibilitySize {
            ScrollView { content(picture) }
          } else {
            content(picture)
          }
        }
        .navigationTitle(BardCopy.share)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(BardCopy.done) { model.close(.shareCard(text)) } }
        }
      }
      .presentationDetents([.medium, .large])
      .task(id: insult) { await model.prepareSharePicture(for: insult) }
    }

    private func content(_ picture: SharePicture?) -> some View {
      VStack(spacing: Spacing.medium) {
        if let picture, let image = picture.image?.platformImage as? UIImage {
          Image(uiImage: image)
            .resizable()
            .scaledToFit()
            .frame(maxHeight: typeSize.isAccessibilitySize ? 240 : nil)
            .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous))
            .accessibilityLabel(Text(InsultText.attributed(insult)))  // read in English, as the card is
          Button {
            model.share(ShareItem(text: "", image: picture.png, title: BardCopy.appName))
          } label: {
            Label(BardCopy.shareAsImage, systemImage: "photo")
              .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
          }
          .buttonStyle(.bordered)
        } else if !model.sharePictureFailed(for: insult) {
          // A failed drawing shows no spinner: the Share below hands over the text alone.
          ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
        }
        Button {
          model.shareFromCard(text: text, insult: insult)
        } label: {
          Label(BardCopy.share, systemImage: "square.and.arrow.up")
            .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
        }
        .buttonStyle(.borderedProminent)
      }
      .padding(Spacing.medium)
    }
  }

  /// The share card's picture, drawn from the core's `ShareCardScene` by Core Graphics and decoded for display:
  /// no SwiftUI, no main actor, so the model draws it off the main actor once per insult
  /// (`BardDependencies.drawShareCard`) and no view decodes the PNG while it updates.
  public enum ShareCardDrawing {
    @concurrent
    public static func draw(_ insult: String) async -> DrawnCard? {
      let renderer = CoreGraphicsRenderer()
      let scene = ShareCardScene.make(insult: insult, measurer: renderer)
      guard let png = try? renderer.renderPNG(scene.list, pixelWidth: Int(ShareCardLayout.side)) else { return nil }
      // A UIImage made from data decodes lazily, on the main thread when first drawn: decoded here instead.
      let image = UIImage(data: png).map { $0.preparingForDisplay() ?? $0 }
      return DrawnCard(png: png, image: image.map(DisplayImage.init))
    }
  }
#endif
