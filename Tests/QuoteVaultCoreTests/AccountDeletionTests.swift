import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// App Review 5.1.1(v): an app that creates accounts deletes them in the app.
@MainActor
@Suite("QuoteVault account deletion and a reinstall's Keychain")
struct AccountDeletionTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func serverRows(_ path: String) async throws -> String {
    String(decoding: try await backend.admin("GET", path), as: UTF8.self)
  }

  @Test(
    "Account deletion: Settings asks first (destructive); confirmed, the server keeps nothing of the user and the device forgets cache, outbox, session, notifications and widget data"
  )
  func deleteAccount() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    device.notifications.scriptPrompt(.allow)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let id = try #require(model.auth.user?.id)
    let email = model.signInForm.email
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    await model.library.toggleFavorite(quotes[0])
    let list = try #require(await model.library.createCollection(named: "Keep"))
    await model.library.add(quotes[0], to: list)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    #expect(!device.notifications.pending.isEmpty && !device.store.read(QuoteVaultShared.dailyQuotes).isEmpty)
    // One change still waits for the server when the account is deleted.
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quotes[1])
    #expect(try device.service.cache.pendingCount(user: id) == 1)
    await proxy.heal()

    model.requestAccountDeletion()
    let dialog = try #require(model.presentation.alert(on: 0))
    #expect(dialog.style == .confirmationDialog)
    let cancel = try #require(dialog.buttons.first { $0.role == .cancel })
    model.tap(cancel, of: dialog)
    #expect(model.auth.isSignedIn, "cancel deletes nothing")

    model.requestAccountDeletion()
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    #expect(await eventually { !model.auth.isSignedIn && !model.account.isDeletingAccount })

    for path in [
      "rest/v1/profiles?id=eq.\(id)", "rest/v1/favorites?user_id=eq.\(id)", "rest/v1/collections?user_id=eq.\(id)",
      "rest/v1/collection_quotes?collection_id=eq.\(list.id)",
    ] {
      #expect(try await serverRows(path) == "[]", "\(path) on the server")
    }
    #expect(try device.service.cache.pendingCount(user: id) == 0, "the outbox")
    #expect(try device.service.cache.favoriteIDs(user: id).isEmpty, "the cache")
    #expect(await device.service.client.auth.restoredSession() == nil, "the stored session")
    #expect(device.notifications.pending.isEmpty, "the notifications")
    #expect(device.store.read(QuoteVaultShared.dailyQuotes).isEmpty, "the widget's quotes")
    #expect(device.store.read(QuoteVaultShared.settings) == QuoteVaultSettings(), "the widget's settings")
    model.settlePresentation()
    #expect(model.presentation.alert?.message == "Your account has been deleted.")

    // The account is gone: its password signs nobody in.
    let other = try Device(backend).model()
    other.signInForm.email = email
    other.signInForm.password = "correct horse battery"
    #expect(await other.signInForm.signIn() == false)
  }

  @Test("Account deletion that fails on the server deletes nothing on the device and says so")
  func deletionFails() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let model = try await signedIn(backend, device: device)
    await proxy.fail("/rest/v1/rpc/delete_account", status: 503, times: nil)
    await model.account.deleteAccount()
    #expect(model.auth.isSignedIn)
    #expect(await device.service.client.auth.restoredSession() != nil)
    model.settlePresentation()
    #expect(model.presentation.alert?.title == "Delete Account")
  }

  @Test("A reinstall does not sign in with the Keychain session the deleted app left behind")
  func reinstall() async throws {
    let device = try Device(backend)
    let first = try await signedIn(backend, device: device)
    #expect(first.auth.isSignedIn)
    // The app is deleted and installed again: its cache is new, the Keychain (here the session file) is not.
    let reinstalled = device.model(isFirstLaunchOfInstall: true)
    #expect(reinstalled.rootScreen == .launching, "no leftover session's tabs before the launch has looked")
    await reinstalled.launch()
    #expect(!reinstalled.auth.isSignedIn, "no silent sign-in")
    #expect(reinstalled.signInForm.message == nil, "no \"you were signed out\"")
    // A new install's first run: the quotes as a guest, the account offered (onboarding, Settings).
    #expect(reinstalled.rootScreen == .app && reinstalled.isGuest)
    #expect(await device.service.client.auth.restoredSession() == nil, "the old session is gone")
    let next = device.model()
    await next.launch()
    #expect(!next.auth.isSignedIn, "and stays gone on the next launch")
  }
}
