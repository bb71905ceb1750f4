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
    #expect(model.feed.quotes.contains(quote), "search works for a guest")
    await model.refreshQuoteOfTheDay()
    #expect(model.quoteOfTheDay != nil)
    model.shareCard(try #require(model.quoteOfTheDay))
    model.settlePresentation()
    #expect(model.presentation.destinations.count == 1, "sharing needs no account")
    // A relaunch stays a guest.
    #expect(device.model().showsApp)
  }

  @Test("Guest: a favourite or a collection asks to sign in; signing in from there closes the sheet")
  func favouritesAskToSignIn() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)  // the account exists
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)

    await model.library.toggleFavorite(quote)
    let ask = try #require(model.presentation.alert(on: 0))
    #expect(ask.title == "Sign in to keep quotes")
    #expect(model.library.favoriteIDs.isEmpty)
    model.pickCollection(for: quote)
    #expect(model.presentation.destinations.isEmpty, "no picker without an account")
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.action == .signIn }), of: again)
    model.settlePresentation()
    #expect(model.presentation.destinations == [.signIn])

    model.auth.email = email
    model.auth.password = "correct horse battery"
    #expect(await model.auth.signIn())
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && !model.isGuest && model.auth.isSignedIn)
    await model.library.toggleFavorite(quote)
    #expect(model.library.favoriteIDs == [quote.id])
  }

  @Test("QV-4.1: a guest's heart tap that asked to sign in is kept: once signed in, that quote is a favourite")
  func heartReplayedAfterSignIn() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    let quote = try await model.guestHeartAsksToSignIn()
    #expect(model.presentation.destinations == [.signIn])
    model.auth.email = email
    model.auth.password = "correct horse battery"
    #expect(await model.auth.signIn())
    await model.afterSignIn()  // what the sheet's sign-in calls
    #expect(model.library.favoriteIDs == [quote.id], "the tap that asked for the sign-in")
    #expect(model.favoriteAwaitingSignIn == nil)
  }

  @Test("Guest: the sign-in sheet has Cancel; it and Not Now forget the tap that asked")
  func cancelForgetsTheTap() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    let quote = try await model.guestHeartAsksToSignIn()
    model.cancelSignIn()  // the sheet's Cancel
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.favoriteAwaitingSignIn == nil)
    await model.toggleFavorite(quote)
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.title == "Not Now" }), of: again)
    #expect(model.favoriteAwaitingSignIn == nil)
    // Signing in later (from Settings) favourites nothing by itself.
    model.auth.email = email
    model.auth.password = "correct horse battery"
    #expect(await model.auth.signIn())
    await model.afterSignIn()
    #expect(model.library.favoriteIDs.isEmpty)
  }

  @Test("QV-7.4 / QV-10.3: a widget or notification tap lands on the quote even when nobody is signed in")
  func deepLinkSignedOut() async throws {
    let model = try Device(backend).model()
    await model.launch()
    #expect(!model.showsApp)
    model.open(NotificationPlan.deepLink)
    #expect(model.showsApp && model.selectedTab == .home && model.isShowingQuoteOfTheDay)
    #expect(model.quoteOfTheDay != nil)
  }
}
