import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// Every account path to its end, against quotevault-server: a new confirmation link, Change Password and
/// Change Email.
@MainActor
@Suite("QuoteVault account paths: resend, change password, change email, against the real server")
struct AccountPathTests {
  /// The link in the last mail addressed to `email` on `backend` (not one that only names it).
  func mailedLink(_ backend: Backend, _ email: String) throws -> String {
    let mails = backend.mail(to: email).compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let mail = try #require(mails.last { ($0["to"] as? String) == email.lowercased() })
    let text = try #require(mail["text"] as? String)
    return try #require(
      text.split(whereSeparator: \.isWhitespace).first { $0.contains("/auth/v1/verify") }.map(String.init))
  }

  @Test("QV-1.1: email_not_confirmed offers Send a New Link; the new link signs in, the old one no longer does")
  func resendAfterNotConfirmed() async throws {
    let backend = try await Backend(options: ["--enable-confirmations"], emailInterval: 0)
    let email = newEmail()
    let model = try Device(backend).model()
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp() == false)
    #expect(model.auth.canResendConfirmation, "Check your email, with a way to ask again")
    let first = try mailedLink(backend, email)

    // Later, on the sign-in screen: the sign-in is refused until confirmed, and the answer has the button.
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn() == false)
    #expect(
      model.signInForm.message
        == "Confirm your email first: open the link we sent you, then sign in. No link? Send a new one.")
    #expect(model.auth.canResendConfirmation && model.signInForm.focus == .answer)
    #expect(model.signInForm.sections(offeringGuest: true).firstIndex(of: .answer) == 2)
    await model.signInForm.resendConfirmation()
    #expect(model.signInForm.message == AuthModel.newLinkSentMessage(email))
    #expect(backend.mail(to: email).count == 2)
    let second = try mailedLink(backend, email)
    #expect(second != first)

    let old = try await backend.location(of: first)
    #expect(old?.fragment?.contains("access_token") != true, "the old link is void")
    let redirect = try #require(try await backend.location(of: second))
    model.open(redirect)
    #expect(await eventually { model.auth.isSignedIn }, "the new link signs in")
    #expect(!model.auth.canResendConfirmation)
  }

  @Test("QV-1.1: an expired confirmation link says ask for a new one, and the answer asks for it")
  func resendAfterExpiredLink() async throws {
    let backend = try await Backend(options: ["--enable-confirmations"], emailInterval: 0)
    let email = newEmail()
    let device = try Device(backend)
    let signingUp = device.model()
    signingUp.signInForm.email = email
    signingUp.signInForm.password = "correct horse battery"
    _ = await signingUp.signInForm.signUp()
    // Days later, relaunched: GoTrue's answer for an expired link, back to the app with the error.
    let model = device.model()
    let expired = try #require(
      URL(
        string:
          "quotevault://auth-callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired"
      ))
    await model.handleAuthCallback(expired)
    #expect(model.signInForm.message == "That code or link has expired or was already used. Ask for a new one.")
    #expect(model.auth.canResendConfirmation, "the answer has something to ask with")
    await model.signInForm.resendConfirmation()
    #expect(backend.mail(to: email).count == 2)
    let redirect = try #require(try await backend.location(of: try mailedLink(backend, email)))
    await model.handleAuthCallback(redirect)
    #expect(model.auth.isSignedIn && model.auth.user?.email == email)
  }

  @Test("QV-1.1: Send a New Link is busy while asked: taps meanwhile send one request")
  func resendBusy() async throws {
    let backend = try await Backend(options: ["--enable-confirmations"], emailInterval: 0)
    let proxy = FaultProxy(upstream: backend.transport)
    let model = try Device(backend, transport: proxy).model()
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    _ = await model.signInForm.signUp()
    await proxy.hold("/auth/v1/resend")
    let first = Task { await model.signInForm.resendConfirmation() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    #expect(model.signInForm.isWorking)
    await model.signInForm.resendConfirmation()
    await proxy.release()
    await first.value
    #expect(await proxy.log().filter { $0.request == "POST /auth/v1/resend" }.count == 1)
  }

  @Test("Settings' Change Password: the rule first, then the new password works and the sheet says so")
  func changePassword() async throws {
    let backend = try await Backend()
    let email = newEmail()
    let model = try await signedIn(backend, email: email)
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let sheet) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    #expect(sheet.title == "Change Password")
    sheet.value = "short"
    await sheet.save()
    #expect(sheet.error == Credentials.passwordError("short"))
    sheet.value = "a brand new passphrase"
    await sheet.save()
    model.settlePresentation()
    #expect(!model.presentation.isPresenting(.accountChange(sheet)), "the sheet went")
    #expect(model.presentation.alert?.message == AccountChangeModel.passwordChanged)
    #expect(model.auth.isSignedIn, "this device stays signed in")
    let other = try Device(backend).model()
    other.signInForm.email = email
    other.signInForm.password = "a brand new passphrase"
    #expect(await other.signInForm.signIn())
  }

  @Test("A widget or notification tap over Change Password or Change Email keeps what was typed")
  func linkKeepsAccountChange() async throws {
    let backend = try await Backend()
    let model = try await signedIn(backend)
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let password) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    password.value = "half a new passphr"
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.selectedTab == .home, "the tap landed")
    model.changeAccount(.email)
    model.settlePresentation()
    #expect(model.presentation.top?.destination != .accountChange(password), "the other kind starts afresh")
    guard case .accountChange(let email) = model.presentation.top?.destination else {
      Issue.record("no Change Email sheet")
      return
    }
    #expect(email.value.isEmpty)
    email.cancel()
    model.settlePresentation()
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let again) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    #expect(again.kind == .password && again.value == "half a new passphr", "opened again as it was left")
    // Cancelled, it is gone: the next sheet starts empty; and nobody else ever gets a kept one.
    again.cancel()
    model.settlePresentation()
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let fresh) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    #expect(fresh !== again && fresh.value.isEmpty)
    fresh.value = "typed before signing out"
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    await model.account.signOut()
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await model.afterSignIn()
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let theirs) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    #expect(theirs.value.isEmpty)
  }

  @Test("Settings' Change Email: links to both addresses; opening both changes the address on the device")
  func changeEmail() async throws {
    let backend = try await Backend()
    let email = newEmail()
    let model = try await signedIn(backend, email: email)
    model.changeAccount(.email)
    model.settlePresentation()
    guard case .accountChange(let sheet) = model.presentation.top?.destination else {
      Issue.record("no Change Email sheet")
      return
    }
    sheet.value = email.uppercased()
    await sheet.save()
    #expect(sheet.error == "That is already your email.")
    let newAddress = newEmail()
    sheet.value = newAddress
    await sheet.save()
    model.settlePresentation()
    #expect(model.presentation.alert?.message == AccountChangeModel.emailLinkSent(to: newAddress, from: email))
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))
    #expect(model.auth.user?.email == email, "not changed until the links are opened")

    let toOld = try #require(try await backend.location(of: try mailedLink(backend, email)))
    await model.handleAuthCallback(toOld)
    model.settlePresentation()
    #expect(
      model.presentation.alert?.message == "Link accepted. Now open the link we sent to your other address to finish.")
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))
    let toNew = try #require(try await backend.location(of: try mailedLink(backend, newAddress)))
    await model.handleAuthCallback(toNew)
    model.settlePresentation()
    #expect(model.auth.user?.email == newAddress)
    #expect(model.presentation.alert?.message == "Your email address is now \(newAddress).")
  }
}
