import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// The sign-in screen puts the answer to a tap where the user looks: above the buttons, focused (QV-1.5, QV-1.6).
@MainActor
@Suite("QuoteVault sign-in screen: every answer above the buttons and focused, against the real server")
struct SignInScreenTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-1.5: a wrong password's answer sits above the buttons and takes the focus")
  func wrongPasswordAnswerFocused() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    #expect(
      model.signInForm.sections(offeringGuest: true) == [.signInWithApple, .fields, .buttons, .guest],
      "nothing to say yet")
    model.signInForm.email = email
    model.signInForm.password = "not the password"
    #expect(await model.signInForm.signIn() == false)
    #expect(model.signInForm.message == "That email and password don't match an account.")
    #expect(model.signInForm.focus == .answer, "scrolled to and read out")
    #expect(model.signInForm.sections(offeringGuest: true) == [.signInWithApple, .fields, .answer, .buttons, .guest])
  }

  @Test("QV-1.2 / QV-1.3: a refused field takes the keyboard, its error under it")
  func refusedFieldFocused() async throws {
    let model = try Device(backend).model()
    model.signInForm.email = "not-an-email"
    model.signInForm.password = "long enough password"
    #expect(await model.signInForm.signUp() == false)
    #expect(model.signInForm.focus == .email)
    model.signInForm.email = newEmail()
    model.signInForm.password = "short"
    #expect(await model.signInForm.signUp() == false)
    #expect(model.signInForm.focus == .password)
    #expect(
      model.signInForm.sections(offeringGuest: false) == [.signInWithApple, .fields, .buttons],
      "no answer section for a field's error")
  }

  @Test("QV-1.6: Forgot password? puts the words and the code field above the buttons, the code field focused")
  func resetCodeAboveButtons() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    #expect(model.signInForm.message == "If an account uses \(email), a reset email is on its way.")
    #expect(
      model.signInForm.sections(offeringGuest: true) == [
        .signInWithApple, .fields, .answer, .recoveryCode, .buttons, .guest,
      ])
    #expect(model.signInForm.focus == .recoveryCode, "the next thing to type")
    model.signInForm.email = "nope"
    await model.signInForm.resetPassword()
    #expect(model.signInForm.focus == .email)
  }

  @Test("QV-1.6: the reset button is busy while the mail is asked for: more taps send no more mail")
  func resetBusy() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let proxy = FaultProxy(upstream: backend.transport)
    let model = try Device(backend, transport: proxy).model()
    model.signInForm.email = email
    await proxy.hold("/auth/v1/recover")
    let first = Task { await model.signInForm.resetPassword() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    #expect(model.signInForm.isWorking, "the buttons wait and the spinner shows")
    await model.signInForm.resetPassword()
    await model.signInForm.resetPassword()
    await proxy.release()
    await first.value
    #expect(!model.signInForm.isWorking)
    #expect(await proxy.log().filter { $0.request == "POST /auth/v1/recover" }.count == 1)
    #expect(backend.mail(to: email).count == 1)
  }

  @Test("QV-1.6: Not Now after a reset code signs the recovery session out, back to the sign-in screen")
  func notNowSignsOut() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    await model.launch()
    model.signInForm.email = email
    await model.signInForm.resetPassword()
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    model.signInForm.recoveryCode = String(code)
    #expect(await model.signInForm.verifyRecoveryCode())
    await model.afterSignIn()
    model.settlePresentation()
    let sheet = try #require(model.newPasswordSheet)
    #expect(model.presentation.top?.destination == .newPassword(sheet))
    sheet.password = "typed, then given up"
    await sheet.notNow()  // what "Not Now" calls
    model.settlePresentation()
    #expect(!model.auth.isSignedIn && model.rootScreen == .signIn, "no session left on a password never chosen")
    #expect(model.newPasswordSheet == nil)
    #expect(sheet.password == "typed, then given up", "nothing the sheet showed is cleared while it slides down")
    #expect(model.auth.recovery == nil)
  }
}
