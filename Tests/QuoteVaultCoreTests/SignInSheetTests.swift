import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// Issue 37: the guest's sign-in sheet holds a form of its own (`SignInModel`), dropped when the sheet goes;
/// only the address typed comes back with the next sheet.
@MainActor
@Suite("QuoteVault sign-in sheet: a form of its own")
struct SignInSheetTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A guest's app, the tabs up.
  private func guest() async throws -> QuoteVaultModel {
    let model = try Device(backend).model()
    await model.launch()
    model.continueAsGuest()
    return model
  }

  /// The sheet up, with a refused attempt on it: an address, a short password, its error, Create Account mode.
  private func refusedSheet(_ model: QuoteVaultModel) async throws -> SignInModel {
    model.showSignIn()
    model.settlePresentation()
    let sheet = try #require(model.signInSheet)
    sheet.email = "reader@example.com"
    sheet.password = "short"
    sheet.isCreatingAccount = true
    #expect(await model.signInForm.submit() == false)
    #expect(sheet.passwordError != nil && sheet.focus == .password, "answered on the sheet's form")
    return sheet
  }

  @Test("Sign-in sheet: its form is its own; Cancel drops it, and the next sheet keeps only the address")
  func cancelDropsTheForm() async throws {
    let model = try await guest()
    let sheet = try await refusedSheet(model)
    #expect(sheet !== model.signInScreen && model.signInForm === sheet)
    #expect(
      model.signInScreen.email.isEmpty && model.signInScreen.passwordError == nil, "the first screen's untouched")
    model.cancelSignIn()
    model.settlePresentation()
    #expect(model.signInSheet == nil && model.signInForm === model.signInScreen)
    model.showSignIn()
    model.settlePresentation()
    let again = try #require(model.signInSheet)
    #expect(again !== sheet)
    #expect(again.email == "reader@example.com", "the address typed comes back, as Mail keeps it")
    #expect(again.password.isEmpty && again.passwordError == nil && again.message == nil && again.focus == nil)
    #expect(!again.isCreatingAccount && !again.isWorking && again.recoveryCode.isEmpty)
    #expect(model.signInForm.passwordFootnote == again.passwordFootnote && !model.signInForm.passwordFootnoteIsError)
  }

  @Test("Sign-in sheet: swiped away mid-typing, its form goes as with Cancel")
  func swipeDropsTheForm() async throws {
    let model = try await guest()
    let sheet = try await refusedSheet(model)
    model.sheetClosedByUser(presentedBy: 0)  // the swipe down
    model.settlePresentation()
    #expect(model.signInSheet == nil && model.signInForm === model.signInScreen)
    model.showSignIn()
    model.settlePresentation()
    let again = try #require(model.signInSheet)
    #expect(again !== sheet && again.email == sheet.email && again.password.isEmpty && again.passwordError == nil)
  }

  @Test("Sign-in sheet: asked for twice, one sheet with the form being typed")
  func oneSheet() async throws {
    let model = try await guest()
    let sheet = try await refusedSheet(model)
    model.showSignIn()
    model.settlePresentation()
    #expect(model.presentation.destinations.count == 1 && model.signInSheet === sheet)
    #expect(sheet.password == "short")
  }

  @Test("Sign-in sheet: after a sign-in from it, the next guest's sheet starts with no address")
  func signedInForgetsTheAddress() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try await guest()
    model.showSignIn()
    model.settlePresentation()
    let sheet = try #require(model.signInSheet)
    sheet.email = email
    sheet.password = "correct horse battery"
    #expect(await model.signInForm.submit())
    await model.afterSignIn()
    model.settlePresentation()
    #expect(model.signInSheet == nil && model.signInForm === model.signInScreen)
    await model.auth.signOut()
    model.continueAsGuest()
    model.showSignIn()
    model.settlePresentation()
    #expect(try #require(model.signInSheet).email.isEmpty)
  }

  @Test("Sign-in sheet: asked for twice while the last one slides away, one sheet rises")
  func oneSheetWhileMoving() async throws {
    let model = try await guest()
    model.showSignIn()
    model.settlePresentation()
    model.cancelSignIn()
    // The first sheet is sliding away: the next waits its turn, and a second tap must not queue another.
    model.showSignIn()
    model.showSignIn()
    model.settlePresentation()
    #expect(model.presentation.destinations.filter(\.isSignIn).count == 1)
    #expect(model.signInForm === model.signInSheet)
  }
}
