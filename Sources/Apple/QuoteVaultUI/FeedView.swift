#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Home: the quote of the day on top (QV-6.1), category chips (QV-3.3), search (QV-3.5, QV-3.6), the feed with
  /// infinite scroll (QV-3.1, QV-3.2), pull to refresh (QV-3.7), loading, empty and error states.
  @MainActor
  struct FeedView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    // Criterion: QV-3.3
    private var categorySelection: Binding<FeedChoice> {
      Binding(get: { model.feed.choice }, set: { choice in Task { await model.selectFeed(choice) } })
    }

    var body: some View {
      @Bindable var feed = model.feed
      @Bindable var model = model
      return NavigationStack(path: $model.homePath) {
        ScrollViewReader { scroller in
          List {
            if model.feed.showsQuoteOfTheDay, let today = model.daily.quote {
              Section(QuoteVaultCopy.Feed.quoteOfTheDay) {
                // Criterion: QV-7.4, QV-10.3 (scrolled to and highlighted after a notification or widget tap)
                QuoteOfTheDayCard(
                  quote: today, model: model, sharing: sharing, isHighlighted: model.daily.isHighlighted
                )
                .id(Self.quoteOfTheDayID)
                // Only whether the card is on screen: the model counts the day's read with the scene and the day.
                .onAppear { model.quoteOfTheDayCardVisible(true) }
                .onDisappear { model.quoteOfTheDayCardVisible(false) }
                StreakRow(streak: model.streak)
                Button(QuoteVaultCopy.Feed.pastQuotes, systemImage: "calendar") { model.showHistory() }
              }
            } else if model.feed.showsQuoteOfTheDay, let error = model.daily.error {
              // Criterion: QV-11.4 (said where the quote would be, with a way to try again)
              Section(QuoteVaultCopy.Feed.quoteOfTheDay) {
                VStack(alignment: .leading, spacing: Spacing.xSmall) {
                  Label(verbatim: error, systemImage: "exclamationmark.triangle").font(.footnote)
                  Button(QuoteVaultCopy.tryAgain) { Task { await model.daily.refresh() } }
                }
              }
            }
            Section {
              // The feed's own category, so the picker never shows All over a filtered feed.
              Picker(QuoteVaultCopy.category, selection: categorySelection) {
                Text(QuoteVaultCopy.Feed.all).tag(FeedChoice.all)
                Text(ForYou.title).tag(FeedChoice.forYou)
                ForEach(QuoteCategory.allCases, id: \.self) { Text($0.title).tag(FeedChoice.category($0)) }
              }
              // For You's topics, changed where the mix shows.
              if model.feed.choice == .forYou { ForYouTopicsView(model: model) }
            }
            Section {
              // The feed's state (loading, empty, failed) is a row where its quotes would be, never drawn over the
              // quote of the day or the topic switches a user may need to change it.
              feedState
              ForEach(model.feed.quotes) { quote in
                QuoteRow(quote: quote, model: model, sharing: sharing, reading: .feed)
                  // Criterion: QV-3.2
                  .task { await model.feed.loadMore(after: quote) }
              }
            }
          }
          // Criterion: QV-3.5, QV-3.6
          // The model holds the field, so a widget or notification tap can end the search (QV-7.4, QV-10.3).
          .searchable(
            text: $feed.searchField, isPresented: $feed.isSearchPresented,
            prompt: Text(QuoteVaultCopy.Feed.searchPrompt)
          )
          // The keyboard's Search key searches at once, without the pause typing waits for.
          .onSubmit(of: .search) { model.feed.submitSearch() }
          // Criterion: QV-3.7
          .refreshable { await model.pullToRefresh() }
          .navigationTitle(QuoteVaultCopy.appName)
          // Criterion: QV-3.8, QV-11.1 (saved rows shown at once; the refresh behind them shows in the bar)
          .toolbar {
            // Reading mode: the feed one quote a screen, opened where it was left.
            ToolbarItem(placement: .topBarLeading) {
              Button(QuoteReaderModel.readingMode, systemImage: "rectangle.portrait.on.rectangle.portrait") {
                model.reading.open(.feed)
              }
              .disabled(model.feed.quotes.isEmpty)
            }
            if model.feed.isReloadingOverRows {
              ToolbarItem(placement: .topBarTrailing) {
                ProgressView().accessibilityLabel(QuoteVaultCopy.Feed.updatingQuotes)
              }
            }
          }
          .quoteDestination(model: model, sharing: sharing)
          // Another tab, or a quote pushed over Home: the quote of the day's voice stops with Home.
          .onDisappear { model.listening.screenLeft(showing: model.daily.quote) }
          // A run per link, once the card is there (a cold launch loads it after the link): cancelled with Home
          // or by the next tap, so only the newest tap's time ends the highlight. The model times it.
          .task(id: model.daily.highlightRun) {
            guard model.daily.highlightRun != nil else { return }
            withAnimation(.effect(.crossFade)) { scroller.scrollTo(Self.quoteOfTheDayID, anchor: .top) }
            await model.daily.holdHighlight()
          }
        }
      }
    }

    private static let quoteOfTheDayID = "quote-of-the-day"

    @ViewBuilder private var feedState: some View {
      switch model.feed.state {
      // Criterion: QV-3.8
      case _ where model.feed.showsSpinner: ProgressView().frame(maxWidth: .infinity)
      case _ where model.feed.needsRetry:
        ContentUnavailableView {
          Label(QuoteVaultCopy.Feed.didntLoad, systemImage: "arrow.clockwise")
        } actions: {
          Button(QuoteVaultCopy.tryAgain) { Task { await model.feed.reload() } }
        }
      // Criterion: QV-3.9
      case .empty: ContentUnavailableView(verbatim: model.feed.emptyMessage, systemImage: "text.magnifyingglass")
      // Criterion: QV-11.4
      case .failed(let message):
        ContentUnavailableView {
          Label(QuoteVaultCopy.Feed.couldntLoad, systemImage: "wifi.exclamationmark")
        } description: {
          Text(verbatim: message)
        } actions: {
          Button(QuoteVaultCopy.tryAgain) { Task { await model.feed.reload() } }
        }
      default: EmptyView()
      }
    }
  }

  /// The day's quote, large, with its heart and share buttons; highlighted when a notification or the widget
  /// brought the user here.
  @MainActor
  struct QuoteOfTheDayCard: View {
    let quote: Quote
    let model: QuoteVaultModel
    let sharing: Sharing
    let isHighlighted: Bool
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        VStack(alignment: .leading, spacing: Spacing.xSmall) {
          // Criterion: QV-9.5 (Quote Size applies here too)
          Text(QuoteVaultCopy.quoted(quote.text))
            .font(
              .system(
                size: model.settings.settings.featuredQuoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize))))
          Text(QuoteVaultCopy.byline(quote.author)).font(.headline).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(QuoteVaultCopy.Feed.quoteOfTheDayLabel(quote))
        // Criterion: QV-6.1 (favorite and share in sight, the rest under More, so the feed stays in sight)
        QuoteActions(quote: quote, model: model, placement: .quoteOfTheDay)
      }
      .padding(.vertical, Spacing.xSmall)
      .listRowBackground(
        isHighlighted ? Color(model.settings.settings.theme.accent).opacity(0.15) : nil
      )
      // The highlight fades as it ends.
      .animation(.effect(.crossFade), value: isHighlighted)
    }
  }
#endif
