import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// What the user sees is what will be sent. The payment sheet types on PayMe's keypad (`AmountKeypadTests`):
/// driven here as its keys and Paste button do, the big amount (`amountDisplay`) is what the review sends.
@Suite("PayMe amount field: what is shown is what is sent")
@MainActor
struct AmountFieldModelTests {
  func atAmount(_ purpose: PaymentFlow.Purpose = .send, _ harness: PayMeHarness = PayMeHarness()) -> PayMeModel {
    let app = harness.model()
    if purpose == .send { app.startSend() } else { app.startRequest() }
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    return app
  }

  @Test("The note field never shows more than is sent: past 140 characters it is cut, after a one-frame echo")
  func noteLimit() async {
    let app = atAmount()
    let long = String(repeating: "a", count: PaymentFlow.maximumNoteLength + 10)
    app.payment?.note = long  // what the TextField writes
    #expect(app.flow?.note.count == PaymentFlow.maximumNoteLength, "what will be sent")
    await app.finishWork()
    #expect(app.payment?.note.count == PaymentFlow.maximumNoteLength, "and what the field then shows")
  }

  @Test("A refused key leaves the stored amount shown, says why, and VoiceOver hears it; the next key clears it")
  func refusedKey() {
    let app = atAmount()
    app.type("12.34")
    app.payment?.press(.digit(5))  // a third decimal
    #expect(app.payment?.amountDisplay == "$12.34", "the big amount never shows what will not be sent")
    #expect(app.flow?.amountError == .tooManyDecimals(allowed: 2))
    #expect(app.announcement?.text == "Use at most 2 decimal places.")
    app.payment?.press(.delete)  // the user deletes a digit
    #expect(app.flow?.amountError == nil, "the error goes once the user edits")
    app.payment?.continueToReview()
    #expect(app.flow?.amount == Money(Decimal(string: "12.3") ?? 0, .usd))
  }

  @Test("A note cut while a key is refused leaves both right: the note's echo ends by itself, the amount kept")
  func noteEchoBesideKeys() async {
    let harness = PayMeHarness()
    let app = atAmount(.send, harness)
    app.type("12.34")
    harness.frames.held = true
    app.payment?.press(.digit(5))
    app.payment?.note = String(repeating: "a", count: PaymentFlow.maximumNoteLength + 1)
    #expect(await untilHolds { harness.frames.waits == 1 }, "only the note echoes: a key never did")
    #expect(app.payment?.amountDisplay == "$12.34" && app.payment?.note.count == PaymentFlow.maximumNoteLength + 1)
    harness.frames.draw()
    await app.finishWork()
    #expect(app.payment?.amountDisplay == "$12.34" && app.payment?.note.count == PaymentFlow.maximumNoteLength)
  }

  @Test("Paste: a whole \"$42.50\" goes through the paste rules; junk, a sign or past the limit is refused whole")
  func pastes() {
    let app = atAmount()
    app.payment?.paste("$42.50")
    #expect(app.payment?.amountDisplay == "$42.50" && app.flow?.amountError == nil)
    app.payment?.paste("42.50$9")
    #expect(app.payment?.amountDisplay == "$42.50" && app.flow?.amountError == .malformed)
    app.payment?.paste("-5")
    #expect(app.payment?.amountDisplay == "$42.50" && app.flow?.amountError == .negative)
    app.payment?.paste("1234567890")
    #expect(
      app.payment?.amountDisplay == "$42.50" && app.flow?.amountError == .aboveLimit(Money(Ledger.paymentLimit, .usd)))
    app.payment?.paste(" 18.75 ")
    app.payment?.continueToReview()
    #expect(app.flow?.amount?.formatted(locale: app.locale) == "$18.75", "the review shows what the amount showed")
  }

  @Test("The limit is said in the account's currency and locale, for a payment and a request alike")
  func limitCopy() {
    let app = atAmount(.request)
    app.type("10000.01")  // the last key is refused
    #expect(app.flow?.amountError?.message(locale: app.locale) == "The demo moves at most $10,000.00 at a time.")
  }

  @Test("PM-4.2: each step has its own title, so the back button never reads the screen it is on")
  func stepTitles() {
    for purpose in [PaymentFlow.Purpose.send, .request] {
      let titles = [nil, PaymentStepRoute.amount, .review, .done].map { PaymentFlow.title(of: $0, purpose: purpose) }
      #expect(Set(titles).count == titles.count, "\(titles)")
    }
    #expect(PaymentFlow.title(of: nil, purpose: .request) == "Request Money")
    #expect(PaymentFlow.title(of: .amount, purpose: .send) == "Amount")
    // The amount step shows who is paid: the view reads the flow's recipient.
    #expect(atAmount().flow?.recipient == DemoData.contacts[0])
  }
}

@Suite("PayMe's amount keys are felt")
@MainActor
struct AmountKeyHapticTests {
  @Test("PM-11.1: each amount key taken is a selection tick; a refused key is felt as an error")
  func keyHaptics() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    var felt: [HapticIntent] = []
    for key in "12.5" {
      app.type(String(key))
      if let haptic = app.haptic { felt.append(haptic.intent) }
    }
    #expect(felt == [.selectionChange, .selectionChange, .selectionChange, .selectionChange])
    let before = app.haptic?.sequence ?? 0
    app.type("55")  // a third decimal: refused
    #expect(app.haptic?.intent == .failure && (app.haptic?.sequence ?? 0) > before)
    app.payment?.paste("$42.50")  // a paste (the keypad's Paste button) is still taken
    #expect(app.flow?.entry.text == "42.50" && app.haptic?.intent == .selectionChange)
  }
}
