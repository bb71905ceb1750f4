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
      model.auth.sections(offeringGuest: true) == [.signInWithApple, .fields, .buttons, .guest], "nothing to say yet")
    model.auth.email = email
    model.auth.password = "not the password"
    #expect(await model.auth.signIn() == false)
    #expect(model.auth.message == "That email and password don't match an account.")
    #expect(model.auth.focus == .answer, "scrolled to and read out")
    #expect(model.auth.sections(offeringGuest: true) == [.signInWithApple, .fields, .answer, .buttons, .guest])
  }

  @Test("QV-1.2 / QV-1.3: a refused field takes the keyboard, its error under it")
  func refusedFieldFocused() async throws {
    let model = try Device(backend).model()
    model.auth.email = "not-an-email"
    model.auth.password = "long enough password"
    #expect(await model.auth.signUp() == false)
    #expect(model.auth.focus == .email)
    model.auth.email = newEmail()
    model.auth.password = "short"
    #expect(await model.auth.signUp() == false)
    #expect(model.auth.focus == .password)
    #expect(
      model.auth.sections(offeringGuest: false) == [.signInWithApple, .fields, .buttons],
      "no answer section for a field's error")
  }

  @Test("QV-1.6: Forgot password? puts the words and the code field above the buttons, the code field focused")
  func resetCodeAboveButtons() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.auth.email = email
    await model.auth.resetPassword()
    #expect(model.auth.message == "If an account uses \(email), a reset email is on its way.")
    #expect(
      model.auth.sections(offeringGuest: true) == [.signInWithApple, .fields, .answer, .recoveryCode, .buttons, .guest])
    #expect(model.auth.focus == .recoveryCode, "the next thing to type")
    model.auth.email = "nope"
    await model.auth.resetPassword()
    #expect(model.auth.focus == .email)
  }

  @Test("QV-1.6: the reset button is busy while the mail is asked for: more taps send no more mail")
  func resetBusy() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let proxy = FaultProxy(upstream: backend.transport)
    let model = try Device(backend, transport: proxy).model()
    model.auth.email = email
    await proxy.hold("/auth/v1/recover")
    let first = Task { await model.auth.resetPassword() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    #expect(model.auth.isWorking, "the buttons wait and the spinner shows")
    await model.auth.resetPassword()
    await model.auth.resetPassword()
    await proxy.release()
    await first.value
    #expect(!model.auth.isWorking)
    #expect(await proxy.log().filter { $0.request == "POST /auth/v1/recover" }.count == 1)
    #expect(backend.mail(to: email).count == 1)
  }

  @Test("QV-1.6: Not Now after a reset code signs the recovery session out, back to the sign-in screen")
  func notNowSignsOut() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    await model.launch()
    model.auth.email = email
    await model.auth.resetPassword()
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    model.auth.recoveryCode = String(code)
    #expect(await model.auth.verifyRecoveryCode())
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
