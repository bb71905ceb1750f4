#if os(iOS)
  import DesignSystem
  import QuoteVaultCore
  import SwiftUI
  import UIKit

  /// "Share as Card": the three styles (QV-8.3), a live preview of the card (QV-8.2), sharing the text (QV-8.1)
  /// and saving the image to Photos, with the way to allow it when access is off (QV-8.4, QV-8.5).
  @MainActor
  struct ShareCardView: View {
    @State private var model: ShareCardModel
    @Environment(\.dismiss) private var dismiss

    /// The model lives as long as the sheet, so the chosen style survives redraws.
    init(quote: Quote, sharing: Sharing) {
      _model = State(initialValue: ShareCardModel(quote: quote, renderer: sharing.renderer, photos: sharing.photos))
    }

    var body: some View {
      NavigationStack {
        VStack(spacing: Spacing.medium) {
          Picker("Style", selection: $model.template) {
            ForEach(ShareCardTemplate.allCases, id: \.self) { Text($0.displayName).tag($0) }
          }
          .pickerStyle(.segmented)
          preview
          Button {
            Task { await model.save() }
          } label: {
            Label("Save to Photos", systemImage: "square.and.arrow.down")
          }
          .buttonStyle(.borderedProminent)
          .disabled(model.isSaving)
          ShareLink(item: model.shareText)
        }
        .padding(Spacing.medium)
        .navigationTitle("Share as Card")
        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
        .alert("Share Card", isPresented: $model.isShowingMessage) {
          Button("OK") {}
        } message: {
          Text(model.message ?? "")
        }
      }
    }

    /// Drawn by the same renderer that saves it, smaller, so the preview is what Photos gets.
    @ViewBuilder private var preview: some View {
      if let data = model.png(pixelWidth: 540), let image = UIImage(data: data) {
        Image(uiImage: image)
          .resizable()
          .scaledToFit()
          .accessibilityLabel("Card: \(model.quote.shareText)")
      } else {
        ProgressView()
      }
    }
  }
#endif
