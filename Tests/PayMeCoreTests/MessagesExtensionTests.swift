import Foundation
import Localization
import TestSupport
import Testing

@testable import PayMeCore

/// PayMe in Messages (issue 41): composing a request or a send offer, the bubble's content and URL, the compact
/// and expanded styles, and a tapped bubble opening PayMe at a filled-in payment, where money moves only after
/// the app's own checks.
@Suite("PayMe Messages extension")
@MainActor
struct MessagesExtensionTests {
  /// The extension's model as Messages launches it from the app drawer (compact), with what it asked for noted.
  @MainActor
  final class Extension {
    let model: PayMeMessagesModel
    var requestedStyles: [MessagesStyle] = []
    var inserted: [MessageContent] = []
    var opened: [URL] = []

    /// A fixed holder, as one install's App Group would hold it.
    static let holder = PayCode(handle: "@jamie.r", name: "Jamie Rivera")

    init(style: MessagesStyle = .compact, locale: Locale = Locale(identifier: "en_US")) throws {
      model = PayMeMessagesModel(holder: Self.holder, style: style, locale: locale)
      model.onRequestStyle = { [unowned self] in requestedStyles.append($0) }
      model.onInsert = { [unowned self] in inserted.append($0) }
      model.onOpen = { [unowned self] in opened.append($0) }
    }

    /// What Messages does when the extension asks for a style: the transition, reported back.
    func followStyleRequests() {
      if let last = requestedStyles.last { model.styleChanged(last) }
    }
  }

  func launchedApp() -> PayMeModel {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("Entering an amount from compact style asks Messages to expand; the keypad takes keys only expanded")
  func amountAsksForExpanded() throws {
    let ext = try Extension()
    #expect(!ext.model.showsForm)
    ext.model.type("5")
    #expect(ext.model.entry.text == "", "no keys while compact: the keypad is not on screen")
    ext.model.beginAmount()
    #expect(ext.requestedStyles == [.expanded])
    ext.followStyleRequests()
    #expect(ext.model.showsForm && ext.model.acceptsAmountKeys)
    ext.model.type("25.5")
    #expect(ext.model.amountDisplay == "$25.5")
    // The user collapses it: the keypad goes, the amount typed stays.
    ext.model.styleChanged(.compact)
    #expect(!ext.model.isEnteringAmount && ext.model.entry.text == "25.5")
    // Already expanded (a bubble tapped opens expanded), nothing more is asked.
    let expanded = try Extension(style: .expanded)
    expanded.model.beginAmount()
    #expect(expanded.requestedStyles.isEmpty && expanded.model.acceptsAmountKeys)
  }

  @Test("The payment's amount rules, reused: a third decimal and the demo's limit refused on the keypad, zero on Add")
  func amountRules() throws {
    let ext = try Extension(style: .expanded)
    ext.model.beginAmount()
    ext.model.type("1.005")
    #expect(ext.model.entry.text == "1.00" && ext.model.error == .tooManyDecimals(allowed: 2))
    ext.model.clearAmount()
    ext.model.type("10001")
    #expect(ext.model.entry.text == "1000" && ext.model.error == .aboveLimit(Money(Ledger.paymentLimit, .usd)))
    ext.model.clearAmount()
    ext.model.add()
    #expect(ext.model.error == .empty && ext.inserted.isEmpty)
    ext.model.type("0")
    ext.model.add()
    #expect(ext.model.error == .zero && ext.inserted.isEmpty)
    // Add from compact with a refused amount: the reason shows expanded, with the keypad.
    let compact = try Extension()
    compact.model.add()
    #expect(compact.requestedStyles == [.expanded] && compact.model.isEnteringAmount && compact.model.error == .empty)
  }

  @Test("A request's bubble: caption, demo marker, note, summary, and a URL with the user's code, amount and note")
  func requestBubble() throws {
    let ext = try Extension(style: .expanded)
    ext.model.beginAmount()
    ext.model.type("25")
    ext.model.editNote("  Pizza\nnight ")
    ext.model.add()
    let content = try #require(ext.inserted.first)
    #expect(content.caption == "Requesting $25.00" && content.subcaption == "Demo · No real money")
    #expect(content.trailingCaption == "PayMe" && content.trailingSubcaption == "Pizza night")
    #expect(content.summary == "Requested $25.00 with PayMe (demo, no real money)")
    #expect(content.accessibilityLabel == "Requested $25.00 with PayMe (demo, no real money). Pizza night")
    #expect(
      content.url.absoluteString
        == "https://payme.example/pay/jamie.r?name=Jamie%20Rivera&amount=25&note=Pizza%20night&currency=USD")
    let code = try #require(PayCode(handle: "@jamie.r", name: "Jamie Rivera", amount: 25, note: "Pizza night"))
    #expect(content.link == .pay(code) && MessageBubbleLink.link(from: content.url) == .pay(code))
    // Nothing is cleared until Messages took the bubble.
    #expect(ext.model.entry.text == "25" && ext.model.inserting == content)
    ext.model.insertFinished(succeeded: true)
    #expect(ext.model.entry.text == "" && ext.model.note == "" && ext.requestedStyles.last == .compact)
  }

  @Test("A send bubble is worded as an offer and carries the amount and note only; a failed insert keeps everything")
  func sendBubbleAndFailedInsert() throws {
    let ext = try Extension(style: .expanded)
    ext.model.choose(.send)
    ext.model.beginAmount()
    ext.model.type("12.5")
    ext.model.add()
    let content = try #require(ext.inserted.first)
    #expect(content.caption == "Offering to send $12.50" && content.subcaption == "Demo · No real money")
    #expect(content.trailingSubcaption == nil)
    #expect(content.summary == "Offered to send $12.50 with PayMe (demo, no real money)")
    #expect(content.url.absoluteString == "https://payme.example/send?amount=12.5&currency=USD")
    #expect(content.link == .offer(try #require(SendOffer(amount: Decimal(string: "12.5") ?? 0))))
    ext.model.add()
    #expect(ext.inserted.count == 1, "one bubble at a time")
    ext.model.insertFinished(succeeded: false)
    #expect(ext.model.insertFailed && ext.model.entry.text == "12.5" && ext.model.kind == .send)
    ext.model.add()
    #expect(ext.inserted.count == 2 && !ext.model.insertFailed)
  }

  @Test("The bubble's words come from the String Catalog: Spanish caption and summary, amounts in Spanish style")
  func spanishBubble() throws {
    let ext = try Extension(style: .expanded, locale: Locale(identifier: "es_ES"))
    ext.model.beginAmount()
    ext.model.type("25,5")
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      ext.model.add()
      let content = try #require(ext.inserted.first)
      #expect(content.caption.hasPrefix("Solicitando ") && content.caption.contains("25,50"))
      #expect(content.summary.contains("con PayMe") && content.summary.contains("demo"))
      #expect(content.subcaption == "Demo · Sin dinero real")
      ext.model.select(content.url, fromMe: false)
      guard case .success(let message)? = ext.model.selected else {
        Issue.record("the bubble reads back")
        return
      }
      #expect(message.title.text.hasPrefix("Jamie Rivera te pide ") && message.title.text.contains("25,50"))
    }
  }

  @Test("A tapped request opens PayMe at the filled-in payment: the same parser, amount and note, no money moved")
  func receivedRequestOpensPayment() throws {
    let ext = try Extension(style: .expanded)
    let code = try #require(
      PayCode(handle: "@benok", name: "Ben Okafor", amount: Decimal(string: "18.75"), note: "Lunch"))
    let bubble = try #require(MessageBubbleLink.url(for: .pay(code)))
    ext.model.select(bubble, fromMe: false)
    guard case .success(let message)? = ext.model.selected else {
      Issue.record("a request PayMe wrote is read")
      return
    }
    #expect(message.title.text == "Ben Okafor requests $18.75" && message.handle == "@benok" && message.note == "Lunch")
    #expect(message.action?.text == "Pay in PayMe")
    ext.model.openSelected()
    let opened = try #require(ext.opened.first)
    #expect(opened == code.url && opened.absoluteString.hasPrefix("payme://pay/benok?"))
    // The app, given that link: a payment to Ben, amount and note filled in, waiting for Review and Face ID.
    let app = launchedApp()
    let balance = app.ledger.balance
    let count = app.ledger.transactions.count
    app.open(opened)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.recipient?.id == "c-ben")
    #expect(app.flow?.entry.text == "18.75" && app.flow?.note == "Lunch" && app.flow?.step == .amount)
    #expect(app.ledger.balance == balance && app.ledger.transactions.count == count, "nothing is paid by a link")
  }

  // https://developer.apple.com/documentation/foundation/nsextensioncontext/open(_:completionhandler:): an iMessage
  // app may open its own app, and only while that app is on the Home Screen; the handler gets false otherwise.
  @Test("Pay in PayMe that Messages refuses to open (PayMe only in the App Library) is said, and cleared on a retry")
  func openRefusedIsSaid() throws {
    let ext = try Extension(style: .expanded)
    let code = try #require(PayCode(handle: "@benok", name: "Ben Okafor", amount: 5))
    ext.model.select(MessageBubbleLink.url(for: .pay(code)), fromMe: false)
    ext.model.openSelected()
    #expect(ext.opened.count == 1 && !ext.model.openFailed)
    ext.model.openFinished(succeeded: false)
    #expect(ext.model.openFailed)
    #expect(
      PayMeCopy.messageOpenFailed.text
        == "Messages couldn't open PayMe. Open PayMe from your Home Screen or App Library.")
    // Tapped again (PayMe now on the Home Screen): the notice goes while Messages tries, and stays gone.
    ext.model.openSelected()
    #expect(!ext.model.openFailed && ext.opened.count == 2)
    ext.model.openFinished(succeeded: true)
    #expect(!ext.model.openFailed)
    // Another bubble starts clean.
    ext.model.openFinished(succeeded: false)
    ext.model.select(MessageBubbleLink.url(for: .pay(code)), fromMe: false)
    #expect(!ext.model.openFailed)
  }

  @Test("A send offer: its sender finishes it in PayMe (recipient to choose); its receiver is told nothing was sent")
  func sendOfferBothSides() throws {
    let ext = try Extension(style: .expanded)
    let offer = try #require(SendOffer(amount: 40, note: "Concert"))
    let bubble = try #require(MessageBubbleLink.url(for: .offer(offer)))
    ext.model.select(bubble, fromMe: true)
    guard case .success(let mine)? = ext.model.selected else {
      Issue.record("the sender's own offer is read")
      return
    }
    #expect(mine.title.text == "You offered to send $40.00" && mine.action?.text == "Send in PayMe")
    #expect(mine.opens == .offer(offer))
    ext.model.select(bubble, fromMe: false)
    guard case .success(let theirs)? = ext.model.selected else {
      Issue.record("a received offer is read")
      return
    }
    // Nothing is on its way: no "money is coming", and nothing to open (Activity would show nothing arrived).
    #expect(theirs.title.text == "Offer to send you $40.00" && theirs.opens == nil && theirs.action == nil)
    #expect(theirs.detail.text.hasPrefix("Nothing has been sent.") && theirs.detail.text.contains("no real money"))
    // The sender's PayMe: a payment of $40 for "Concert", at the recipients.
    let app = launchedApp()
    app.open(offer.url)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.step == .recipient && app.flow?.recipient == nil)
    #expect(app.flow?.entry.text == "40" && app.flow?.note == "Concert")
  }

  @Test("The user's own request, tapped, offers nothing to pay; a bubble PayMe did not write is refused in words")
  func ownRequestAndRefusals() throws {
    let ext = try Extension(style: .expanded)
    let own = try #require(PayCode(handle: "@jamie.r", name: "Jamie Rivera", amount: 10))
    ext.model.select(MessageBubbleLink.url(for: .pay(own)), fromMe: true)
    guard case .success(let message)? = ext.model.selected else {
      Issue.record("the user's own request is read")
      return
    }
    #expect(message.title.text == "You requested $10.00" && message.opens == nil && message.action == nil)
    ext.model.openSelected()
    #expect(ext.opened.isEmpty)
    for text in [
      "payme://pay/benok?name=Ben&amount=5", "https://payme.example/transaction/t-1", "https://payme.example/settings",
      "https://evil.example/pay/benok?name=Ben", "http://payme.example/pay/benok?name=Ben",
      "https://user@payme.example/pay/benok?name=Ben", "https://payme.example:8443/pay/benok?name=Ben",
      "https://payme.example/pay/benok?name=Ben#x", "https://payme.example/pay/benok?name=Ben&amount=1e3",
      "https://payme.example/send?amount=0", "https://payme.example/send?amount=10001",
      "https://payme.example/send?amount=5&note=%E2%80%AEevil", "https://payme.example//pay/benok?name=Ben",
      "https://payme.example/", "https://payme.example/send",
    ] {
      ext.model.select(URL(string: text), fromMe: false)
      #expect(ext.model.selected == .failure(.unreadable), "\(text)")
    }
    ext.model.select(nil, fromMe: false)
    #expect(ext.model.selected == .failure(.unreadable))
    #expect(MessageRefusal.unreadable.title.text == "Can't Open This Message")
    ext.model.deselect()
    #expect(ext.model.selected == nil)
  }

  @Test("Links only a bubble needs: a pay code's note and a send offer round-trip; a padded or empty note is refused")
  func linkFormat() throws {
    let code = try #require(PayCode(handle: "@benok", name: "Ben", amount: 5, note: "Taxi"))
    #expect(code.url.absoluteString == "payme://pay/benok?name=Ben&amount=5&note=Taxi")
    #expect(PayMeLink(url: code.url) == .pay(code))
    #expect(PayCode(handle: "@a", name: "A", note: String(repeating: "n", count: 141)) == nil)
    #expect(PayCode(handle: "@a", name: "A", note: "a\u{202E}b") == nil)
    #expect(PayCode(handle: "@a", name: "A", note: "  ")?.note == nil)
    for text in [
      "payme://pay/benok?name=Ben&note=", "payme://pay/benok?name=Ben&note=%20x", "payme://send?note=x",
      "payme://send?amount=5&amount=6", "payme://send/x?amount=5", "payme://send?amount=-5", "payme://send?amount=5#f",
    ] {
      #expect(PayMeLink(url: try #require(URL(string: text))) == nil, "\(text)")
    }
    #expect(PayMeLink(url: try #require(URL(string: "payme://send"))) == .send, "the plain link is unchanged")
    #expect(MessageBubbleLink.url(for: .settings) == nil && MessageBubbleLink.url(for: .send) == nil)
  }
}
