#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// A quote in any list: the text at the chosen size (QV-9.5), the heart (QV-4.1, QV-4.2); swipe right to
  /// favourite, left to share or add to a collection (QV-5.3, QV-8.1, QV-8.2), the same in its menu; a tap opens
  /// the quote with every action as a visible button (the stack's `quoteDestination`). In a collection, the
  /// same left swipe also takes it out (QV-5.4): one set of trailing actions, as a row shows only one.
  @MainActor
  struct QuoteRow: View {
    let quote: Quote
    let model: QuoteVaultModel
    let sharing: Sharing
    /// The list this row is in, for Read (the reader pages through it); nil: the quote alone.
    var reading: QuoteReaderModel.Source? = nil
    /// On the Collections tab, whose stack's path is typed routes, what the row's tap pushes (`.quote`); nil:
    /// the quote itself, for the stacks whose path is quotes (`quoteDestination`).
    var pushes: CollectionsRoute? = nil
    var removeFromCollection: (() -> Void)? = nil
    /// In My Quotes, the user's own quote: Edit and Delete beside the other actions.
    var editOwn: (() -> Void)? = nil
    var deleteOwn: (() -> Void)? = nil
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      link {
        HStack(alignment: .top) {
          VStack(alignment: .leading, spacing: Spacing.xSmall) {
            Text(QuoteVaultCopy.quoted(quote.text))
              .font(.system(size: model.settings.settings.quoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize))))
            Text(QuoteVaultCopy.byline(quote.author)).font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
          FavoriteButton(quote: quote, model: model)
        }
        .padding(.vertical, Spacing.xSmall)
      }
      // Criterion: QV-4.1, QV-4.2 (swipe right: the heart)
      // A full swipe only adds: taking a favourite away (which drops the row in Favorites) needs the button.
      .swipeActions(edge: .leading, allowsFullSwipe: !model.library.isFavorite(quote)) {
        Button(
          model.library.isFavorite(quote) ? QuoteVaultCopy.Actions.unfavorite : QuoteVaultCopy.Actions.favorite,
          systemImage: model.library.isFavorite(quote) ? "heart.slash" : "heart"
        ) { Task { await model.toggleFavorite(quote) } }
        .tint(.pink)
      }
      // Criterion: QV-8.1, QV-8.2, QV-5.3 (swipe left: share, card, collection)
      // A full swipe in a collection takes the quote out at once: its screen offers Undo (`CollectionModel`).
      .swipeActions(edge: .trailing) {
        if let removeFromCollection {
          Button(role: .destructive, action: removeFromCollection) {
            Label(QuoteVaultCopy.Actions.remove, systemImage: "minus.circle")
          }
        }
        // A red tint, not the destructive role: that role animates the row away before the confirmation.
        if let deleteOwn { Button(QuoteVaultCopy.delete, systemImage: "trash", action: deleteOwn).tint(.red) }
        if let editOwn { Button(QuoteVaultCopy.edit, systemImage: "pencil", action: editOwn).tint(.blue) }
        Button(QuoteVaultCopy.Actions.addToCollection, systemImage: "rectangle.stack.badge.plus") {
          model.pickCollection(for: quote)
        }
        .tint(.indigo)
        Button(QuoteVaultCopy.Actions.shareAsCard, systemImage: "photo") { model.shareCard(quote) }.tint(.orange)
        Button(QuoteVaultCopy.Actions.read, systemImage: "book") {
          model.reading.read(quote, in: reading ?? .single(quote))
        }
        .tint(.teal)
      }
      .contextMenu {
        if let editOwn { Button(QuoteVaultCopy.edit, systemImage: "pencil", action: editOwn) }
        if let deleteOwn {
          Button(role: .destructive, action: deleteOwn) { Label(QuoteVaultCopy.delete, systemImage: "trash") }
        }
        if let removeFromCollection {
          Button(role: .destructive, action: removeFromCollection) {
            Label(QuoteVaultCopy.Actions.removeFromCollection, systemImage: "minus.circle")
          }
        }
        Button(QuoteVaultCopy.Actions.read, systemImage: "book") {
          model.reading.read(quote, in: reading ?? .single(quote))
        }
        // The share sheet through the model's stack, so a deep link dismisses it like any sheet.
        Button(QuoteVaultCopy.Actions.share, systemImage: "square.and.arrow.up") { model.share(quote) }
        Button(QuoteVaultCopy.Actions.shareAsCard, systemImage: "photo") { model.shareCard(quote) }
        Button(QuoteVaultCopy.Actions.addToCollection, systemImage: "rectangle.stack.badge.plus") {
          model.pickCollection(for: quote)
        }
      }
    }
  }

  /// The heart, as a button of its own inside a row.
  @MainActor
  struct FavoriteButton: View {
    let quote: Quote
    let model: QuoteVaultModel

    var body: some View {
      Button {
        // Through the app model: a guest's heart is kept on the device and joins their account at sign-in.
        Task { await model.toggleFavorite(quote) }
      } label: {
        Image(systemName: model.library.isFavorite(quote) ? "heart.fill" : "heart")
          .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      }
      .buttonStyle(.borderless)
      .accessibilityLabel(
        model.library.isFavorite(quote)
          ? QuoteVaultCopy.Actions.removeFromFavorites : QuoteVaultCopy.Actions.addToFavorites)
    }
  }

  /// One quote with every action visible: favourite, share, share as card, add to a collection.
  @MainActor
  struct QuoteDetailView: View {
    let quote: Quote
    let model: QuoteVaultModel
    let sharing: Sharing
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: Spacing.medium) {
          Text(QuoteVaultCopy.quoted(quote.text))
            .font(
              .system(
                // The featured size: a step above the rows, and under the same cap at the accessibility sizes.
                size: model.settings.settings.featuredQuoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize)),
                design: .serif))
          Text(QuoteVaultCopy.byline(quote.author)).font(.headline).foregroundStyle(.secondary)
          Text(verbatim: QuoteCategory.title(of: quote.category)).font(.footnote).foregroundStyle(.secondary)
          QuoteActions(quote: quote, model: model)
        }
        .padding(Spacing.medium)
      }
      .navigationTitle(QuoteVaultCopy.Actions.quote)
      .navigationBarTitleDisplayMode(.inline)
      // Popped, or its tab left: the quote's voice goes with its page.
      .onDisappear { model.listening.screenLeft(showing: quote) }
    }
  }

  /// The actions on a quote: the detail view shows them all, the Quote of the Day card its primary ones and a
  /// "More" menu, as the core's `QuoteActionLayout` decides.
  @MainActor
  struct QuoteActions: View {
    let quote: Quote
    let model: QuoteVaultModel
    var placement: QuoteActionLayout.Placement = .detail
    /// The list Read pages through; nil: the quote alone (the quote of the day, a quote's own page).
    var reading: QuoteReaderModel.Source? = nil

    var body: some View {
      let layout = model.quoteActions(at: placement)
      VStack(alignment: .leading, spacing: Spacing.small) {
        ViewThatFits {
          HStack(spacing: Spacing.small) { buttons(layout) }
          VStack(alignment: .leading, spacing: Spacing.small) { buttons(layout) }
        }
        .buttonStyle(.bordered)
        .labelStyle(.titleAndIcon)
        ListenProblem(quote: quote, listening: model.listening)
      }
    }

    @ViewBuilder private func buttons(_ layout: QuoteActionLayout) -> some View {
      ForEach(layout.visible, id: \.self) { button($0) }
      if !layout.more.isEmpty {
        Menu {
          ForEach(layout.more, id: \.self) { button($0) }
        } label: {
          Label(QuoteVaultCopy.Actions.more, systemImage: "ellipsis.circle")
        }
        .accessibilityLabel(QuoteVaultCopy.Actions.moreLabel)
      }
    }

    @ViewBuilder private func button(_ action: QuoteAction) -> some View {
      switch action {
      case .read:
        Button(QuoteVaultCopy.Actions.read, systemImage: "book") {
          model.reading.read(quote, in: reading ?? .single(quote))
        }
      case .listen:
        ListenButton(quote: quote, listening: model.listening)
      case .favorite:
        Button(
          model.library.isFavorite(quote) ? QuoteVaultCopy.Actions.favorited : QuoteVaultCopy.Actions.favorite,
          systemImage: model.library.isFavorite(quote) ? "heart.fill" : "heart"
        ) { Task { await model.toggleFavorite(quote) } }
      case .share:
        Button(QuoteVaultCopy.Actions.share, systemImage: "square.and.arrow.up") { model.share(quote) }
      case .shareAsCard:
        Button(QuoteVaultCopy.Actions.shareAsCard, systemImage: "photo") { model.shareCard(quote) }
      case .addToCollection:
        Button(QuoteVaultCopy.Actions.addToCollection, systemImage: "rectangle.stack.badge.plus") {
          model.pickCollection(for: quote)
        }
      }
    }
  }

  struct QuoteActions_Previews: PreviewProvider {
    static var previews: some View {
      let model = QuoteVaultPreviewValues.model()
      List {
        QuoteActions(quote: QuoteVaultPreviewValues.quotes[0], model: model, placement: .quoteOfTheDay)
        QuoteActions(quote: QuoteVaultPreviewValues.quotes[0], model: model)
      }
      .previewDisplayName("Quote actions: card and page")
    }
  }

  extension QuoteRow {
    /// The row's link: a typed stack takes only its own route's type, so the Collections tab's rows push a route.
    @ViewBuilder
    fileprivate func link(@ViewBuilder label: () -> some View) -> some View {
      if let pushes { NavigationLink(value: pushes, label: label) } else { NavigationLink(value: quote, label: label) }
    }
  }

  extension View {
    /// Where a `QuoteRow` leads: every stack that lists quotes declares it once.
    @MainActor
    func quoteDestination(model: QuoteVaultModel, sharing: Sharing) -> some View {
      navigationDestination(for: Quote.self) { QuoteDetailView(quote: $0, model: model, sharing: sharing) }
    }
  }
#endif
