import AppServicesTestSupport
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SupabaseClient
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("QuoteVault sign-up, sign-in and the session, against the real server")
struct AuthTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-1.1 / QV-1.4: sign-up creates the account; signing in on another device reaches the home screen")
  func signUpThenSignIn() async throws {
    let email = newEmail()
    let first = try await signedIn(backend, email: email)
    #expect(first.auth.isSignedIn)
    #expect(first.auth.user?.email == email)

    let second = try Device(backend).model()
    await second.launch()
    #expect(second.rootScreen == .signIn, "no session on this device: the sign-in screen")
    second.signInForm.email = email
    second.signInForm.password = "correct horse battery"
    #expect(await second.signInForm.signIn())
    #expect(second.auth.isSignedIn && second.rootScreen == .app, "the home screen")
    #expect(second.auth.user?.id == first.auth.user?.id)
    #expect(second.signInForm.password.isEmpty, "the password is not kept once used")
  }

  @Test("QV-1.1: the screen's main button creates an account in Create Account mode, and signs in otherwise")
  func submitFollowsTheMode() async throws {
    let email = newEmail()
    let creating = try Device(backend).model()
    creating.signInForm.isCreatingAccount = true
    creating.signInForm.email = email
    creating.signInForm.password = "correct horse battery"
    #expect(await creating.signInForm.submit(), "a new account")
    let signingIn = try Device(backend).model()
    #expect(!signingIn.signInForm.isCreatingAccount, "the screen opens on Sign In")
    signingIn.signInForm.email = email
    signingIn.signInForm.password = "correct horse battery"
    #expect(await signingIn.signInForm.submit())
    #expect(signingIn.auth.user?.email == email, "the account just created, signed in")
  }

  @Test("QV-1.2 / QV-1.3: a malformed email or a short password is refused before any request, with the rule shown")
  func validation() async throws {
    let transport = GatedTransport(backend.transport)  // never opened: a request would hang the test
    let model = try Device(backend, transport: transport).model()
    model.signInForm.email = "not-an-email"
    model.signInForm.password = "long enough password"
    #expect(await model.signInForm.signUp() == false)
    #expect(model.signInForm.emailError == Credentials.invalidEmail)

    model.signInForm.email = newEmail()
    model.signInForm.password = "short"
    #expect(await model.signInForm.signUp() == false)
    #expect(model.signInForm.passwordError == "Use at least 8 characters.")
    #expect(model.auth.passwordRequirement == "Use at least 8 characters.")
    #expect(await transport.held == 0)
  }

  @Test("QV-1.5: wrong credentials say so in the app's words")
  func wrongPassword() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.signInForm.email = email
    model.signInForm.password = "not the password"
    #expect(await model.signInForm.signIn() == false)
    #expect(model.signInForm.message == "That email and password don't match an account.")
    #expect(!model.auth.isSignedIn)
  }

  @Test("QV-1.7: relaunching restores the stored session, even with the server unreachable")
  func restore() async throws {
    let device = try Device(backend)
    let first = try await signedIn(backend, device: device)
    let id = first.auth.user?.id
    await backend.stop()

    let relaunched = device.model()
    #expect(relaunched.rootScreen == .launching, "never the sign-in screen before the session is looked for")
    await relaunched.launch()
    #expect(relaunched.auth.isSignedIn && relaunched.rootScreen == .app)
    #expect(relaunched.auth.user?.id == id)
    #expect(relaunched.connectivity.isOffline)
  }

  @Test("QV-1.8: signing out forgets the session and this user's data on the device")
  func signOut() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let quote = try #require(try await device.service.api.quotes(after: nil, category: nil, search: nil).first)
    await model.library.toggleFavorite(quote)
    #expect(model.library.favoriteIDs == [quote.id])

    await model.account.signOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.library.favoriteIDs.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: device.folder.appendingPathComponent("session.json").path))
    let relaunched = device.model()
    await relaunched.auth.restore()
    #expect(!relaunched.auth.isSignedIn)
  }

  @Test("QV-1.7: a restored session past its expiry is refreshed once, however many requests want it at once")
  func expiredSessionRefreshesOnce() async throws {
    let device = try Device(backend)
    let first = try await signedIn(backend, device: device)
    let old = try #require(await device.service.client.auth.restoredSession())

    // The same phone two hours later: the stored access token has expired.
    let later = try Device(
      url: backend.url, key: backend.anonKey, folder: device.folder, transport: backend.transport,
      clientNow: { Date().addingTimeInterval(7_200) })
    let auth = later.service.client.auth
    let tokens = try await withThrowingTaskGroup(of: String?.self) { group in
      for _ in 0..<8 { group.addTask { try await auth.validSession()?.accessToken } }
      var seen = Set<String?>()
      for try await token in group { seen.insert(token) }
      return seen
    }
    #expect(tokens.count == 1)
    #expect(tokens.first != nil)
    // One refresh happened: the stored session carries a new refresh token (the old one is spent).
    let refreshed = try #require(await auth.restoredSession())
    #expect(refreshed.refreshToken != old.refreshToken)
    #expect(refreshed.accessToken == tokens.first)
    #expect(try await later.service.api.profile(try #require(first.auth.user?.id)).id == first.auth.user?.id)
  }
}
