import Foundation
import TestSupport
import Testing

@testable import PayMeCore

/// A bubble's URL is anyone's: Messages delivers whatever URL the sender's device put in the `MSMessage`. Fuzz the
/// bubble link (its currency too), the pay code's note and the send offer.
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
      "https://payme.example/pay/jamie.k3x9?name=Jamie%20Rivera&amount=25&currency=USD",
      "https://payme.example/send?amount=12&currency=JPY", "https://payme.example/send?amount=12.5&currency=EUR",
      "https://payme.example/send?currency=GBP&amount=1", "https://payme.example/send?amount=3&currency=XTS",
    ].map { Array($0.utf8) }
    let model = PayMeMessagesModel(
      holder: PayCode(handle: "@jamie.k3x9", name: "Jamie Rivera"), style: .expanded,
      locale: Locale(identifier: "en_US"))
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let text = String(decoding: fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      guard let url = URL(string: text) else { return }
      switch MessageBubbleLink.read(url) {
      case .success(let read):
        // Read in a currency PayMe knows, and written again in it, it reads back the same.
        #expect(Currency.known.contains(read.currency), "\(text)")
        let again = MessageBubbleLink.url(for: read.link, currency: read.currency).map(MessageBubbleLink.read)
        if case .success(let back)? = again {
          #expect(back.link == read.link && back.currency == read.currency, "\(text)")
        } else {
          Issue.record("\(text) does not round-trip")
        }
      case .failure(.unknownCurrency(let code)):
        #expect(MessageBubbleLink.isCode(code) && !Currency.known.contains { $0.code == code }, "\(text)")
        #expect(MessageRefusal.unknownCurrency(code).message.text.contains(code))
      case .failure(.unreadable): break
      }
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
      model.select(url, fromMe: fuzzer.chance(0.5))
      if case .success(let message)? = model.selected, let opens = message.opens {
        #expect(PayMeLink(url: opens.url) == opens, "\(text)")
        #expect(message.currency == .usd, "only a dollar amount is opened in PayMe: \(text)")
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

  @Test("A bubble's currency: three capital letters PayMe knows, once, fitting the amount; anything else refused")
  func currencies() throws {
    let base = "https://payme.example/send?amount=12"
    func read(_ text: String) throws -> Result<(link: PayMeLink, currency: Currency), MessageRefusal> {
      MessageBubbleLink.read(try #require(URL(string: text), "\(text)"))
    }
    for (code, currency) in [("USD", Currency.usd), ("EUR", .eur), ("GBP", .gbp), ("JPY", .jpy)] {
      guard case .success(let read) = try read(base + "&currency=" + code) else {
        Issue.record("\(code) is read")
        continue
      }
      #expect(read.currency == currency)
    }
    guard case .success(let old) = try read(base) else {
      Issue.record("a bubble written before the currency was carried reads as dollars")
      return
    }
    #expect(old.currency == .usd)
    for code in ["XTS", "ZZZ", "ABC"] {
      #expect(try read(base + "&currency=" + code).failure == .unknownCurrency(code), "\(code)")
    }
    for text in [
      base + "&currency=usd", base + "&currency=US", base + "&currency=USDX", base + "&currency=", base + "&currency",
      base + "&currency=U%53D", base + "&currency=%EF%BC%B5SD", base + "&currency=USD&currency=USD",
      base + "&currency=USD&currency=EUR", "https://payme.example/send?amount=12.5&currency=JPY",
      "https://payme.example/send?currency=USD",
    ] {
      #expect(try read(text).failure == .unreadable, "\(text)")
    }
    #expect(
      MessageRefusal.unknownCurrency("XTS").message.text
        == "This message's amount is in XTS, a currency PayMe doesn't know.")
    // Shown in its currency; opened in PayMe only in dollars, the demo balance's.
    let model = PayMeMessagesModel(holder: nil, style: .expanded, locale: Locale(identifier: "en_US"))
    model.select(URL(string: "https://payme.example/pay/benok?name=Ben&amount=12&currency=EUR"), fromMe: false)
    guard case .success(let euros)? = model.selected else {
      Issue.record("a request in euros is read")
      return
    }
    #expect(euros.title.text == "Ben requests €12.00" && euros.opens == nil && euros.action == nil)
    #expect(euros.detail.text == "PayMe's demo balance is in US dollars, so this can't be paid or sent in PayMe.")
    model.select(URL(string: base + "&currency=XTS"), fromMe: false)
    #expect(model.selected.map { if case .failure(.unknownCurrency("XTS")) = $0 { true } else { false } } == true)
  }
}

extension Result {
  /// The error, if it failed.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
