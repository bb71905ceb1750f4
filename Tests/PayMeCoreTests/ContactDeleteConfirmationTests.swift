import Foundation
import Localization
import Presentation
import Testing

@testable import PayMeCore

/// Swipe-to-delete on the recipients list asks first (a review finding): the destructive confirmation iOS shows
/// before what cannot be undone, over the payment sheet, through the presentation stack.
@Suite("PayMe: deleting a contact asks first")
@MainActor
struct ContactDeleteConfirmationTests {
  /// A send sheet up, and a contact with no history on the list (one an earlier version added from a link).
  func sheetWithIdleContact() throws -> (PayMeHarness, PayMeModel, PaymentModel, Contact) {
    let harness = PayMeHarness()
    let app = harness.launched()
    let idle = app.addIdleContact()
    app.startSend()
    app.settlePresentation()
    return (harness, app, try #require(app.payment), idle)
  }

  @Test("The swipe asks \"Delete Contact?\" with who by name and handle; Cancel keeps them, Delete Contact deletes")
  func asksThenDeletes() async throws {
    let (harness, app, payment, idle) = try sheetWithIdleContact()
    payment.delete(idle)
    app.settlePresentation()
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .deleteContact && alert.style == .confirmationDialog)
    #expect(alert.title == "Delete Contact?")
    #expect(alert.message == "Link Person (@link) will be removed from your list in PayMe.")
    #expect(alert.buttons.map(\.title) == ["Delete Contact", "Cancel"])
    #expect(alert.buttons.first?.role == .destructive && alert.buttons.last?.role == .cancel)
    #expect(app.ledger.contact(idle.id) != nil, "nothing deleted before the answer")
    #expect(app.presentation.alert(on: app.presentation.topLevel) == alert, "over the payment sheet")
    await app.tapAlert("Cancel")
    #expect(app.shownAlert == nil && app.ledger.contact(idle.id) != nil && payment.canDelete(idle))
    payment.delete(idle)
    await app.tapAlert("Delete Contact")
    #expect(app.ledger.contact(idle.id) == nil && harness.model().ledger.contact(idle.id) == nil)
    #expect(app.showsOnlyPayment(.send), "the sheet stays up")
  }

  @Test("A contact with history is never asked about; the question is in Spanish for a Spanish user")
  func historyAndSpanish() throws {
    let (_, app, payment, idle) = try sheetWithIdleContact()
    let withHistory = try #require(app.ledger.transactions.first?.counterparty)
    payment.delete(withHistory)
    app.settlePresentation()
    #expect(app.shownAlert == nil && app.ledger.contact(withHistory.id) != nil)
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let alert = PayMeAlerts.deleteContact(idle)
      #expect(alert.title == "¿Eliminar el contacto?")
      #expect(alert.message == "Link Person (@link) se quitará de tu lista en PayMe.")
      #expect(alert.buttons.map(\.title) == ["Eliminar contacto", "Cancelar"])
    }
  }
}
