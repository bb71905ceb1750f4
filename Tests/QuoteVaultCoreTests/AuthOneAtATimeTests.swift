import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// The sign-in screen and the new-password sheet while a request is on its way: a double tap sends one request,
/// Not Now waits for Change Password's answer, and switching modes shows the rule of the mode on screen.
@MainActor
@Suite("QuoteVault sign-in: one request at a time, and the password footnote of the mode on screen")
struct AuthOneAtATimeTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-1.4: Sign In tapped twice while the first is on its way sends one request and signs in once")
  func doubleTapSignsInOnce() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let gate = GatedTransport(backend.transport)
    await gate.open()
    let model = try Device(backend, transport: gate).model()
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    await gate.close()
    let first = Task { await model.signInForm.submit() }
    #expect(await eventuallyAsync { await gate.held == 1 }, "the first sign-in waits on the network")
    #expect(await model.signInForm.submit() == false, "the second tap does nothing")
    #expect(await model.signInForm.verifyRecoveryCode() == false)
    #expect(await gate.held == 1, "one request")
    await gate.open()
    #expect(await first.value)
    #expect(model.auth.isSignedIn && model.signInForm.message == nil)
  }

  @Test("QV-1.3: Create Account after a refused sign-in shows the password rule, not the sign-in's refusal")
  func modeSwitchShowsItsRule() async throws {
    let model = try Device(backend).model()
    model.signInForm.email = newEmail()
    model.signInForm.password = ""
    #expect(await model.signInForm.signIn() == false)
    #expect(model.signInForm.passwordFootnote == "Enter your password." && model.signInForm.passwordFootnoteIsError)
    model.signInForm.isCreatingAccount = true
    #expect(
      model.signInForm.passwordFootnote == model.auth.passwordRequirement && !model.signInForm.passwordFootnoteIsError)
    model.signInForm.password = "short"
    #expect(await model.signInForm.submit() == false)
    #expect(
      model.signInForm.passwordFootnote == Credentials.passwordError("short")
        && model.signInForm.passwordFootnoteIsError)
  }

  @Test("QV-1.6: Not Now while Change Password is on its way does nothing; the answer closes the sheet signed in")
  func notNowWaitsForChange() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let gate = GatedTransport(backend.transport)
    await gate.open()
    let model = try Device(backend, transport: gate).model()
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    model.signInForm.recoveryCode = String(code)
    #expect(await model.signInForm.verifyRecoveryCode())
    model.settlePresentation()
    let sheet = try #require(model.newPasswordSheet)
    sheet.password = "a brand new passphrase"

    await gate.close()
    let changing = Task { await sheet.change() }
    #expect(await eventuallyAsync { await gate.held == 1 }, "the new password is on its way")
    #expect(sheet.isWorking && sheet.passwordFootnote == sheet.passwordRequirement)
    await sheet.notNow()
    #expect(model.auth.isSignedIn && model.auth.recovery == .choosingPassword, "not given up meanwhile")
    await gate.open()
    #expect(await changing.value)
    model.settlePresentation()
    #expect(model.newPasswordSheet == nil && model.auth.isSignedIn)
    #expect(model.presentation.alert?.message == "Your password has been changed.")
  }
}
