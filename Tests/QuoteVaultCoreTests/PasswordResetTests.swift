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
@Suite("QuoteVault password reset by mail, code and link, against the real server")
struct PasswordResetTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-1.6: a reset request mails the address and says the same whether or not it has an account")
  func reset() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    #expect(model.signInForm.message == "If an account uses \(email), a reset email is on its way.")
    #expect(backend.mail(to: email).count == 1)
    // The link points at this server as clients reach it, not at the configured port 0.
    #expect(try #require(backend.mail(to: email).first).contains(":\(try #require(backend.url.port))/auth/v1/verify"))

    let stranger = newEmail()
    model.signInForm.email = stranger
    await model.signInForm.resetPassword()
    #expect(model.signInForm.message == "If an account uses \(stranger), a reset email is on its way.")
    #expect(backend.mail(to: stranger).isEmpty)
  }

  @Test("QV-1.6: the mailed code signs the user in once and lets them choose a new password")
  func recoveryCode() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let device = try Device(backend)
    let auth = device.service.client.auth
    try await auth.resetPassword(email: email)
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    #expect(code.count >= 6)
    _ = try await auth.verifyRecovery(email: email, code: String(code))
    _ = try await auth.update(password: "a brand new passphrase")
    await auth.signOut()

    let model = try Device(backend).model()
    model.signInForm.email = email
    model.signInForm.password = "a brand new passphrase"
    #expect(await model.signInForm.signIn())
    await #expect(throws: SupabaseError.self) { try await auth.verifyRecovery(email: email, code: String(code)) }
  }

  @Test("QV-1.6: the reset completes in the app: the mailed code, then a new password under the same rule")
  func resetInTheAppWithTheCode() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    #expect(model.auth.recovery == .codeSent(email: email), "the sign-in screen now asks for the code")
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    model.signInForm.recoveryCode = "12"
    let tooShort = await model.signInForm.verifyRecoveryCode()
    #expect(!tooShort)
    #expect(model.signInForm.message == "Enter the code from the email.")
    model.signInForm.recoveryCode = String(code)
    #expect(await model.signInForm.verifyRecoveryCode())
    #expect(model.auth.isSignedIn && model.auth.recovery == .choosingPassword)
    model.settlePresentation()
    let sheet = try #require(model.newPasswordSheet, "the new-password sheet, with a model of its own")
    sheet.password = "short"
    let refused = await sheet.change()
    #expect(!refused)
    #expect(sheet.passwordError == Credentials.passwordError("short"))
    sheet.password = "a brand new passphrase"
    await sheet.change()  // what the sheet's button calls
    #expect(model.auth.recovery == nil && model.signInForm.message == nil, "nothing left for a later sign-in screen")
    model.settlePresentation()
    #expect(model.presentation.alert?.message == "Your password has been changed.", "said once the sheet is gone")

    let other = try Device(backend).model()
    other.signInForm.email = email
    other.signInForm.password = "a brand new passphrase"
    #expect(await other.signInForm.signIn())
  }

  /// Forgot Password for `email` on `model`'s device, and the link in the mail the server sent.
  func resetLink(_ model: QuoteVaultModel, _ email: String) async throws -> String {
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    let file = try #require(backend.mail(to: email).last)
    let mail = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    return try #require(
      (mail["text"] as? String)?.split(whereSeparator: \.isWhitespace).first { $0.contains("/auth/v1/verify") }
        .map(String.init))
  }

  @Test(
    "QV-1.6: iOS ends the app while the new-password sheet is up: the relaunch puts the sheet back; Not Now signs out")
  func relaunchWhileChoosingPassword() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let device = try Device(backend)
    let link = try await resetLink(device.model(), email)
    let redirect = try #require(try await backend.location(of: link))
    let model = device.model()
    await model.handleRecoveryLink(redirect)
    model.settlePresentation()
    #expect(model.newPasswordSheet != nil)
    // Killed here: the reset's session is in the Keychain, the sheet only on screen.
    let relaunched = device.model()
    await relaunched.restoreSessionOnce()
    relaunched.settlePresentation()
    #expect(relaunched.auth.isSignedIn && relaunched.auth.recovery == .choosingPassword)
    #expect(relaunched.newPasswordSheet != nil, "the sheet is back, not a signed-in app without a password")
    // Not Now ends the reset's session, as it does before a relaunch; the next launch asks nothing.
    await relaunched.declineNewPassword()
    #expect(!relaunched.auth.isSignedIn)
    let again = device.model()
    await again.restoreSessionOnce()
    again.settlePresentation()
    #expect(again.newPasswordSheet == nil && again.auth.recovery == nil && !again.auth.isSignedIn)
  }

  @Test("QV-1.6: the email's link opens the app signed in, asking for a new password; a spent link is refused")
  func resetInTheAppWithTheLink() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let device = try Device(backend)
    let link = try await resetLink(device.model(), email)
    #expect(link.contains("redirect_to=quotevault"), "the link comes back to the app")
    // What Safari does with the link: the server answers with a redirect to the app, the session in its fragment.
    let redirect = try #require(try await backend.location(of: link))
    #expect(redirect.absoluteString.hasPrefix("quotevault://reset-password#"))
    // iOS ended the app while the user was in Mail: the relaunched app still knows it asked for this link.
    let model = device.model()
    await model.handleRecoveryLink(redirect)
    #expect(model.auth.isSignedIn && model.auth.recovery == .choosingPassword)
    model.settlePresentation()
    let sheet = try #require(model.newPasswordSheet)
    sheet.password = "another fine passphrase"
    #expect(await sheet.change())
    let other = try Device(backend).model()
    other.signInForm.email = email
    other.signInForm.password = "another fine passphrase"
    #expect(await other.signInForm.signIn())
    // The link works once.
    let second = try await backend.location(of: link)
    #expect(!(second?.absoluteString.contains("access_token") ?? false), "a spent link gives no new session")
    // A hosted project that does not allow the reset-password redirect sends the link to its site URL
    // (auth-callback); its `type=recovery` still asks for a new password, rather than just signing in.
    let otherEmail = newEmail()
    _ = try await signedIn(backend, email: otherEmail)
    let third = try Device(backend).model()
    let link2 = try await resetLink(third, otherEmail)
    let viaSite = try #require(try await backend.location(of: link2))
    #expect(viaSite.fragment?.contains("type=recovery") == true)
    let callback = try #require(URL(string: "quotevault://auth-callback#" + (viaSite.fragment ?? "")))
    await third.handleAuthCallback(callback)
    #expect(third.auth.isSignedIn && third.auth.recovery == .choosingPassword, "asked for a new password")
    // A link this device did not ask for (any page or app can open one) never replaces the session: a stranger
    // who is signed in keeps their account, and a device that asked nothing stays signed out.
    let stranger = try await signedIn(backend)
    let strangerID = stranger.auth.user?.id
    let attacker = newEmail()
    _ = try await signedIn(backend, email: attacker)
    let injected = try await resetLink(try Device(backend).model(), attacker)
    let injectedRedirect = try #require(try await backend.location(of: injected))
    await stranger.handleRecoveryLink(injectedRedirect)
    #expect(stranger.auth.user?.id == strangerID && stranger.auth.recovery == nil, "the stranger's session stays")
    let nobody = try Device(backend).model()
    await nobody.handleAuthCallback(injectedRedirect)
    #expect(!nobody.auth.isSignedIn && nobody.signInForm.message == AuthModel.unexpectedLinkMessage)
    // Opened by a guest on the tabs, the spent link's answer is said in an alert, not dropped.
    let guest = try Device(backend).model()
    guest.continueAsGuest()
    // GoTrue's answer for a spent link: back to the app with the error in the fragment.
    let spent = try #require(
      URL(
        string:
          "quotevault://reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired"
      ))
    await guest.handleRecoveryLink(spent)
    guest.settlePresentation()
    #expect(!guest.auth.isSignedIn && guest.presentation.alert?.title == "Link Not Valid")
  }

  @Test("QV-1.6: a link this device did not ask for, opened while a guest's sign-in sheet is up, is said on the sheet")
  func unexpectedLinkUnderTheSignInSheet() async throws {
    let attacker = newEmail()
    _ = try await signedIn(backend, email: attacker)
    let injected = try await resetLink(try Device(backend).model(), attacker)
    let redirect = try #require(try await backend.location(of: injected))
    let guest = try Device(backend).model()
    await guest.launch()
    guest.continueAsGuest()
    guest.showSignIn()
    guest.settlePresentation()
    let sheet = try #require(guest.signInSheet)
    await guest.handleAuthCallback(redirect)
    guest.settlePresentation()
    #expect(!guest.auth.isSignedIn, "a link this device did not ask for signs nobody in")
    #expect(sheet.message == AuthModel.unexpectedLinkMessage, "said on the form the user is looking at")
    #expect(guest.signInScreen.message == nil)
  }
}
