import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// App Review 5.1.1: what needs no account works without one.
@MainActor
@Suite("QuoteVault without an account: browse, search, the Quote of the Day and sharing")
struct GuestTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("Guest: browse, search, read the quote of the day and share it without signing in")
  func browseWithoutAnAccount() async throws {
    let device = try Device(backend)
    let model = device.model()
    await model.launch()
    #expect(!model.showsApp, "first the sign-in screen, with its way past it")
    model.continueAsGuest()
    #expect(model.showsApp && !model.auth.isSignedIn)
    await model.feed.reload()
    #expect(model.feed.quotes.count == QuoteVaultAPI.pageSize)
    let quote = try #require(model.feed.quotes.first)
    let word = try #require(quote.author.split(separator: " ").last.map(String.init))
    await model.feed.searchFor(word)
    // Results come in id order and the feed is shuffled: the quote may be on a later page, as the user scrolls.
    var pages = 0
    while !model.feed.quotes.contains(quote), model.feed.hasMore, let last = model.feed.quotes.last, pages < 40 {
      await model.feed.loadMore(after: last)
      pages += 1
    }
    #expect(model.feed.quotes.contains(quote), "search works for a guest")
    await model.daily.refresh()
    #expect(model.daily.quote != nil)
    model.shareCard(try #require(model.daily.quote))
    model.settlePresentation()
    #expect(model.presentation.destinations.count == 1, "sharing needs no account")
    // A relaunch stays a guest.
    #expect(device.model().showsApp)
  }

  @Test(
    "Guest: a heart and a collection work at once; writing a quote asks to sign in, saying why; signing in from there closes it"
  )
  func ownQuotesAskToSignIn() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)  // the account exists
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let quote = try #require(try await model.guestHearts(1).first)
    #expect(model.presentation.alert == nil, "no account asked for a heart")
    #expect(model.library.favoriteIDs == [quote.id] && model.library.favoritesAreOnDeviceOnly)

    model.pickCollection(for: quote)
    model.settlePresentation()
    let picker = try #require(model.presentation.top?.destination.collectionPicker)
    #expect(picker.quote == quote, "a guest keeps collections on the phone")
    picker.cancel()
    model.settlePresentation()

    model.myQuotes.newQuote()
    #expect(model.presentation.destinations.isEmpty, "no writing sheet without an account")
    let ask = try #require(model.presentation.alert)
    #expect(model.alertUp == .askToSignIn)
    #expect(ask.title == "Your quotes need an account")
    #expect(ask.message?.contains("Favorites and collections work without one") == true, "what a guest can keep")
    model.tap(try #require(ask.buttons.first { $0.action == .signIn }), of: ask)
    model.settlePresentation()
    #expect(model.presentation.destinations.map(\.isSignIn) == [true])

    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await model.afterSignIn()  // what the sheet's sign-in calls
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && !model.isGuest && model.auth.isSignedIn)
    #expect(model.library.favoriteIDs == [quote.id], "the guest's heart is the account's now")
  }

  @Test("Guest: the sign-in sheet's Cancel and the question's Not Now keep the guest's favourites")
  func cancelKeepsFavorites() async throws {
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    let quotes = try await model.guestHearts(2)
    model.showSignIn()  // Favorites' (or Settings') Sign In
    model.settlePresentation()
    #expect(model.presentation.destinations.map(\.isSignIn) == [true], "the sign-in sheet is up")
    model.cancelSignIn()  // the sheet's Cancel
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    model.myQuotes.newQuote()
    let ask = try #require(model.presentation.alert)
    model.tap(try #require(ask.buttons.first { $0.title == "Not Now" }), of: ask)
    #expect(Set(model.library.favoriteIDs) == Set(quotes.map(\.id)), "nothing the guest kept is forgotten")
  }

  @Test("QV-7.4 / QV-10.3: a widget or notification tap lands on the quote even when nobody is signed in")
  func deepLinkSignedOut() async throws {
    let model = try Device(backend).model()
    await model.launch()
    #expect(!model.showsApp)
    model.open(NotificationPlan.deepLink)
    #expect(model.showsApp && model.selectedTab == .home && model.daily.isHighlighted)
    #expect(model.daily.quote != nil)
  }
}
