import AppServices
import AppServicesTestSupport
import AppleSignInTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// Settings' Change Password and Change Email: offered only to accounts with an email identity, and a password
/// change GoTrue refuses until the user signs in again is said in words of its own.
@MainActor
@Suite("QuoteVault Change Password and Change Email: who is offered them, and reauthentication")
struct AccountChangeOfferTests {
  @Test("An account made by Sign in with Apple alone is not offered Change Password or Change Email")
  func appleOnlyAccount() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let apple = SimulatedAppleIDAuthorization.reader()
    apple.script(.continueSharingEmail)
    let model = try Device(backend).model(appleID: apple)
    await model.launch()
    #expect(await model.signInForm.signInWithApple())
    #expect(model.auth.isSignedIn && model.auth.user?.hasEmailIdentity == false)
    #expect(!model.offersCredentialChanges, "Settings hides both rows")
    model.changeAccount(.password)
    model.settlePresentation()
    #expect(model.presentation.top == nil, "nor can anything else open the sheet")
  }

  @Test("An email and password account is offered both")
  func emailAccount() async throws {
    let backend = try await Backend()
    let model = try await signedIn(backend)
    #expect(model.auth.user?.hasEmailIdentity == true && model.offersCredentialChanges)
    await model.auth.signOut()
    #expect(!model.offersCredentialChanges, "signed out: no account section")
  }

  @Test("Change Password refused with reauthentication_needed says to sign in again, not a generic failure")
  func reauthenticationNeeded() async throws {
    // quotevault-server never asks for reauthentication (a hosted project does, with Secure password change on
    // and a session older than a day): the proxy answers as GoTrue does.
    let (backend, proxy, device) = try await behindFaultProxy()
    let model = try await signedIn(backend, device: device)
    model.changeAccount(.password)
    model.settlePresentation()
    guard case .accountChange(let sheet) = model.presentation.top?.destination else {
      Issue.record("no Change Password sheet")
      return
    }
    await proxy.fail(
      "/auth/v1/user", method: "PUT", status: 400,
      body: #"{"code":"reauthentication_needed","message":"Password update requires reauthentication"}"#)
    sheet.value = "a brand new passphrase"
    await sheet.save()
    #expect(sheet.error == AccountChangeModel.reauthenticationNeeded)
    #expect(sheet.error == "For your security, sign out and sign in again, then change your password.")
    #expect(sheet.value == "a brand new passphrase", "what was typed stays")
    #expect(model.auth.isSignedIn)
  }
}
