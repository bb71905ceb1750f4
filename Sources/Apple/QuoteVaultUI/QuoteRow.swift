#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import QuoteVaultCore
  import SwiftUI

  /// A quote in any list: the text at the chosen size (QV-9.5), the heart (QV-4.1, QV-4.2), and share and
  /// collection actions in its menu (QV-5.3, QV-8.1, QV-8.2).
  @MainActor
  struct QuoteRow: View {
    let quote: Quote
    let model: QuoteVaultModel
    let sharing: Sharing
    @State private var isSharingCard = false
    @State private var isPickingCollection = false
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      HStack(alignment: .top) {
        VStack(alignment: .leading, spacing: Spacing.xSmall) {
          Text("“\(quote.text)”")
            .font(.system(size: model.settings.settings.quoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize))))
          Text("— \(quote.author)").font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        Button {
          Task { await model.library.toggleFavorite(quote) }
        } label: {
          Image(systemName: model.library.isFavorite(quote) ? "heart.fill" : "heart")
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(model.library.isFavorite(quote) ? "Remove from Favorites" : "Add to Favorites")
      }
      .padding(.vertical, Spacing.xSmall)
      .contextMenu {
        // Criterion: QV-8.1
        ShareLink(item: quote.shareText)
        Button("Share as Card", systemImage: "photo") { isSharingCard = true }
        Button("Add to Collection", systemImage: "rectangle.stack.badge.plus") { isPickingCollection = true }
      }
      .sheet(isPresented: $isSharingCard) {
        ShareCardView(quote: quote, sharing: sharing)
      }
      .sheet(isPresented: $isPickingCollection) {
        AddToCollectionView(quote: quote, library: model.library)
      }
    }
  }
#endif
