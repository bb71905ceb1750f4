import AppServices
import AppServicesTestSupport
import AppleSignInTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sign in with Apple from the sign-in screen: Apple's sheet (`SimulatedAppleIDAuthorization`, as iOS behaves) and the real
/// quotevault-server on 127.0.0.1, trusting the test's own Apple key (`--apple-keys`) for the app's bundle id.
@MainActor
@Suite("QuoteVault: Sign in with Apple against quotevault-server")
struct AppleSignInTests {
  let backend: Backend
  init() async throws { backend = try await Backend.trustingAppleTestKey() }

  @Test("Sign in with Apple: the first sign-in creates the account, signs in, and keeps the session")
  func firstSignInCreatesTheAccount() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail)
    let device = try Device(backend)
    let model = device.model(appleID: apple)
    await model.launch()
    #expect(model.rootScreen == .signIn)

    #expect(await model.signInForm.signInWithApple())  // what the button calls
    await model.afterSignIn()  // what the screen calls once signed in, as after a password sign-in
    #expect(model.auth.user?.email == apple.account.email)
    #expect(model.rootScreen == .app && model.signInForm.message == nil && !model.signInForm.isWorking)
    #expect(apple.requests.map(\.scopes) == [[.fullName, .email]])
    // Kept as a password sign-in's session is: a relaunch is signed in, with no network needed. The launch asks
    // iOS whether the Apple ID still authorizes the app, as Apple recommends: it does.
    let state = SimulatedAppleIDCredentialState()
    state.script(.authorized)
    let relaunched = device.model(appleIDState: state)
    await relaunched.launch()
    #expect(relaunched.auth.user?.id == model.auth.user?.id)
    #expect(state.asked == [apple.account.user] && state.unusedScript.isEmpty)
  }

  @Test("Sign in with Apple: Apple's request has the SHA-256 of the nonce the server gets; each try a new one")
  func nonceSentMatches() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail, .continueSharingEmail)
    let transport = BodyRecordingTransport(URLSessionTransport(timeout: Device.requestTimeout))
    let model = try Device(backend, transport: transport).model(appleID: apple)

    #expect(await model.signInForm.signInWithApple())
    await model.account.signOut()
    #expect(await model.signInForm.signInWithApple())
    let sent = await transport.bodies(forQueryContaining: "grant_type=id_token").map { body in
      (try? JSONSerialization.jsonObject(with: body)) as? [String: String] ?? [:]
    }
    #expect(sent.count == 2)
    let raw = sent.compactMap { $0["nonce"] }
    #expect(sent.allSatisfy { $0["provider"] == "apple" && $0["id_token"] != nil })
    #expect(raw.map(AppleTestKey.sha256Hex) == apple.requests.compactMap(\.nonce), "the hash went to Apple")
    #expect(Set(raw).count == 2, "a new nonce for each attempt")
    let urlSafe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    #expect(raw.allSatisfy { $0.count >= 43 && $0.allSatisfy(urlSafe.contains) }, "32 random bytes, URL-safe")
  }

  @Test("Sign in with Apple: a link that arrives while Apple's sheet is up ends the sheet first, saying nothing")
  func linkEndsTheSheet() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.leaveSheetUp)
    let model = try Device(backend).model(appleID: apple)
    await model.launch()
    model.signInForm.email = "typed@example.com"
    let signingIn = Task { await model.signInForm.signInWithApple() }  // what the button starts
    #expect(await untilHolds { apple.isShowingSheet })
    model.open(QuoteVaultLink.quoteOfTheDay.url)  // a notification's or the widget's tap
    #expect(await signingIn.value == false)
    #expect(apple.sheetsCancelled == 1 && !apple.isShowingSheet, "the system sheet went before the link landed")
    #expect(
      model.signInForm.message == nil && !model.signInForm.isWorking && model.signInForm.email == "typed@example.com")
    #expect(model.presentation.alert == nil)
  }

  @Test("Sign in with Apple: closing Apple's sheet says nothing and leaves the sign-in screen as it was")
  func cancelShowsNothing() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.cancel)
    let model = try Device(backend).model(appleID: apple)
    await model.launch()
    model.signInForm.email = "typed@example.com"
    #expect(await model.signInForm.signInWithApple() == false)
    #expect(model.signInForm.message == nil && !model.auth.isSignedIn && !model.signInForm.isWorking)
    #expect(model.rootScreen == .signIn && model.signInForm.email == "typed@example.com")
    #expect(model.presentation.alert == nil)
    #expect(model.signInForm.sections(offeringGuest: true) == [.signInWithApple, .fields, .buttons, .guest])
  }

  @Test("Sign in with Apple: a failed sheet and a refusal by the server are said in words")
  func refusalsInWords() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.systemError(.failed))
    let model = try Device(backend).model(appleID: apple)
    #expect(await model.signInForm.signInWithApple() == false)
    #expect(model.signInForm.message == "Sign in with Apple didn't finish. Try again, or sign in with your email.")
    #expect(model.signInForm.sections(offeringGuest: false).prefix(3) == [.signInWithApple, .fields, .answer])
    #expect(model.signInForm.focus == .answer, "scrolled to and read out, as any answer")

    // A server that trusts Apple for another app only: the token is not for it.
    let other = try await Backend.trustingAppleTestKey(clientID: "com.example.another")
    apple.script(.continueSharingEmail)
    let refused = try Device(other).model(appleID: apple)
    #expect(await refused.signInForm.signInWithApple() == false)
    #expect(!refused.auth.isSignedIn && !refused.signInForm.isWorking)
    #expect(refused.signInForm.message == "Sign in with Apple didn't finish. Try again, or sign in with your email.")
  }

  @Test("Sign in with Apple: an account waiting for its confirmation with the same email is not taken over")
  func unconfirmedAccountIsNotTakenOver() async throws {
    let confirming = try await Backend.trustingAppleTestKey(options: ["--enable-confirmations"])
    let apple = SimulatedAppleIDAuthorization.reader()
    let waiting = try Device(confirming).model()
    waiting.signInForm.email = apple.account.email
    waiting.signInForm.password = "correct horse battery"
    #expect(await waiting.signInForm.signUp() == false, "waits for the link in the mail")

    apple.script(.continueSharingEmail)
    let model = try Device(confirming).model(appleID: apple)
    #expect(await model.signInForm.signInWithApple() == false)
    #expect(
      model.signInForm.message
        == "An account already uses the email of your Apple Account. Sign in with that email and password instead.")
  }

  @Test("Sign in with Apple: signing in again with the same Apple identity lands on the same account and name")
  func secondSignInSameUser() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail, .continueSharingEmail)
    let first = try Device(backend).model(appleID: apple)
    #expect(await first.signInForm.signInWithApple())
    await first.afterSignIn()
    let id = try #require(first.auth.user?.id)
    #expect(first.profile.displayName == "Ada Lovelace", "Apple's name, given this once, named the new account")
    await first.profile.rename("Ada")

    // Another iPhone: Apple gives no name or email any more; the token still names the same Apple identity.
    let second = try Device(backend).model(appleID: apple)
    #expect(await second.signInForm.signInWithApple())
    await second.afterSignIn()
    #expect(second.auth.user?.id == id)
    #expect(second.profile.displayName == "Ada", "the name the user chose stays")
    #expect(apple.unusedScript.isEmpty)
  }

  @Test("Sign in with Apple: a hidden email gets Apple's name on the profile; a name the user had is kept")
  func nameOnlyWhenTheProfileHasNone() async throws {
    let hidden = SimulatedAppleIDAuthorization.reader()
    hidden.script(.continueHidingEmail)
    let model = try Device(backend).model(appleID: hidden)
    #expect(await model.signInForm.signInWithApple())
    await model.afterSignIn()
    #expect(model.auth.user?.email?.hasSuffix("@privaterelay.appleid.com") == true)
    #expect(model.profile.displayName == "Ada Lovelace")
    let stored = try await backend.admin(
      "GET", "rest/v1/profiles?select=display_name&id=eq.\(model.auth.user?.id ?? "")")
    #expect(String(decoding: stored, as: UTF8.self).contains("Ada Lovelace"), "saved on the server")

    // An account with the address and a name of its own, then Sign in with Apple for the first time with it.
    let email = newEmail()
    let existing = try await signedIn(backend, email: email)
    await existing.profile.rename("Grace")
    let apple = SimulatedAppleIDAuthorization.reader(email: email)
    apple.script(.continueSharingEmail)
    let linked = try Device(backend).model(appleID: apple)
    #expect(await linked.signInForm.signInWithApple())
    await linked.afterSignIn()
    #expect(linked.auth.user?.id == existing.auth.user?.id, "the confirmed account with that address")
    #expect(linked.profile.displayName == "Grace")
  }

  @Test("Sign in with Apple: busy while it runs (the buttons wait); a second tap opens no second sheet")
  func busyWhileInFlight() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail)
    let gate = GatedTransport(URLSessionTransport(timeout: Device.requestTimeout))
    let model = try Device(backend, transport: gate).model(appleID: apple)
    let signingIn = Task { await model.signInForm.signInWithApple() }
    #expect(await eventuallyAsync { await gate.held == 1 })
    #expect(model.signInForm.isWorking)
    #expect(await model.signInForm.signInWithApple() == false)
    #expect(apple.requests.count == 1)
    await gate.open()
    #expect(await signingIn.value)
    #expect(!model.signInForm.isWorking && model.auth.isSignedIn)
  }

  @Test("Sign in with Apple: a guest's favourites join the account, as with a password sign-in")
  func guestHeartKept() async throws {
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail)
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex(), appleID: apple)
    let quote = try #require(try await model.guestHearts(1).first)
    model.showSignIn()  // Favorites' Sign In
    model.settlePresentation()
    #expect(await model.signInForm.signInWithApple())
    await model.afterSignIn()  // what the sheet's sign-in calls
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && !model.isGuest)
    #expect(model.library.favoriteIDs == [quote.id], "the guest's heart")
    #expect(model.outbox.pendingCount == 0)
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty)
  }
}

extension Backend {
  /// The real server on 127.0.0.1, trusting the test's Apple key for identity tokens issued to `clientID`.
  static func trustingAppleTestKey(clientID: String = AppleTestKey.clientID, options: [String] = []) async throws
    -> Backend
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-apple-\(UUID().uuidString)")
    let keys = try AppleTestKey.shared.writeKeySet(in: folder)
    return try await Backend(
      options: options + ["--apple-keys", keys.path, "--apple-client-id", clientID], process: true)
  }
}

extension SimulatedAppleIDAuthorization {
  /// An iPhone signed in to Ada's Apple Account, its tokens signed with the key the test server trusts.
  static func reader(email: String = newEmail()) -> SimulatedAppleIDAuthorization {
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.familyName = "Lovelace"
    return SimulatedAppleIDAuthorization(
      account: Account(user: "000123.\(UUID().uuidString.lowercased()).0042", email: email, name: name),
      bundleID: AppleTestKey.clientID, sign: { AppleTestKey.shared.sign($0.json.mapValues { $0 as Any }) })
  }
}

/// Passes every request on, keeping its body by URL, so a test can read what the client sent.
actor BodyRecordingTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private var sent: [(url: URL, body: Data)] = []

  init(_ inner: any HTTPTransport) { self.inner = inner }

  func bodies(forQueryContaining text: String) -> [Data] {
    sent.filter { $0.url.query?.contains(text) == true }.map(\.body)
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    if let url = request.url { sent.append((url, request.httpBody ?? Data())) }
    return try await inner.send(request)
  }
}
