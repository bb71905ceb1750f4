import Foundation
import Localization
import Testing

@testable import PayMeCore

/// The payment sheet's own model, driven alone: no stack, no sheet ids.
@Suite("PayMe's payment model on its own")
@MainActor
struct PaymentModelTests {
  func payment() -> PaymentModel {
    var flow = PaymentFlow(purpose: .send, currency: .usd, locale: Locale(identifier: "en_US"))
    flow.choose(DemoData.contacts[0])
    let payment = PaymentModel(flow, locale: Locale(identifier: "en_US"))
    // Up, as the parent that presents it says.
    payment.events.isCurrent = { true }
    return payment
  }

  @Test("Its keys and fields write the payment; a refused key is said to the parent and felt, the amount kept")
  func fields() {
    let payment = payment()
    let parent = Heard()
    payment.events.onAnnounce = { parent.messages.append($0) }
    payment.events.onKey = { parent.keys.append($0) }
    payment.type("12.50")
    payment.note = "Lunch"
    #expect(payment.flow.entry.text == "12.50" && payment.flow.note == "Lunch" && payment.refusesSwipeDown)
    #expect(parent.keys == [true, true, true, true, true], "each key felt as taken")
    payment.press(.digit(5))
    #expect(payment.amountDisplay == "$12.50" && payment.flow.entry.text == "12.50", "the third decimal refused")
    #expect(parent.messages == [AmountError.tooManyDecimals(allowed: 2).message(locale: Locale(identifier: "en_US"))])
    #expect(parent.keys.last == false, "and felt as refused")
    payment.path = []
    #expect(payment.flow.step == .recipient, "the back button, one step per route popped")
  }

  @Test("A payment no longer up takes no edits")
  func notUp() {
    let payment = payment()
    payment.events.isCurrent = { false }
    payment.type("5")
    payment.paste("5")
    payment.note = "Late"
    payment.recipientQuery = "chloe"
    payment.path = []
    #expect(payment.flow.entry.text.isEmpty && payment.flow.note.isEmpty && payment.flow.recipientQuery.isEmpty)
    #expect(payment.flow.step == .amount)
  }
}

/// What a parent heard from its payment: messages for VoiceOver and the work it was asked to run.
@MainActor
private final class Heard {
  var messages: [LocalizedCopy] = []
  var keys: [Bool] = []
}
