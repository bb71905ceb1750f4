import Foundation
import TestSupport
import Testing

@testable import PayMeCore

/// A bubble's URL is anyone's: Messages delivers whatever URL the sender's device put in the `MSMessage`. Fuzz the
/// bubble link, the pay code's note and the send offer.
@Suite("PayMe Messages links (MessagesLinkFuzzTests)")
@MainActor
struct MessagesLinkFuzzTests {
  @Test("A bubble's URL: never a crash; what is read is a request or an offer that round-trips, bounded")
  func bubbleLinks() {
    var fuzzer = Fuzzer(seed: 0xB0BB1E)
    let seeds = [
      "https://payme.example/pay/jamie.r?name=Jamie%20Rivera&amount=25&note=Pizza%20night",
      "https://payme.example/send?amount=12.5&note=Concert", "https://payme.example/send?amount=9999.99",
      "https://payme.example/pay/benok?name=%E2%80%AEevil&amount=0.01", "https://PAYME.example/transaction/t-1",
      "https://payme.example//pay/a?name=A", "payme://pay/a?name=A&note=x",
    ].map { Array($0.utf8) }
    let model = PayMeMessagesModel.demo(style: .expanded)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let text = String(decoding: fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      guard let url = URL(string: text) else { return }
      if let link = MessageBubbleLink.link(from: url) {
        #expect(PayMeLink(url: link.url) == link, "\(text)")
        #expect(MessageBubbleLink.url(for: link).flatMap(MessageBubbleLink.link(from:)) == link, "\(text)")
        switch link {
        case .pay(let code):
          #expect(code.name.count <= PayCode.maximumNameLength && (code.note?.count ?? 0) <= 140, "\(text)")
          if let amount = code.amount { #expect(amount > 0 && amount <= Ledger.paymentLimit, "\(text)") }
        case .offer(let offer):
          #expect(offer.amount > 0 && offer.amount <= Ledger.paymentLimit && (offer.note?.count ?? 0) <= 140)
        default: Issue.record("a bubble carried \(link)")
        }
      }
      // Read as a tapped bubble, from either side: read or refused, and whatever it opens is a PayMe link.
      model?.select(url, fromMe: fuzzer.chance(0.5))
      if case .success(let message)? = model?.selected, let opens = message.opens {
        #expect(PayMeLink(url: opens.url) == opens, "\(text)")
      }
    }
  }

  @Test("A typed note, any text: cleaned into one a link carries, never longer than the payment's")
  func notes() {
    var fuzzer = Fuzzer(seed: 0x0E7E)
    let seeds = ["Pizza night", " Taxi\n", "a\u{202E}b\u{0}c", String(repeating: "é", count: 150), "\r\n\t"]
      .map { Array($0.utf8) }
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let typed = String(decoding: fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      let note = PaymentNote.clean(typed)
      #expect(note.count <= PaymentFlow.maximumNoteLength && !PaymentNote.hasControlCharacters(note))
      let offer = SendOffer(amount: 1, note: note)
      #expect(offer != nil, "a cleaned note is always carried: \(typed.debugDescription)")
      if let offer { #expect(PayMeLink(url: offer.url) == .offer(offer), "\(typed.debugDescription)") }
    }
  }
}
