import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// What an account leaving the device (sign-out, Delete Account) takes with it besides its library: the
/// reminders' source of its own favourites or collection, and its reading streak.
@MainActor
@Suite("QuoteVault: an account leaving takes its reminder source, and its streak from view")
struct AccountLeavesTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// Signed in, in the app, with a collection chosen for the reminders and a quote read today.
  private func reader(_ device: Device) async throws -> QuoteVaultModel {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.follow(SimulatedScene(phase: .background).returnToApp())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let list = try #require(await model.library.createCollection(named: "Private thoughts"))
    await model.library.add(quote, to: list)
    await model.reminders.setSource(.collection(id: list.id, name: list.name))
    model.reading.read(quote, in: .feed)
    #expect(model.streak.current == 1)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    return model
  }

  @Test("QV-1.8: at sign-out the reminders' collection goes to all categories; the streak shown is the guest's")
  func signOut() async throws {
    let device = try Device(backend)
    let model = try await reader(device)
    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.reminders.schedule.source == .allCategories, "no sign of the account's collection")
    #expect(model.reminders.sourceNote == nil, "nor a note naming it")
    #expect(model.streak.current == 0 && model.streak.longestLabel == nil)
    let relaunched = device.model()
    #expect(relaunched.reminders.schedule.source == .allCategories && relaunched.streak.current == 0)
  }

  @Test("QV-1.8: Delete Account resets favourites' reminders, removes the account's streak; a category stays")
  func deletion() async throws {
    let device = try Device(backend)
    let model = try await reader(device)
    await model.reminders.setSource(.favorites)
    await model.account.deleteAccount()
    #expect(!model.auth.isSignedIn)
    #expect(model.reminders.schedule.source == .allCategories && model.streak.current == 0)

    let again = try await reader(device)
    await again.reminders.setSource(.category(.humor))
    await again.account.requestSignOut()
    #expect(again.reminders.schedule.source == .category(.humor), "a category is nobody's private choice")
  }

  @Test("A guest who signs in keeps the streak they read as a guest: it is the same person")
  func guestSignsIn() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.follow(SimulatedScene(phase: .background).returnToApp())
    await model.feed.reload()
    model.reading.read(try #require(model.feed.quotes.first), in: .feed)
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    #expect(model.auth.isSignedIn && model.streak.current == 1)
  }
}
