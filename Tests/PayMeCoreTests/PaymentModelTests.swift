import Foundation
import Testing

@testable import PayMeCore

/// The payment sheet's own model, driven alone: no stack, no sheet ids.
@Suite("PayMe's payment model on its own")
@MainActor
struct PaymentModelTests {
  func payment() -> PaymentModel {
    var flow = PaymentFlow(purpose: .send, currency: .usd, locale: Locale(identifier: "en_US"))
    flow.choose(DemoData.contacts[0])
    return PaymentModel(flow, locale: Locale(identifier: "en_US"))
  }

  @Test("Its fields write the payment; a refused amount is said to the parent and echoed for one frame")
  func fields() async {
    let payment = payment()
    let parent = Heard()
    payment.onMessage = { parent.messages.append($0) }
    payment.run = { work in parent.work.append(Task { await work() }) }
    payment.frame = {}  // the frame passes at once: the test waits for the echo's end, not for real time
    payment.amountText = "12.50"
    payment.note = "Lunch"
    #expect(payment.flow.entry.text == "12.50" && payment.flow.note == "Lunch" && payment.refusesSwipeDown)
    payment.amountText = "12.505"
    #expect(payment.amountText == "12.505", "the refused text, for one frame")
    #expect(parent.messages == [AmountError.tooManyDecimals(allowed: 2).message(locale: Locale(identifier: "en_US"))])
    for task in parent.work { await task.value }
    #expect(payment.amountText == "12.50" && payment.flow.entry.text == "12.50")
    payment.path = []
    #expect(payment.flow.step == .recipient, "the back button, one step per route popped")
  }

  @Test("A payment no longer up takes no edits")
  func notUp() {
    let payment = payment()
    payment.acceptsEdits = { false }
    payment.amountText = "5"
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
  var messages: [String] = []
  var work: [Task<Void, Never>] = []
}
