#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Reading mode: the list it was opened from full screen, one quote a screen in large type over the user's
  /// theme, swiped up and down (a paging scroll view), with Done and the position at the top and the actions in
  /// the thumb's reach at the bottom. The pages are the reader model's (the feed, favourites or collection as
  /// they are now); near the end of the feed the next page is asked for (QV-3.2).
  @MainActor
  struct ReaderView: View {
    /// The reader's own model, held by its destination in the stack (`QuoteVaultModel.read`) until the cover has
    /// gone.
    let reader: QuoteReaderModel
    @Environment(\.scenePhase) private var scenePhase

    private var ink: Color { Color(reader.theme.ink) }

    var body: some View {
      ZStack {
        ReadingBackdrop(background: reader.background, photo: reader.photo).ignoresSafeArea()
        if reader.quotes.isEmpty {
          ContentUnavailableView(QuoteReaderModel.emptyMessage, systemImage: "text.quote").foregroundStyle(ink)
        } else {
          ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
              ForEach(reader.quotes) { quote in
                ReaderPage(quote: quote, reader: reader)
                  .containerRelativeFrame([.horizontal, .vertical])
                  .id(quote.id)
              }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.paging)
          .scrollIndicators(.hidden)
          .scrollPosition(id: Binding(get: { reader.selection }, set: { reader.show($0) }))
        }
      }
      .safeAreaInset(edge: .top) { topBar }
      .safeAreaInset(edge: .bottom) {
        if let quote = reader.current { ReaderActions(quote: quote, reader: reader) }
      }
      .foregroundStyle(ink)
      .tint(ink)
      // Closed by Done or by anything else that takes the cover away: the page's voice goes with it.
      .onDisappear { reader.disappeared() }
      // The page on screen may be near the end of the feed: its next page is asked for (the feed drops repeats).
      .task(id: reader.selection) { await reader.loadMoreIfNear() }
      // Leaving the app (iOS may end it there): the place is kept for the next Reading Mode. In the background
      // only: each write reloads the widgets, and .inactive comes with every glance at Control Centre.
      .onChange(of: scenePhase) { _, phase in if phase == .background { reader.keepPosition() } }
    }

    private var topBar: some View {
      HStack {
        Button(QuoteVaultCopy.done) { reader.done() }.fontWeight(.semibold)
        Spacer()
        Text(verbatim: reader.position).font(.footnote).monospacedDigit()
      }
      .padding(.horizontal, Spacing.large)
      .padding(.vertical, Spacing.small)
    }
  }

  /// One screen: the quote and its author, centred, read by VoiceOver as one element with actions to move on. A
  /// quote taller than its page (a long one at the largest text sizes) is drawn a little smaller, then cut, and
  /// the page offers Read All (`ReaderPageFit`, decided in the core): a scroll view inside the vertical pager
  /// would take the swipe and hold the reader on this page. VoiceOver reads the whole text at any size.
  @MainActor
  struct ReaderPage: View {
    let quote: Quote
    let reader: QuoteReaderModel
    @Environment(\.dynamicTypeSize) private var typeSize

    private var size: DesignSystem.DynamicTypeSize { DesignSystem.DynamicTypeSize(typeSize) }

    var body: some View {
      let fit = reader.fit(quote, at: size)
      VStack(spacing: Spacing.medium) {
        text(fit)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(verbatim: QuoteReaderModel.spokenText(quote))
          .accessibilityAddTraits(.isStaticText)
          // VoiceOver's swipe reads the page; these move to the next or previous quote without the pager's gesture.
          .accessibilityAction(named: Text(QuoteReaderModel.nextQuote)) { reader.next() }
          .accessibilityAction(named: Text(QuoteReaderModel.previousQuote)) { reader.previous() }
        if fit.showsReadAll {
          Button(QuoteReaderModel.readAll) { reader.readAll(quote) }
            .font(.headline)
            .buttonStyle(.bordered)
            .frame(minHeight: HitTarget.minimum)
        }
      }
      .padding(.horizontal, Spacing.large)
      .padding(.vertical, Spacing.xLarge)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func text(_ fit: ReaderPageFit) -> some View {
      VStack(spacing: Spacing.large) {
        // Criterion: QV-9.5 (Quote Size applies in the reader too)
        Text(QuoteVaultCopy.quoted(quote.text))
          .font(.reading(reader.theme.font, size: reader.quoteTextSize(at: size)))
          .multilineTextAlignment(.center)
          // Smaller only as far as it stays readable; past that it is cut, and Read All shows it whole.
          .minimumScaleFactor(ReaderPageFit.minimumScale)
          .lineLimit(fit.lineLimit)
          .truncationMode(.tail)
        Text(QuoteVaultCopy.byline(quote.author))
          .font(.title3)
          .minimumScaleFactor(0.5)
          .layoutPriority(1)
          .foregroundStyle(Color(reader.theme.secondaryInk))
          .multilineTextAlignment(.center)
      }
    }
  }

  /// The page's actions at the bottom, where a thumb reaches: the heart, Listen, Share, Share as Card, Add to
  /// Collection and Theme.
  /// Icons with their names for VoiceOver; in a row, or two rows when the text is too large for one.
  @MainActor
  struct ReaderActions: View {
    let quote: Quote
    let reader: QuoteReaderModel

    var body: some View {
      VStack(spacing: Spacing.xSmall) {
        ViewThatFits {
          HStack(spacing: Spacing.large) { buttons }
          LazyVGrid(columns: [GridItem(.adaptive(minimum: HitTarget.minimum * 1.5))]) { buttons }
        }
        .labelStyle(.iconOnly)
        .font(.title2)
        .buttonStyle(.borderless)
        ListenProblem(quote: quote, listening: reader.listening)
      }
      .padding(.horizontal, Spacing.large)
      .padding(.bottom, Spacing.medium)
    }

    @ViewBuilder private var buttons: some View {
      let isFavorite = reader.isFavorite(quote)
      // Criterion: QV-4.1, QV-4.2 (the heart, through the app model and the outbox, as a row's)
      Button(
        isFavorite ? QuoteVaultCopy.Actions.favorited : QuoteVaultCopy.Actions.favorite,
        systemImage: isFavorite ? "heart.fill" : "heart"
      ) { Task { await reader.toggleFavorite(quote) } }
      .accessibilityLabel(
        isFavorite ? QuoteVaultCopy.Actions.removeFromFavorites : QuoteVaultCopy.Actions.addToFavorites
      )
      .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      ListenButton(quote: quote, listening: reader.listening).frame(
        minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      Button(QuoteVaultCopy.Actions.share, systemImage: "square.and.arrow.up") { reader.share(quote) }
        .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      Button(QuoteVaultCopy.Actions.shareAsCard, systemImage: "photo") { reader.shareCard(quote) }
        .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      Button(QuoteVaultCopy.Actions.addToCollection, systemImage: "rectangle.stack.badge.plus") {
        reader.addToCollection(quote)
      }
      .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      Button(ReadingThemeModel.title, systemImage: "paintpalette") { reader.chooseTheme() }
        .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
    }
  }

  struct ReaderView_Previews: PreviewProvider {
    static func reader(_ theme: ReadingTheme, quotes: [Quote] = QuoteVaultPreviewValues.quotes) -> QuoteReaderModel {
      let reader = QuoteReaderModel(source: .favorites, showing: quotes.dropFirst().first, list: { quotes })
      reader.show(theme: theme, photo: nil)
      return reader
    }

    static var previews: some View {
      ReaderView(reader: reader(.standard)).previewDisplayName("Reading mode: Dusk, serif")
      ReaderView(reader: reader(ReadingTheme(background: .paper, font: .oldStyle)))
        .previewDisplayName("Reading mode: Paper, Old Style")
      ReaderView(reader: reader(ReadingTheme(background: .dawn, font: .handwritten)))
        .environment(\.dynamicTypeSize, .accessibility5)
        .previewDisplayName("Reading mode, largest text")
      ReaderView(reader: reader(.standard, quotes: [])).previewDisplayName("Reading mode, nothing left")
      ReaderView(reader: reader(.standard, quotes: [QuoteVaultPreviewValues.longQuote]))
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Reading mode, a long quote: Read All")
    }
  }
#endif
