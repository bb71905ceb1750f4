#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// "Read": the list it was opened from as a full-screen pager, one quote a page in large type, with the heart,
  /// Share and Share as Card on each page, and Done. The pages are the reader model's (the feed, favourites or
  /// collection as they are now); near the end of the feed the next page is asked for (QV-3.2).
  @MainActor
  struct ReaderView: View {
    /// The reader's own model, held by its destination in the stack (`QuoteVaultModel.read`) until the cover has
    /// gone.
    let reader: QuoteReaderModel
    let root: QuoteVaultModel

    var body: some View {
      NavigationStack {
        Group {
          if reader.quotes.isEmpty {
            ContentUnavailableView(QuoteReaderModel.emptyMessage, systemImage: "text.quote")
          } else {
            TabView(selection: Binding(get: { reader.selection }, set: { reader.show($0) })) {
              ForEach(reader.quotes) { quote in
                ReaderPage(quote: quote, reader: reader, root: root).tag(Optional(quote.id))
              }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
          }
        }
        // Closed by Done or by anything else that takes the cover away: the page's voice goes with it.
        .onDisappear { root.screenLeft(showing: reader.current) }
        // The page on screen may be near the end of the feed: its next page is asked for (the feed drops repeats).
        .task(id: reader.selection) { await reader.loadMoreIfNear() }
        .navigationTitle(Text(verbatim: reader.position))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(QuoteVaultCopy.done) { reader.done() }
          }
        }
      }
    }
  }

  /// One page: the quote and its author, read by VoiceOver as one element; the text scrolls within the page at
  /// the largest text sizes rather than being cut, and the actions stay below it, each its own button.
  @MainActor
  struct ReaderPage: View {
    let quote: Quote
    let reader: QuoteReaderModel
    let root: QuoteVaultModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      VStack(spacing: Spacing.medium) {
        ScrollView {
          VStack(alignment: .leading, spacing: Spacing.medium) {
            // Criterion: QV-9.5 (Quote Size applies in the reader too)
            Text(QuoteVaultCopy.quoted(quote.text))
              .font(
                .system(
                  size: root.settings.settings.readerQuoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize)),
                  design: .serif)
              )
              .fixedSize(horizontal: false, vertical: true)
            Text(QuoteVaultCopy.byline(quote.author)).font(.title3).foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(Spacing.large)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(verbatim: QuoteReaderModel.spokenText(quote))
          .accessibilityAddTraits(.isStaticText)
        }
        .defaultScrollAnchor(.center)
        actions
        ListenProblem(quote: quote, model: root).padding(.horizontal, Spacing.large)
      }
      .padding(.bottom, Spacing.large)
    }

    private var actions: some View {
      ViewThatFits {
        HStack(spacing: Spacing.medium) { buttons }
        VStack(spacing: Spacing.small) { buttons }
      }
      .buttonStyle(.bordered)
      .labelStyle(.titleAndIcon)
    }

    @ViewBuilder private var buttons: some View {
      // Criterion: QV-4.1, QV-4.2 (the heart, through the app model and the outbox, as a row's)
      Button(
        root.library.isFavorite(quote) ? QuoteVaultCopy.Actions.favorited : QuoteVaultCopy.Actions.favorite,
        systemImage: root.library.isFavorite(quote) ? "heart.fill" : "heart"
      ) { Task { await reader.toggleFavorite(quote) } }
      .accessibilityLabel(
        root.library.isFavorite(quote)
          ? QuoteVaultCopy.Actions.removeFromFavorites : QuoteVaultCopy.Actions.addToFavorites)
      ListenButton(quote: quote, model: root)
      Button(QuoteVaultCopy.Actions.share, systemImage: "square.and.arrow.up") { reader.share(quote) }
      Button(QuoteVaultCopy.Actions.shareAsCard, systemImage: "photo") { reader.shareCard(quote) }
    }
  }

  struct ReaderView_Previews: PreviewProvider {
    static var previews: some View {
      let model = QuoteVaultPreviewValues.model()
      let quotes = QuoteVaultPreviewValues.quotes
      ReaderView(
        reader: QuoteReaderModel(source: .favorites, showing: quotes[1], list: { quotes }), root: model
      )
      .previewDisplayName("Reader")
      ReaderView(
        reader: QuoteReaderModel(source: .favorites, showing: quotes[1], list: { quotes }), root: model
      )
      .environment(\.dynamicTypeSize, .accessibility5)
      .previewDisplayName("Reader, largest text")
      ReaderView(reader: QuoteReaderModel(source: .favorites, showing: nil, list: { [] }), root: model)
        .previewDisplayName("Reader, nothing left")
    }
  }
#endif
