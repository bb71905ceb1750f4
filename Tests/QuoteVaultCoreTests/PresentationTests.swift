import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// Every sheet, alert and confirmation dialog of QuoteVault goes through the model's PresentationStack; these
/// drive it as the SwiftUI adapter does (`settlePresentation()` lets each animation finish).
@MainActor
@Suite("QuoteVault presentation: sheets, alerts and deep links through one stack")
struct PresentationTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A signed-in app with a quote and a collection to open sheets for.
  func ready(_ device: Device? = nil) async throws -> (QuoteVaultModel, Quote, QuoteCollection) {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let collection = try #require(await model.library.createCollection(named: "Mornings"))
    return (model, quote, collection)
  }

  @Test("QV-7.4 / QV-10.3: a widget or notification tap lands on the quote of the day with each sheet open")
  func deepLinkOverEverySheet() async throws {
    let (model, quote, collection) = try await ready()
    // Each way the app can be covered when the tap arrives.
    let coverings: [(String, @MainActor () -> Void)] = [
      ("share card", { model.shareCard(quote) }),
      ("collection picker", { model.pickCollection(for: quote) }),
      ("new collection", { model.newCollection() }),
      (
        "new collection over the picker",
        {
          model.pickCollection(for: quote)
          model.settlePresentation()
          model.presentation.top?.destination.collectionPicker?.newCollection()
        }
      ),
      ("rename", { model.rename(collection) }),
      ("delete confirmation", { model.askToDelete(collection) }),
      (
        "a message over a sheet",
        {
          model.shareCard(quote)
          model.settlePresentation()
          model.showMessage("Saved to Photos.")
        }
      ),
    ]
    for (name, cover) in coverings {
      model.selectedTab = .collections
      cover()
      model.settlePresentation()
      #expect(!model.presentation.destinations.isEmpty || model.presentation.alert != nil, "\(name) is up")
      model.open(NotificationPlan.deepLink)
      model.settlePresentation()
      #expect(model.presentation.destinations.isEmpty, "\(name): the way to Home is cleared")
      if name == "a message over a sheet" {
        // A message is never dropped: the user has not read it, so it shows again over Home.
        #expect(model.messages == ["Saved to Photos."], "\(name): the unread message comes back on top")
        model.dismissMessages()
      }
      #expect(model.presentation.alert == nil, "\(name): no alert is left over the card")
      #expect(model.selectedTab == .home && model.daily.isHighlighted, "\(name): Home shows the quote")
      model.daily.shown()
    }
  }

  @Test(
    "QV-7.4 / QV-10.3: a tap during a search ends it, so Home shows the quote of the day, and the whole feed returns")
  func deepLinkEndsSearch() async throws {
    let (model, _, _) = try await ready()
    await model.daily.refresh()
    let everything = model.feed.quotes
    model.feed.isSearchPresented = true
    model.feed.searchField = "love"
    model.feed.submitSearch()
    await model.feed.finishSearch()
    #expect(!model.feed.showsQuoteOfTheDay, "a search hides the card")
    #expect(model.feed.quotes != everything, "the search answered")
    model.open(NotificationPlan.deepLink)
    #expect(model.feed.searchField.isEmpty && !model.feed.isSearchPresented, "the search ended, as Cancel ends it")
    #expect(model.feed.showsQuoteOfTheDay && model.daily.quote != nil && model.daily.isHighlighted)
    await model.feed.finishSearch()
    #expect(model.feed.quotes == everything, "the whole feed is back under the card")
  }

  @Test("QV-5.3: Add to Collection closes at once, before the change reaches the server; a refusal shows on top")
  func addClosesAtOnce() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, quote, collection) = try await ready(device)
    model.pickCollection(for: quote)
    model.settlePresentation()
    let picker = try #require(model.presentation.top?.destination.collectionPicker)
    #expect(model.presentation.destinations == [.addToCollection(picker)] && picker.quote == quote)
    #expect(picker.rows.map(\.name) == [collection.name] && picker.rows.allSatisfy { !$0.holdsQuote })

    await proxy.hold("/rest/v1/collection_quotes")
    let adding = Task { await picker.pick(collection) }
    #expect(await eventuallyAsync { await proxy.held() == 1 }, "the change is on its way")
    #expect(model.presentation.destinations.isEmpty, "the picker did not wait for the server")
    #expect(model.library.quotes(in: collection) == [quote], "the collection shows it already")
    await proxy.release()
    await adding.value

    // A quote the server does not have is refused: the reason shows as an alert on what is on top.
    let ghost = Quote(id: 9_999_999, text: "Not on the server", author: "Nobody", category: "Wisdom")
    model.pickCollection(for: ghost)
    model.settlePresentation()
    let ghostPicker = try #require(model.presentation.top?.destination.collectionPicker)
    #expect(ghostPicker.rows.first?.holdsQuote == false)
    await ghostPicker.pick(collection)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    let alert = try #require(model.presentation.alert(on: 0), "the refusal is on the root, not under a sheet")
    #expect(alert.message == model.messages.last)
    model.tap(try #require(alert.buttons.first), of: alert)
    #expect(model.presentation.alert == nil)
  }

  @Test("QV-5.3: the collection picker's Cancel closes it and adds the quote to nothing")
  func cancelPicker() async throws {
    let (model, quote, collection) = try await ready()
    model.pickCollection(for: quote)
    model.settlePresentation()
    let picker = try #require(model.presentation.top?.destination.collectionPicker)
    #expect(picker.quote == quote && picker.rows.map(\.collection) == [collection])
    // Another picker for the same quote is another sheet: a Cancel closes only its own.
    let other = CollectionPickerModel(
      quote: quote, collections: { [] }, onPick: { _ in }, onNewCollection: {})
    #expect(model.presentation.destinations != [.addToCollection(other)], "a picker is equal only to itself")
    picker.cancel()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    #expect(model.library.quotes(in: collection).isEmpty, "Cancel adds nothing")
  }

  @Test("QV-5.1 / QV-5.2: a collection is created from the picker with the quote in it; a refused name keeps the sheet")
  func createFromPicker() async throws {
    let (model, quote, _) = try await ready()
    model.pickCollection(for: quote)
    model.settlePresentation()
    let picker = try #require(model.presentation.top?.destination.collectionPicker)
    picker.newCollection()  // what "New Collection…" calls
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.collectionName)
    #expect(sheet.purpose == .create(adding: quote) && sheet.name.isEmpty && sheet.saveTitle == "Create")
    #expect(model.presentation.destinations == [.addToCollection(picker), .collectionName(sheet)])

    sheet.name = "  "
    await sheet.save()
    model.settlePresentation()
    #expect(model.presentation.destinations.count == 2 && sheet.name == "  ", "nothing typed is lost")
    #expect(model.presentation.alert(on: 2)?.message == "Give the collection a name.", "said on top of the sheet")
    if let alert = model.presentation.alert { model.presentation.alertDismissed(id: alert.id) }

    sheet.name = "Evenings"
    await sheet.save()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty, "both sheets close")
    let evenings = try #require(model.library.collections.first { $0.collection.name == "Evenings" })
    #expect(evenings.quoteIDs == [quote.id])
  }

  @Test("QV-1.8: when the session ends, the account's sheets go with it instead of staying over the sign-in screen")
  func signedOutSheetsGo() async throws {
    let (model, quote, _) = try await ready()
    model.pickCollection(for: quote)
    model.settlePresentation()
    model.presentation.top?.destination.collectionPicker?.newCollection()
    model.settlePresentation()
    #expect(model.presentation.destinations.count == 2)
    model.selectedTab = .settings
    model.homePath = [quote]
    await model.account.signOut()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && !model.auth.isSignedIn)
    #expect(model.selectedTab == .home && model.homePath.isEmpty, "the next sign-in starts at Home")
  }

  @Test("QV-5.1: Return and Create together make one collection, not two")
  func createOnce() async throws {
    let (model, _, _) = try await ready()
    let before = model.library.collections.count
    model.newCollection()
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.collectionName)
    sheet.name = "Twice"
    async let returnKey: Void = sheet.save()
    async let button: Void = sheet.save()
    _ = await (returnKey, button)
    #expect(model.library.collections.filter { $0.collection.name == "Twice" }.count == 1)
    #expect(model.library.collections.count == before + 1 && !sheet.isSaving)
  }

  @Test("QV-5.2: Cancel on the name sheet renames nothing; the next rename starts from the collection's name")
  func renameCancelled() async throws {
    let (model, _, collection) = try await ready()
    model.rename(collection)
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.collectionName)
    sheet.name = "Mornings"
    sheet.cancel()
    model.settlePresentation()
    #expect(model.presentation.surfaces.isEmpty)
    #expect(model.library.collections.map(\.collection.name) == [collection.name])
    model.rename(collection)
    model.settlePresentation()
    let again = try #require(model.presentation.top?.destination.collectionName)
    #expect(again !== sheet && again.name == collection.name)
  }

  @Test("QV-5.1: swiping the name sheet down with a typed name asks first; untouched, it simply goes")
  func nameSwipeAsks() async throws {
    let (model, _, _) = try await ready()
    model.newCollection()
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.collectionName)
    #expect(!sheet.holdsUserInput, "nothing typed: the swipe is not held back")
    sheet.name = "Evening"
    #expect(sheet.holdsUserInput)
    model.userAttemptedDismissal(try #require(model.presentation.top))
    #expect(
      model.alertUp == .discardCollectionName(sheet) && model.presentation.top?.destination == .collectionName(sheet))
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))  // Keep Editing
    #expect(sheet.name == "Evening" && model.presentation.top?.destination == .collectionName(sheet))
    model.userAttemptedDismissal(try #require(model.presentation.top))
    let discard = try #require(model.presentation.alert?.buttons.first { $0.role == .destructive }?.action)
    model.perform(discard)
    model.settlePresentation()
    #expect(
      model.presentation.destinations.isEmpty && !model.library.collections.contains { $0.collection.name == "Evening" }
    )
  }

  @Test("QV-5.6: a collection is renamed, and deleted only after a destructive confirmation")
  func renameAndDelete() async throws {
    let (model, _, collection) = try await ready()
    model.rename(collection)
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.collectionName)
    #expect(sheet.purpose == .rename(collection) && sheet.name == collection.name && sheet.title == "Rename Collection")
    sheet.name = "Dawn"
    await sheet.save()
    let userID = try #require(model.auth.user?.id)
    #expect(
      try model.service.cache.pendingCount(user: userID) >= 1, "closed at once: the rename is on its way to the server")
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    #expect(model.library.collections.map(\.collection.name) == ["Dawn"])
    let fresh = try #require(model.library.collections.first?.collection)

    model.askToDelete(fresh)
    let dialog = try #require(model.presentation.alert(on: 0))
    #expect(dialog.style == .confirmationDialog)
    let delete = try #require(dialog.buttons.first { $0.role == .destructive })
    let cancel = try #require(dialog.buttons.first { $0.role == .cancel })
    model.tap(cancel, of: dialog)
    #expect(model.library.collections.count == 1, "cancel keeps it")

    model.askToDelete(fresh)
    model.tap(delete, of: try #require(model.presentation.alert))
    #expect(await eventually { model.library.collections.isEmpty }, "confirmed, it goes")
  }

  @Test("QV-1.8: the sign-out warning is a confirmation dialog; its buttons cancel or sign out")
  func signOutDialog() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, quote, _) = try await ready(device)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quote)
    await model.account.requestSignOut()
    let dialog = try #require(model.presentation.alert(on: 0))
    #expect(dialog.style == .confirmationDialog && dialog.message == model.signOutWarning)
    model.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    #expect(model.signOutWarning == nil && model.auth.isSignedIn)

    await model.account.requestSignOut()
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    #expect(await eventually { !model.auth.isSignedIn })
  }
}
