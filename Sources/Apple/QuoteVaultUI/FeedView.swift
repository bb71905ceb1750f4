#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import QuoteVaultCore
  import SwiftUI

  /// Home: the quote of the day on top (QV-6.1), category chips (QV-3.3), search (QV-3.5, QV-3.6), the feed with
  /// infinite scroll (QV-3.1, QV-3.2), pull to refresh (QV-3.7), loading, empty and error states.
  @MainActor
  struct FeedView: View {
    let model: QuoteVaultModel
    let sharing: Sharing
    @State private var search = ""
    @State private var category: QuoteCategory?

    var body: some View {
      NavigationStack {
        List {
          if search.isEmpty, let today = model.quoteOfTheDay {
            Section("Quote of the Day") {
              QuoteOfTheDayCard(quote: today, isHighlighted: model.isShowingQuoteOfTheDay)
            }
          }
          Section {
            Picker("Category", selection: $category) {
              Text("All").tag(QuoteCategory?.none)
              ForEach(QuoteCategory.allCases, id: \.self) { Text($0.rawValue).tag(QuoteCategory?.some($0)) }
            }
          }
          Section {
            ForEach(model.feed.quotes) { quote in
              QuoteRow(quote: quote, model: model, sharing: sharing)
                // Criterion: QV-3.2
                .task { await model.feed.loadMore(after: quote) }
            }
          }
        }
        .overlay { stateOverlay }
        // Criterion: QV-3.5, QV-3.6
        .searchable(text: $search, prompt: "Quotes or authors")
        .onChange(of: search) { model.feed.searchChanged(search) }
        // Criterion: QV-3.3
        .onChange(of: category) { Task { await model.feed.select(category) } }
        // Criterion: QV-3.7
        .refreshable {
          await model.feed.reload()
          await model.refreshQuoteOfTheDay()
        }
        .navigationTitle("QuoteVault")
      }
    }

    @ViewBuilder private var stateOverlay: some View {
      switch model.feed.state {
      // Criterion: QV-3.8
      case .loading where model.feed.quotes.isEmpty: ProgressView()
      // Criterion: QV-3.9
      case .empty: ContentUnavailableView(model.feed.emptyMessage, systemImage: "text.magnifyingglass")
      // Criterion: QV-11.4
      case .failed(let message):
        ContentUnavailableView("Couldn't load quotes", systemImage: "wifi.exclamationmark", description: Text(message))
      default: EmptyView()
      }
    }
  }

  /// The day's quote, large, with the date it belongs to.
  @MainActor
  struct QuoteOfTheDayCard: View {
    let quote: Quote
    let isHighlighted: Bool

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        Text("“\(quote.text)”").font(.title2)
        Text("— \(quote.author)").font(.headline).foregroundStyle(.secondary)
      }
      .padding(.vertical, Spacing.xSmall)
      .accessibilityElement(children: .combine)
      .accessibilityLabel("Quote of the Day. \(quote.text), by \(quote.author)")
    }
  }
#endif
