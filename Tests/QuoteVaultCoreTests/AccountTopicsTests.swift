import Foundation
import QuoteVaultCore
import SharedStore
import SupabaseClient
import TestSupport
import Testing

/// For You's topics as part of the account (`profiles.topics`): saved when chosen, back on every sign-in, a
/// guest's offered to the account, retried through the outbox, and gone from the device at sign-out.
@MainActor
@Suite("QuoteVault topics in the account")
struct AccountTopicsTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The topics the server holds for `model`'s user, read as the service role.
  static func serverTopics(_ backend: Backend, _ model: QuoteVaultModel) async throws -> [String]? {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)&select=topics")
    let rows = try JSONDecoder().decode([[String: [String]]].self, from: data)
    return rows.first?["topics"]
  }

  @Test("QV-9.7: topics chosen on one phone are the account's, and a second phone's sign-in shows them")
  func secondPhone() async throws {
    // The server's own binary on 127.0.0.1, as a phone meets it.
    let backend = try await Backend(process: true)
    let email = newEmail()
    let first = try await signedIn(backend, email: email)
    await first.setTopic(.wisdom, followed: true)
    await first.setTopic(.love, followed: true)
    await first.settings.finishSync()
    #expect(try await Self.serverTopics(backend, first) == ["Love", "Wisdom"], "in the picker's order")

    let second = try await signedIn(backend, email: email, signUp: false)
    #expect(second.feed.followedTopics == [.love, .wisdom])
    // Changed on the second phone: the first phone's next sign-in (a restored session) follows.
    await second.setTopic(.love, followed: false)
    await second.settings.finishSync()
    await first.afterSignIn()
    #expect(first.feed.followedTopics == [.wisdom])
    // Cleared on one phone stays cleared: the other's relaunch does not upload its old copy back.
    await second.setTopic(.wisdom, followed: false)
    await second.settings.finishSync()
    await first.afterSignIn()
    #expect(first.feed.followedTopics.isEmpty)
    #expect(try await Self.serverTopics(backend, first) == [])
  }

  @Test("A topic a newer version follows (unknown here) stays on the account when topics are chosen here")
  func unknownTopicKept() async throws {
    let email = newEmail()
    let first = try await signedIn(backend, email: email)
    let id = try #require(first.auth.user?.id)
    _ = try await backend.admin(
      "PATCH", "rest/v1/profiles?id=eq.\(id)", json: #"{"topics": ["Love", "Poetry"]}"#)
    let second = try await signedIn(backend, email: email, signUp: false)
    #expect(second.feed.followedTopics == [.love], "only what this version can show")
    await second.setTopic(.wisdom, followed: true)
    await second.settings.finishSync()
    #expect(try await Self.serverTopics(backend, second) == ["Love", "Wisdom", "Poetry"])
    await second.setTopic(.love, followed: false)
    await second.settings.finishSync()
    #expect(try await Self.serverTopics(backend, second) == ["Wisdom", "Poetry"])
  }

  @Test("QV-9.7: a guest's topics become a new account's; an account's own topics win over a guest's")
  func guestMerge() async throws {
    // Sign-up: the account has none, so the guest's choice is uploaded.
    let device = try Device(backend)
    let guest = device.model()
    guest.continueAsGuest()
    await guest.setTopic(.humor, followed: true)
    await guest.setTopic(.success, followed: true)
    guest.signInForm.email = newEmail()
    guest.signInForm.password = "correct horse battery"
    #expect(await guest.signInForm.signUp())
    await guest.afterSignIn()
    await guest.settings.finishSync()
    #expect(guest.feed.followedTopics == [.success, .humor])
    #expect(try await Self.serverTopics(backend, guest) == ["Success", "Humor"])

    // Sign-in to an account that already follows Love: Love wins, and the guest's Humor is set aside.
    let email = newEmail()
    let owner = try await signedIn(backend, email: email)
    await owner.setTopic(.love, followed: true)
    await owner.settings.finishSync()
    let other = try Device(backend)
    let borrowed = other.model()
    borrowed.continueAsGuest()
    await borrowed.setTopic(.humor, followed: true)
    borrowed.signInForm.email = email
    borrowed.signInForm.password = "correct horse battery"
    #expect(await borrowed.signInForm.signIn())
    await borrowed.afterSignIn()
    await borrowed.settings.finishSync()
    #expect(borrowed.feed.followedTopics == [.love])
    #expect(try await Self.serverTopics(backend, borrowed) == ["Love"], "the guest's choice is not uploaded")
    #expect(other.store.read(QuoteVaultShared.forYouTopicsOwner).guestTopics == [.humor])
  }

  @Test("QV-11.3 / QV-9.7: a topics save that fails is kept on the device and sent again until the server has it")
  func failedSaveRetries() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let clock = ManualClock()
    let model = try await signedIn(backend, device: device, outboxClock: clock)
    await proxy.fail("/rest/v1/profiles", method: "PATCH", status: 503, times: nil)
    await model.setTopic(.motivation, followed: true)
    await model.settings.finishSync()
    #expect(model.feed.followedTopics == [.motivation], "the choice stays")
    #expect(device.store.read(QuoteVaultShared.forYouTopics) == [.motivation])
    #expect(model.outbox.pendingCount == 1)
    #expect(try await Self.serverTopics(backend, model) == [])
    // The profile the next sign-in loads is older than the change waiting: the change wins.
    await model.afterSignIn()
    #expect(model.feed.followedTopics == [.motivation])

    await proxy.heal()
    #expect(await clock.advanceToNextWait(), "a retry was waiting")
    #expect(await eventually { model.outbox.pendingCount == 0 }, "the outbox's own retry sends it")
    #expect(try await Self.serverTopics(backend, model) == ["Motivation"])
  }

  @Test("QV-1.8: sign-out leaves none of the account's topics on the device; the guest's own come back")
  func signOutGivesBack() async throws {
    let email = newEmail()
    let owner = try await signedIn(backend, email: email)
    await owner.setTopic(.wisdom, followed: true)
    await owner.settings.finishSync()

    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.setTopic(.humor, followed: true)
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await model.afterSignIn()
    #expect(model.feed.followedTopics == [.wisdom])
    await model.selectFeed(.forYou)

    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.feed.followedTopics == [.humor], "the guest's choice, not the account's")
    #expect(device.store.read(QuoteVaultShared.forYouTopics) == [.humor])
    #expect(device.store.read(QuoteVaultShared.forYouTopicsOwner) == ForYouTopicsOwner())
    #expect(await eventually { model.feed.quotes.allSatisfy { $0.category == "Humor" } })
    // A relaunch as a guest reads the same.
    let relaunched = try device.relaunched(backend).model()
    #expect(relaunched.feed.followedTopics == [.humor])
  }

  @Test("QV-1.8: an account's topics whose session is gone by the next launch leave the device with it")
  func sessionGoneAtLaunch() async throws {
    let device = try Device(backend)
    let guest = device.model()
    guest.continueAsGuest()
    await guest.setTopic(.love, followed: true)
    guest.signInForm.email = newEmail()
    guest.signInForm.password = "correct horse battery"
    #expect(await guest.signInForm.signUp())
    await guest.afterSignIn()
    await guest.setTopic(.success, followed: true)
    await guest.settings.finishSync()
    #expect(device.store.read(QuoteVaultShared.forYouTopicsOwner).account != nil)
    // The session is gone before the next launch (as when iOS's Keychain no longer has it).
    try FileManager.default.removeItem(at: device.folder.appendingPathComponent("session.json"))
    let relaunched = try device.relaunched(backend).model()
    await relaunched.launchOnce()
    #expect(!relaunched.auth.isSignedIn)
    #expect(relaunched.feed.followedTopics == [.love], "the guest's own, not the account's Love and Success")
    #expect(device.store.read(QuoteVaultShared.forYouTopicsOwner) == ForYouTopicsOwner())
  }

  @Test("QV-9.7: a profile's topics are read leniently: odd elements skipped, no column is no say")
  func lenientProfile() throws {
    func profile(_ topics: String?) throws -> Profile {
      let extra = topics.map { #","topics":\#($0)"# } ?? ""
      let json =
        #"{"id":"u","theme":"dark","accent_color":"blue","font_scale":1,"notifications_enabled":false,"notification_time":"08:00:00"\#(extra)}"#
      return try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
    }
    #expect(try profile(#"["Love",null,3,"Poetry"]"#).topics == ["Love", "Poetry"])
    #expect(try profile(#""Love""#).topics == nil)
    #expect(try profile(nil).topics == nil)
    #expect(try profile("[]").topics == [])
    #expect(try profile(#"["Humor"]"#).applying(["topics": .array([.string("Love")])]).topics == ["Love"])
  }

  @Test("QV-9.7: Settings' Topics sheet is the app's own sheet; each tap reaches the device and the account")
  func settingsSheet() async throws {
    let model = try await signedIn(backend)
    model.editTopics()
    let sheet = try #require(model.topicsSheet)
    #expect(sheet.savesToAccount && sheet.footer.hasSuffix(TopicsModel.savedToAccount.text))
    await sheet.toggle(.love)
    await sheet.toggle(.motivation)
    #expect(sheet.isFollowing(.love) && sheet.topics == [.motivation, .love])
    #expect(model.feed.followedTopics == [.motivation, .love])
    await model.settings.finishSync()
    #expect(try await Self.serverTopics(backend, model) == ["Motivation", "Love"])
    sheet.done()
    #expect(await eventually { model.topicsSheet == nil })

    let guest = try Device(backend).model()
    guest.continueAsGuest()
    guest.editTopics()
    let guestSheet = try #require(guest.topicsSheet)
    #expect(!guestSheet.savesToAccount)
    #expect(
      guestSheet.footer.hasSuffix(TopicsModel.keptOnDevice.text)
        && guestSheet.footer.count > TopicsModel.keptOnDevice.text.count)
  }
}
