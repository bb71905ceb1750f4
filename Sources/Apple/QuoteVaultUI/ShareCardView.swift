#if os(iOS)
  import DesignSystem
  import Localization
  import LocalizationUI
  import Presentation
  import QuoteVaultCore
  import SwiftUI
  import UIKit

  /// "Share as Card": the three layouts (QV-8.3) with a background and a font of the user's choosing (remembered
  /// for the next card), a live preview of the card (QV-8.2), sharing the text (QV-8.1)
  /// or to Instagram Stories, and saving the image to Photos, with the way to allow it when access is off (QV-8.4, QV-8.5).
  @MainActor
  struct ShareCardView: View {
    /// The sheet's own model, held by its destination in the stack (`QuoteVaultModel.shareCard`) until the sheet
    /// has slid away, so the chosen style survives redraws; its messages show as alerts on top of this sheet.
    @Bindable var sheet: ShareCardModel
    /// The drawn PNG, decoded once per drawing (not on every `body`).
    @State private var cardImage: Image?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      NavigationStack {
        // At the accessibility sizes the pickers and buttons alone can outgrow a small iPhone's sheet: the sheet
        // scrolls there, with the preview at a height that leaves the buttons in reach; below them the preview
        // takes what the controls leave, so everything fits without scrolling.
        if dynamicTypeSize.isAccessibilitySize {
          ScrollView { content.frame(maxWidth: .infinity) }
        } else {
          content
        }
      }
    }

    private var content: some View {
      VStack(spacing: Spacing.medium) {
        Picker(QuoteVaultCopy.ShareCard.style, selection: $sheet.template) {
          ForEach(ShareCardTemplate.allCases, id: \.self) { Text($0.displayName).tag($0) }
        }
        .segmentedUnlessAccessibilitySize()
        // Menus rather than segments: four names each, which stay whole at the largest text sizes.
        ViewThatFits {
          HStack { choices }
          VStack(alignment: .leading) { choices }
        }
        preview
        Button {
          Task { await sheet.save() }
        } label: {
          Label(QuoteVaultCopy.ShareCard.saveToPhotos, systemImage: "square.and.arrow.down")
        }
        .buttonStyle(.borderedProminent)
        .disabled(sheet.isSaving)
        // Criterion: QV-8.1, QV-8.2 (the card image itself, with the quote's text)
        // Instagram Stories where it is installed (and the build has a Facebook App ID), the share sheet always;
        // the share sheet goes over this sheet through the model's stack, so a deep link dismisses both.
        ForEach(sheet.shareTargets, id: \.self) { shareButton($0) }
      }
      // Drawn off the main thread for each style (ShareCardModel.renderCard).
      .task(id: sheet.style) { await sheet.renderCard() }
      // Each drawn card decoded and prepared off the main actor (PreparedImage); a newer card cancels the older.
      .task(id: sheet.cardImage) {
        guard let data = sheet.cardImage else { return cardImage = nil }
        let decoded = await PreparedImage.decode(data)
        if !Task.isCancelled { cardImage = decoded.map { Image(uiImage: $0) } }
      }
      .padding(Spacing.medium)
      .navigationTitle(QuoteVaultCopy.Actions.shareAsCard)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button(QuoteVaultCopy.done) { sheet.done() }
        }
      }
    }

    @ViewBuilder private func shareButton(_ target: ShareCardTarget) -> some View {
      switch target {
      case .instagramStories:
        Button(ShareCardTarget.instagramStoriesTitle, systemImage: "camera") {
          Task { await sheet.share(to: .instagramStories) }
        }
        .disabled(sheet.isSharingToStories)
      case .shareSheet:
        Button(
          sheet.cardImage == nil ? QuoteVaultCopy.Actions.share : QuoteVaultCopy.ShareCard.shareCard,
          systemImage: "square.and.arrow.up"
        ) {
          Task { await sheet.share(to: .shareSheet) }
        }
      }
    }

    @ViewBuilder private var choices: some View {
      // A menu picker shows only its value: the label beside it says which choice it is.
      LabeledContent(QuoteVaultCopy.ShareCard.background) {
        Picker(QuoteVaultCopy.ShareCard.background, selection: $sheet.background) {
          ForEach(ShareCardBackground.allCases, id: \.self) { Text($0.displayName).tag($0) }
        }
        .pickerStyle(.menu)
      }
      LabeledContent(QuoteVaultCopy.ShareCard.font) {
        Picker(QuoteVaultCopy.ShareCard.font, selection: $sheet.font) {
          ForEach(ShareCardFont.allCases, id: \.self) { Text($0.displayName).tag($0) }
        }
        .pickerStyle(.menu)
      }
    }

    /// The very image shared and saved, so the preview is what the recipient and Photos get.
    @ViewBuilder private var preview: some View {
      if let image = cardImage {
        image
          .resizable()
          .scaledToFit()
          .frame(maxHeight: dynamicTypeSize.isAccessibilitySize ? 360 : nil)
          .accessibilityLabel(QuoteVaultCopy.ShareCard.cardLabel(sheet.quote.shareText))
      } else {
        ProgressView()
      }
    }
  }
#endif
