#if os(iOS)
  import AppServices
  import DesignSystemUI
  import Foundation
  import QuoteVaultCore
  import RenderingCoreGraphics
  import SharedStore
  import SupabaseClient
  import SwiftUI

  // Xcode canvas previews of every QuoteVault screen. PreviewProvider, not #Preview: the macro needs Xcode's
  // PreviewsMacros plugin, which the Linux type-check does not have (docs/architecture.md, "The Apple-only
  // type-check"). Each preview builds its own model, browsing as a guest: the cache in memory seeded with sample
  // quotes, settings in a fresh temporary folder, the session in memory, and a transport that answers from memory,
  // so no preview touches a server. Notifications and Photos are stand-ins with no system prompt.

  /// Answers every request from memory: the sample quotes for `quotes` (after `id=gt.N` when paging), the first
  /// of them as the quote of the day, and an empty list for anything else.
  struct PreviewTransport: HTTPTransport {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
      let url = request.url ?? URL(fileURLWithPath: "/")
      let path = url.path
      var quotes: [Quote] = []
      if path.hasSuffix("/rest/v1/quotes") {
        let after = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
          .first { $0.name == "id" && ($0.value ?? "").hasPrefix("gt.") }?.value
          .flatMap { Int64($0.dropFirst(3)) }
        quotes = QuoteVaultPreviewValues.quotes.filter { $0.id > (after ?? 0) }
      } else if path.hasSuffix("/rpc/quote_of_the_day") {
        quotes = Array(QuoteVaultPreviewValues.quotes.prefix(1))
      }
      let response =
        HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
        ?? HTTPURLResponse()
      return (try JSONEncoder().encode(quotes), response)
    }
  }

  @MainActor
  enum QuoteVaultPreviewValues {
    nonisolated static let quotes = [
      Quote(
        id: 1, text: "Do what you can, with what you have, where you are.", author: "Theodore Roosevelt",
        category: "Motivation"),
      Quote(id: 2, text: "Whatever you are, be a good one.", author: "Abraham Lincoln", category: "Wisdom"),
      Quote(id: 3, text: "Love all, trust a few, do wrong to none.", author: "William Shakespeare", category: "Love"),
      Quote(id: 4, text: "Well done is better than well said.", author: "Benjamin Franklin", category: "Success"),
      Quote(id: 5, text: "I think, therefore I am.", author: "René Descartes", category: "Wisdom"),
      Quote(
        id: 6, text: "Laughter is the sun that drives winter from the human face.", author: "Victor Hugo",
        category: "Humor"),
    ]

    /// A quote too long for a reading-mode page at large text sizes: its page offers Read All.
    nonisolated static let longQuote = Quote(
      id: 7,
      text: """
        It is not the critic who counts; not the man who points out how the strong man stumbles, or where the doer \
        of deeds could have done them better. The credit belongs to the man who is actually in the arena, whose \
        face is marred by dust and sweat and blood; who strives valiantly; who errs, who comes short again and \
        again, because there is no effort without error and shortcoming.
        """,
      author: "Theodore Roosevelt", category: "Motivation")

    static let sharing = Sharing(renderer: CoreGraphicsRenderer(), photos: InertPhotoLibrary())

    /// A model that browses as a guest (unless `guest` is false: the sign-in screen), its cache seeded with the
    /// sample quotes and today's quote (and the first `guestFavorites` of them hearted by the guest), every request
    /// answered from memory.
    static func model(guest: Bool = true, guestFavorites: Int = 0) -> QuoteVaultModel {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("QuoteVaultPreviews-\(UUID().uuidString)", isDirectory: true)
      let client = SupabaseClient(
        url: URL(fileURLWithPath: "/preview"), key: "preview", sessionStorage: MemorySessionStorage(),
        transport: PreviewTransport())
      let cache: LocalCache
      do {
        cache = try LocalCache()
        try cache.store(quotes)
        try cache.setQuoteOfTheDay(quotes[0], day: QuoteDay.string(Date(), timeZone: .current))
        for quote in quotes.prefix(guestFavorites) { try cache.setGuestFavorite(quote.id, true) }
      } catch {
        preconditionFailure("An in-memory cache always opens: \(error)")
      }
      var dependencies = QuoteVaultDependencies(
        service: QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache),
        store: SharedStore(directory: folder), notifications: InertNotificationCenter(status: .notDetermined),
        renderer: sharing.renderer, photos: sharing.photos,
        // Preview values, passed by name: nothing indexed, opened or put on the pasteboard from a preview, and
        // Sign in with Apple's sheet always closed.
        searchIndex: InertSearchIndex(), urls: InertURLOpener(), pasteboard: InertPasteboard(),
        appleID: InertAppleIDAuthorization(), appleIDState: InertAppleIDCredentialState())
      // The device's voice: Listen in a preview is heard.
      dependencies.voice = .live()
      let model = QuoteVaultModel(dependencies: dependencies)
      if guest { model.continueAsGuest() }
      model.library.reload()
      return model
    }
  }

  struct QuoteVaultRootView_Previews: PreviewProvider {
    static var previews: some View {
      QuoteVaultRootView(model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Home, as a guest")
      QuoteVaultRootView(model: QuoteVaultPreviewValues.model(guest: false), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Sign in")
    }
  }

  struct QuoteVaultTabs_Previews: PreviewProvider {
    static var previews: some View {
      FeedView(model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Feed")
      FavoritesView(model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Favorites, as a guest")
      FavoritesView(model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
        .dynamicTypeSize(.accessibility5)
        .previewDisplayName("Favorites, as a guest, the largest text (Sign In scrolls into view)")
      FavoritesView(model: QuoteVaultPreviewValues.model(guestFavorites: 2), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Favorites, a guest's hearts on this iPhone")
      CollectionsView(model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
        .previewDisplayName("Collections, as a guest")
      SettingsView(model: QuoteVaultPreviewValues.model())
        .previewDisplayName("Settings")
      NavigationStack { PrivacySummaryView(summary: QuoteVaultPrivacy.summary, title: QuoteVaultPrivacy.title) }
        .previewDisplayName("Privacy summary")
      NavigationStack {
        let model = QuoteVaultPreviewValues.model(guest: false)
        CollectionDetailView(
          screen: model.collections.screen(for: QuoteCollection(id: "preview-mornings", name: "Mornings")),
          model: model, sharing: QuoteVaultPreviewValues.sharing)
      }
      .previewDisplayName("A collection")
    }
  }

  /// A phone with Instagram: every URL opens, so the share card preview shows its Instagram Stories button.
  struct PreviewInstagramPhone: URLOpenerClient {
    @MainActor func open(_ url: URL) async -> Bool { true }
    @MainActor func canOpen(_ url: URL) -> Bool { true }
  }

  struct QuoteVaultSheets_Previews: PreviewProvider {
    /// The card with Instagram installed and a (made-up) Facebook App ID: Instagram Stories above Share.
    @MainActor
    static func storiesCard(_ quote: Quote) -> ShareCardModel {
      ShareCardModel(
        quote: quote, renderer: QuoteVaultPreviewValues.sharing.renderer,
        photos: QuoteVaultPreviewValues.sharing.photos,
        stories: InstagramStories(
          configured: "1234567890", urls: PreviewInstagramPhone(), pasteboard: InertPasteboard()))
    }

    @MainActor
    static func accentCard(_ quote: Quote) -> ShareCardModel {
      let card = ShareCardModel(
        quote: quote, renderer: QuoteVaultPreviewValues.sharing.renderer, photos: QuoteVaultPreviewValues.sharing.photos
      )
      card.background = .accent
      card.font = .handwritten
      return card
    }

    static var previews: some View {
      let quote = QuoteVaultPreviewValues.quotes[0]
      NavigationStack {
        QuoteDetailView(quote: quote, model: QuoteVaultPreviewValues.model(), sharing: QuoteVaultPreviewValues.sharing)
      }
      .previewDisplayName("Quote")
      ShareCardView(
        sheet: ShareCardModel(
          quote: quote, renderer: QuoteVaultPreviewValues.sharing.renderer,
          photos: QuoteVaultPreviewValues.sharing.photos)
      )
      .previewDisplayName("Share card")
      ShareCardView(sheet: accentCard(quote))
        .previewDisplayName("Share card, accent background, handwritten")
      ShareCardView(sheet: storiesCard(quote))
        .previewDisplayName("Share card, Instagram installed")
      let library = QuoteVaultPreviewValues.model().library
      AddToCollectionView(
        picker: CollectionPickerModel(
          quote: quote, collections: { library.collections }, onPick: { _ in }, onNewCollection: {})
      )
      .previewDisplayName("Add to collection")
      CollectionNameView(sheet: CollectionNameModel(.create(adding: quote)))
        .previewDisplayName("New collection")
      OwnQuoteEditorView(sheet: OwnQuoteModel(author: "Ada"))
        .previewDisplayName("New quote of my own")
      NavigationStack {
        MyQuotesView(model: QuoteVaultPreviewValues.model(guest: false), sharing: QuoteVaultPreviewValues.sharing)
      }
      .previewDisplayName("My Quotes")
      AuthView(form: QuoteVaultPreviewValues.model(guest: false).signInScreen, continueAsGuest: {}, signedIn: {})
        .previewDisplayName("Sign in or sign up")
      HistoryView(
        sheet: QuoteHistoryModel(service: QuoteVaultPreviewValues.model().service, now: Date(), timeZone: .current)
      )
      .previewDisplayName("Past quotes")
      let sheetAuth = QuoteVaultPreviewValues.model(guest: false).auth
      AuthView(form: SignInModel(auth: sheetAuth), cancel: {}, signedIn: {})
        .previewDisplayName("Sign in, as a sheet")
    }
  }
#endif
