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

  /// The share card (IB-1.2, IB-5.1): the insult as the image it shares, in the style and size chosen here
  /// (its own `ShareCardModel`, remembered for the next share), with buttons that hand the text, or the image, to
  /// the system share sheet, presented over the card through the model's stack (so a deep link dismisses it like
  /// any sheet). It reads what it shares from its model, so it shows it until it has slid away; the picture is
  /// the app model's, drawn from the core's layout and decoded once per look off the main actor
  /// (`ShareCardDrawing`), so the body only shows the finished image.
  @MainActor
  struct ShareCardView: View {
    @Bindable var sheet: ShareCardModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      let picture = sheet.picture
      NavigationStack {
        // At the accessibility sizes the pickers and the two wide buttons can take most of the sheet's height:
        // there the card scrolls, its picture capped, so the buttons stay reachable.
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
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { sheet.done() }
          }
        }
      }
      // Full height only: a sheet opens at its smallest detent, and at .medium the pickers and buttons (about 300 pt)
      // leave the card itself almost no room on a small iPhone.
      .presentationDetents([.large])
      .task(id: sheet.key) { await sheet.preparePicture() }
    }

    private func content(_ picture: SharePicture?) -> some View {
      VStack(spacing: Spacing.medium) {
        Picker(selection: $sheet.style) {
          ForEach(ShareCardStyle.allCases, id: \.self) { style in Text(style.title).tag(style) }
        } label: {
          Text(BardCopy.ShareCard.style)
        }
        .pickerStyle(.segmented)
        .disabled(sheet.isSharing)
        Picker(selection: $sheet.size) {
          ForEach(ShareCardSize.allCases, id: \.self) { size in Text(size.title).tag(size) }
        } label: {
          Text(BardCopy.ShareCard.size)
        }
        .pickerStyle(.segmented)
        // The look stays as it is while a share waits for its picture: what is sent is what is shown.
        .disabled(sheet.isSharing)
        Group {
          if let picture, let image = picture.image?.platformImage as? UIImage {
            Image(uiImage: image)
              .resizable()
              .scaledToFit()
              .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous))
              .accessibilityLabel(Text(InsultText.attributed(sheet.insult)))  // read in English, as the card is
          } else if !sheet.pictureFailed {
            // A failed drawing shows no spinner: the Share below hands over the text alone.
            ProgressView()
          }
        }
        // The card's own proportions, so switching size reshapes the frame rather than jumping the buttons.
        .aspectRatio(
          ShareCardLayout.canvas(sheet.size).width / ShareCardLayout.canvas(sheet.size).height, contentMode: .fit
        )
        .frame(maxWidth: .infinity, maxHeight: typeSize.isAccessibilitySize ? 240 : .infinity)
        // Both buttons always in place (a button appearing under the finger moves the other): a tap while the
        // picture is drawn waits for it, with a spinner in the buttons, as a row's Share does.
        let waiting = sheet.isSharing
        Button {
          Task { await sheet.share(.picture) }
        } label: {
          buttonLabel(BardCopy.shareAsImage, systemImage: "photo", waiting: waiting)
        }
        .buttonStyle(.bordered)
        .disabled(waiting || sheet.pictureFailed)
        Button {
          Task { await sheet.share(.textAndPicture) }
        } label: {
          buttonLabel(BardCopy.share, systemImage: "square.and.arrow.up", waiting: waiting)
        }
        .buttonStyle(.borderedProminent)
        .disabled(waiting)
      }
      .padding(Spacing.medium)
    }

    /// A button's label, or a spinner in its place (the same height) while a tap waits for the picture.
    private func buttonLabel(_ title: LocalizedCopy, systemImage: String, waiting: Bool) -> some View {
      Group {
        if waiting {
          ProgressView().accessibilityLabel(BardCopy.preparingShare)
        } else {
          Label(title, systemImage: systemImage)
        }
      }
      .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
    }
  }

  /// The share card's picture, drawn from the core's `ShareCardScene` by Core Graphics and decoded for display:
  /// no SwiftUI, no main actor, so the model draws it off the main actor once per insult
  /// (`BardDependencies.drawShareCard`) and no view decodes the PNG while it updates.
  public enum ShareCardDrawing {
    @concurrent
    public static func draw(_ insult: String, look: ShareCardLook) async -> DrawnCard? {
      let renderer = CoreGraphicsRenderer()
      // Exactly the core's layout (fitted and tested on Linux), drawn at its own pixel size.
      let scene = ShareCardScene.make(insult: insult, look: look, measurer: renderer)
      guard let png = try? renderer.renderPNG(scene.list, pixelWidth: Int(scene.list.size.width)) else { return nil }
      // A UIImage made from data decodes lazily, on the main thread when first drawn: decoded here instead.
      let image = UIImage(data: png).map { $0.preparingForDisplay() ?? $0 }
      return DrawnCard(png: png, image: image.map(DisplayImage.init))
    }
  }
#endif
