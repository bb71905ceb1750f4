import AppServices
import AppServicesTestSupport
import AppleSignInTestSupport
import Foundation
import QuoteVaultCore
import RenderingCairo
import SupabaseClient
import Testing

/// Sign in with Apple and account deletion (App Review 5.1.1(v), TN3194): the app against the real
/// quotevault-server on 127.0.0.1, which speaks to `FakeAppleREST` (Apple's token and revoke endpoints, checking
/// the client secret's signature) in Apple's place; Apple's sheet and credential state are the doubles.
@MainActor
@Suite("QuoteVault: deleting a Sign in with Apple account, and Apple's credential state")
struct AppleAccountTests {
  /// The server with revocation configured against `fake` at `url`.
  static func backend(revokingAt url: URL, fake: FakeAppleREST) async throws -> Backend {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-apple-\(UUID().uuidString)")
    let keys = try AppleTestKey.shared.writeKeySet(in: folder)
    let teamKey = try fake.writeTeamKey(in: folder)
    return try await Backend(
      options: [
        "--apple-keys", keys.path, "--apple-client-id", AppleTestKey.clientID, "--apple-team-id", FakeAppleREST.teamID,
        "--apple-key-id", FakeAppleREST.keyID, "--apple-private-key", teamKey.path, "--apple-base-url",
        url.absoluteString,
      ], process: true)
  }

  /// A device signed in with Apple (Ada's Apple Account, codes issued by `fake`).
  static func signedInWithApple(
    _ backend: Backend, fake: FakeAppleREST?, state: SimulatedAppleIDCredentialState = SimulatedAppleIDCredentialState()
  ) async throws -> (QuoteVaultModel, SimulatedAppleIDAuthorization, Device) {
    let apple = SimulatedAppleIDAuthorization.reader(issuedBy: fake)
    apple.script(.continueSharingEmail)
    let device = try Device(backend)
    let model = device.appleModel(appleID: apple, appleIDState: state)
    #expect(await model.signInForm.signInWithApple())
    await model.afterSignIn()
    return (model, apple, device)
  }

  /// Runs `body` with Apple's fake started, the server revoking at it, and a device signed in with Apple there
  /// (the model, its Apple Account, the device). The server goes, at the end of the `do`, before the fake stops.
  static func withRevokingServer(
    _ body: (FakeAppleREST, Backend, QuoteVaultModel, SimulatedAppleIDAuthorization, Device) async throws -> Void
  ) async throws {
    let fake = FakeAppleREST()
    let url = try await fake.start()
    defer { fake.stop() }
    do {
      let backend = try await Self.backend(revokingAt: url, fake: fake)
      let (model, apple, device) = try await Self.signedInWithApple(backend, fake: fake)
      try await body(fake, backend, model, apple, device)
    }
  }

  @Test(
    "Delete Account (Apple): Apple's sheet is asked again, its fresh code is revoked at Apple by the server, then the account is deleted"
  )
  func deletesAfterRevoking() async throws {
    try await Self.withRevokingServer { fake, backend, model, apple, _ in
      let id = try #require(model.auth.user?.id)
      #expect(model.auth.user?.appleUserID == apple.account.user)
      apple.script(.continueSharingEmail)
      await model.account.deleteAccount()
      #expect(apple.requests.last == AppleIDRequest(scopes: [], nonce: nil), "a confirmation, asking for nothing")
      #expect(fake.revocations.map(\.subject) == [apple.account.user], "the refresh token of the fresh code")
      #expect(!model.auth.isSignedIn && model.messages == ["Your account has been deleted."])
      let rows = try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)")
      #expect(String(decoding: rows, as: UTF8.self) == "[]")
    }
  }

  @Test(
    "Delete Account (Apple): closing Apple's sheet deletes nothing and says so; a transient failure deletes nothing, and Try again works"
  )
  func cancelAndRetry() async throws {
    try await Self.withRevokingServer { fake, backend, model, apple, _ in
      let id = try #require(model.auth.user?.id)
      apple.script(.cancel)
      await model.account.deleteAccount()
      #expect(model.auth.isSignedIn && fake.tokenCalls == 0)
      #expect(
        model.messages == [
          "Your account wasn't deleted. An account that signs in with Apple is deleted only after you confirm with Apple, so QuoteVault can stop using your Apple Account."
        ])
      model.dismissMessages()

      // Apple failing: nothing revoked, nothing deleted, the session still works.
      fake.setMode(.failing(status: 503, error: "server_error"))
      apple.script(.continueSharingEmail)
      await model.account.deleteAccount()
      #expect(model.auth.isSignedIn && fake.revocations.isEmpty)
      #expect(
        model.messages.count == 1 && model.messages.first?.hasPrefix("Your account could not be deleted.") == true)
      let profile = try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)")
      #expect(String(decoding: profile, as: UTF8.self).contains(id), "the account is whole")
      model.dismissMessages()

      fake.setMode(.normal)
      apple.script(.continueSharingEmail)
      await model.account.deleteAccount()
      #expect(!model.auth.isSignedIn && fake.revocations.count == 1)
      #expect(model.messages == ["Your account has been deleted."])
    }
  }

  @Test("Delete Account (Apple): another Apple Account at the sheet deletes nothing; Apple is never asked for it")
  func otherAppleAccount() async throws {
    try await Self.withRevokingServer { fake, _, model, _, device in
      #expect(model.auth.isSignedIn)
      // The same session, with another Apple Account answering Apple's sheet.
      let stranger = SimulatedAppleIDAuthorization.reader(issuedBy: fake)
      stranger.script(.continueSharingEmail)
      let onStrangersPhone = device.appleModel(appleID: stranger, appleIDState: InertAppleIDCredentialState())
      await onStrangersPhone.restoreSessionOnce()
      await onStrangersPhone.account.deleteAccount()
      #expect(onStrangersPhone.auth.isSignedIn && fake.tokenCalls == 0)
      #expect(
        onStrangersPhone.messages == [
          "Your account wasn't deleted: that Apple Account isn't the one this QuoteVault account signs in with."
        ])
    }
  }

  @Test("Delete Account (Apple): a server that cannot revoke deletes anyway and tells the user how to stop using Apple")
  func serverWithoutAppleKey() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let (model, apple, _) = try await Self.signedInWithApple(backend, fake: nil)
    apple.script(.continueSharingEmail)
    await model.account.deleteAccount()
    #expect(!model.auth.isSignedIn)
    #expect(
      model.messages == [
        "Your account has been deleted. To stop using Sign in with Apple with QuoteVault too, open Settings, tap your name, then Sign-In & Security > Sign in with Apple > QuoteVault > Stop Using."
      ])
  }

  @Test("Delete Account: an email account never meets Apple's sheet or the revocation")
  func emailAccountUnaffected() async throws {
    let backend = try await Backend()
    let model = try await signedIn(backend)  // its Sign in with Apple and credential state fail the test if asked
    #expect(model.auth.user?.appleUserID == nil)
    await model.account.deleteAccount()
    #expect(!model.auth.isSignedIn && model.messages == ["Your account has been deleted."])
  }

  @Test(
    "Apple credential state: revoked or not found at launch or on return signs out as Sign Out does and says why; authorized, transferred or unknown keep the user"
  )
  func credentialState() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let state = SimulatedAppleIDCredentialState()
    let (first, apple, device) = try await Self.signedInWithApple(backend, fake: nil, state: state)
    let appleUser = apple.account.user
    await first.feed.reload()
    await first.library.toggleFavorite(try #require(first.feed.quotes.first))

    // Launch: authorized, transferred and a failed check keep the user.
    for answer in [SimulatedAppleIDCredentialState.Answer.state(.authorized), .state(.transferred), .failure] {
      state.script(answer)
      let relaunched = device.appleModel(appleIDState: state)
      await relaunched.launch()
      #expect(relaunched.auth.isSignedIn && relaunched.messages.isEmpty, "\(answer)")
    }
    // A return to the foreground: revoked in Settings meanwhile.
    let model = device.appleModel(appleID: apple, appleIDState: state)
    state.script(.authorized)
    await model.launch()
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    state.script(.revoked)
    await model.follow(scene.returnToApp())
    #expect(!model.auth.isSignedIn && model.rootScreen == .signIn)
    #expect(
      model.messages == [
        "You've been signed out because Sign in with Apple was turned off for QuoteVault. Sign in again to use your account."
      ])
    #expect(state.asked.allSatisfy { $0 == appleUser } && state.unusedScript.isEmpty)
    // What sign-out keeps is kept: the favourite reached the server before, and signing in again finds it.
    apple.script(.continueSharingEmail)
    #expect(await model.signInForm.signInWithApple())
    await model.afterSignIn()
    #expect(model.library.favorites.count == 1)

    // Not found at launch (another Apple Account on the phone).
    state.script(.notFound)
    let relaunched = device.appleModel(appleIDState: state)
    await relaunched.launch()
    #expect(!relaunched.auth.isSignedIn)
    #expect(
      relaunched.messages == [
        "You've been signed out because the Apple Account on this device no longer signs in to this QuoteVault account. Sign in again to use it."
      ])
  }

  @Test("Apple credential revoked notification: an Apple user is signed out with the reason; an email user is not")
  func revokedNotification() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let (model, _, _) = try await Self.signedInWithApple(backend, fake: nil)
    await model.account.appleCredentialRevoked()
    #expect(!model.auth.isSignedIn)
    #expect(model.messages.first?.hasPrefix("You've been signed out because Sign in with Apple was turned off") == true)

    let email = try await signedIn(backend)
    await email.account.appleCredentialRevoked()
    #expect(email.auth.isSignedIn && email.messages.isEmpty)
  }
}

extension SimulatedAppleIDAuthorization {
  /// Ada's iPhone, whose authorization codes `fake` issued (random ones without a fake).
  static func reader(issuedBy fake: FakeAppleREST?) -> SimulatedAppleIDAuthorization {
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.familyName = "Lovelace"
    return SimulatedAppleIDAuthorization(
      account: Account(user: "000123.\(UUID().uuidString.lowercased()).0042", email: newEmail(), name: name),
      bundleID: AppleTestKey.clientID, sign: { AppleTestKey.shared.sign($0.json.mapValues { $0 as Any }) },
      issueCode: { user in fake?.issueCode(for: user) ?? "c" + UUID().uuidString.lowercased() })
  }
}

extension Device {
  /// A model with Apple's sheet and credential state given (both fail the test when asked unscripted), and
  /// Spotlight simulated for the favourites these tests make; named apart from the harness's `model`, whose
  /// parameters these share.
  @MainActor
  func appleModel(
    appleID: any AppleIDAuthorizationClient = Unimplemented("QuoteVault's Sign in with Apple"),
    appleIDState: any AppleIDCredentialStateClient
  ) -> QuoteVaultModel {
    var dependencies = QuoteVaultDependencies(
      service: service, store: store, notifications: notifications, renderer: CairoRenderer(),
      photos: Unimplemented("QuoteVault's Photos"), searchIndex: SimulatedSearchIndex(),
      urls: Unimplemented("QuoteVault's URL opener"), pasteboard: Unimplemented("QuoteVault's pasteboard"),
      appleID: appleID, appleIDState: appleIDState)
    // As the harness's phones: the cache holds only what the test fetched.
    dependencies.starterQuotes = []
    return QuoteVaultModel(dependencies: dependencies)
  }
}
