import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// A hosted project's "Confirm email" (on by default): quotevault-server with `--enable-confirmations`.
@MainActor
@Suite("QuoteVault sign-up with email confirmations, as on a hosted Supabase project")
struct ConfirmationTests {
  let backend: Backend
  init() async throws { backend = try await Backend(options: ["--enable-confirmations"]) }

  /// The link in the last mail to `email`.
  func mailedLink(_ email: String) throws -> String {
    let file = try #require(backend.mail(to: email).last)
    let mail = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    let text = try #require(mail["text"] as? String)
    return try #require(
      text.split(whereSeparator: \.isWhitespace).first { $0.contains("/auth/v1/verify") }.map(String.init))
  }

  @Test("QV-1.1: sign-up says to check the email; the mailed link (quotevault://auth-callback) signs the user in")
  func signUpThroughTheLink() async throws {
    let email = newEmail()
    let model = try Device(backend).model()
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp() == false, "not signed in yet")
    #expect(model.auth.awaitingConfirmation == email)
    #expect(model.signInForm.message == AuthModel.checkEmailMessage(email), "never 'the answer could not be read'")
    #expect(!model.auth.isSignedIn && model.signInForm.password.isEmpty)

    // Signing in before the link is said in the app's words.
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn() == false)
    #expect(
      model.signInForm.message
        == "Confirm your email first: open the link we sent you, then sign in. No link? Send a new one.")

    let link = try mailedLink(email)
    #expect(link.contains("redirect_to=quotevault"), "the link comes back to the app")
    // What Safari does with the link: a redirect to the app's callback, the session in its fragment.
    let redirect = try #require(try await backend.location(of: link))
    #expect(redirect.absoluteString.hasPrefix("quotevault://auth-callback#"))
    model.open(redirect)
    #expect(await eventually { model.auth.isSignedIn }, "the link signs in")
    #expect(model.auth.user?.email == email && model.auth.awaitingConfirmation == nil)
  }

  @Test("SupabaseClient.signUp answers as supabase-swift's AuthResponse: the user, and a session only if there is one")
  func authResponse() async throws {
    let client = SupabaseClient(
      url: backend.url, key: backend.anonKey,
      sessionStorage: FileSessionStorage(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("qv-\(UUID().uuidString).json")),
      transport: backend.transport)
    let email = newEmail()
    let response = try await client.auth.signUp(email: email, password: "correct horse battery")
    #expect(response.session == nil && response.user.email == email)
    #expect(await client.auth.restoredSession() == nil, "nothing stored")
    let local = try await Backend()
    let plain = SupabaseClient(
      url: local.url, key: local.anonKey,
      sessionStorage: FileSessionStorage(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("qv-\(UUID().uuidString).json")),
      transport: local.transport)
    let signedIn = try await plain.auth.signUp(email: email, password: "correct horse battery")
    #expect(signedIn.session?.user == signedIn.user, "confirmations off: signed in at once")
  }
}
