import AppServices
import DesignSystem
import Foundation
import Localization
import Testing

@testable import PayMeCore

/// Split a Bill after issue 41's review: anyone can share a bill (typed or from Contacts, as the send flow's
/// recipients), each refusal is said and felt, and the sheet ends on a Done step naming who was asked for what.
@Suite("PayMe Split a Bill: people, refusals and Done")
@MainActor
struct SplitPeopleTests {
  func money(_ text: String) -> Money { Money(Decimal(string: text) ?? 0, .usd) }

  func openSplit(_ harness: PayMeHarness = PayMeHarness()) throws -> (PayMeModel, SplitModel) {
    let app = harness.model()
    app.finishOnboarding()
    app.startSplit()
    app.settlePresentation()
    return (app, try #require(app.splitSheet))
  }

  @Test("A typed email, phone or handle no one has is offered to add, as the send flow's search does")
  func typedPerson() async throws {
    let (app, split) = try openSplit()
    split.query = "zoe.q@example.com"
    #expect(split.peopleSections.first == .typed("zoe.q@example.com"))
    #expect(PayMeCopy.payTyped("zoe.q@example.com", purpose: .request).text == "Request from zoe.q@example.com")
    app.splitSheet?.addTypedPerson()
    #expect(split.chosen.map(\.handle) == ["zoe.q@example.com"] && split.query.isEmpty)
    #expect(app.ledger.contact(handle: "zoe.q@example.com") == nil, "not on the list until asked")
    // Shown among the people, chosen, and not offered twice.
    guard case .contacts(let people)? = split.peopleSections.first(where: { $0.id == "contacts" }) else {
      Issue.record("no people section")
      return
    }
    #expect(people.contains { $0.handle == "zoe.q@example.com" && split.isChosen($0) })
    split.query = "ZOE.Q@example.com"
    #expect(split.typedNewPerson == nil)
    #expect(split.peopleSections.last == .chooseFromContacts, "Choose from Contacts is always there")
    // Asked: a request to them, and they join the list.
    split.query = ""
    split.type("30")
    app.splitSheet?.send()
    await app.finishEverything()
    #expect(app.ledger.transactions.first?.counterparty.handle == "zoe.q@example.com")
    #expect(app.ledger.contact(handle: "zoe.q@example.com") != nil)
  }

  @Test("Choose from Contacts over the split: the picked person shares the bill, once, shown with their photo")
  func pickedPerson() async throws {
    let (app, split) = try openSplit()
    split.chooseFromContacts()
    app.settlePresentation()
    let picker = try #require(SimulatedContactPicker(on: app))
    #expect(picker.model.target == .split)
    let photo = Data(repeating: 7, count: 2_000)
    picker.userChooses(
      PickedContact(givenName: "Mia", familyName: "Lund", emails: ["mia@example.com"], thumbnail: photo))
    picker.finishSlidingDown()
    await app.finishEverything()
    #expect(split.chosen.map(\.name) == ["Mia Lund"] && app.splitSheet === split)
    let mia = try #require(split.chosen.first)
    #expect(split.photo(of: mia) == photo, "the row's photo, read from the sheet")
    #expect(
      split.peopleSections.contains { section in
        if case .contacts(let people) = section { people.contains(mia) } else { false }
      }, "among the people, though not on the list until asked")
    // Picked again: the same person, not a second share.
    split.chooseFromContacts()
    app.settlePresentation()
    let again = try #require(SimulatedContactPicker(on: app))
    again.userChooses(PickedContact(givenName: "Mia", emails: ["MIA@example.com"]))
    again.finishSlidingDown()
    #expect(split.chosen.count == 1)
  }

  @Test("The people limit is 20 with the user, 20 friends without; one more is refused aloud, with an error haptic")
  func peopleLimit() throws {
    let (app, split) = try openSplit()
    let friends = (0..<21).map {
      Contact(id: "f\($0)", name: "Friend \($0)", handle: "@friend\($0)", acceptsAtOnce: false)
    }
    for friend in friends.prefix(19) { split.toggle(friend) }
    #expect(split.chosen.count == 19 && split.refusal == nil)
    let before = app.haptic?.sequence ?? 0
    split.toggle(friends[19])
    #expect(split.chosen.count == 19 && split.refusal == .tooManyPeople(20))
    let words = "A bill can be split between at most 20 people, counting you when you have a share."
    #expect(split.notice?.text == words && app.announcement?.text == words)
    #expect(app.haptic?.intent == .failure && (app.haptic?.sequence ?? 0) > before)
    // Without the user's share, the twentieth friend is taken; the 21st is not.
    split.includesMe = false
    split.toggle(friends[19])
    #expect(split.chosen.count == 20 && split.refusal == nil)
    split.toggle(friends[20])
    #expect(split.chosen.count == 20 && split.refusal == .tooManyPeople(20))
    split.type("100")
    #expect(split.split?.requests.count == 20 && split.split?.mine == nil)
    // The user's share back on would make 21: refused, and said.
    split.includesMe = true
    #expect(!split.includesMe && split.refusal == .tooManyPeople(20))
  }

  @Test("A bill of fewer cents than people says why Request is greyed out, aloud and felt")
  func tooFewCents() throws {
    let (app, split) = try openSplit()
    split.toggle(DemoData.contacts[0])
    split.toggle(DemoData.contacts[1])
    split.type("0.02")
    #expect(!split.canSend)
    let words = "The bill is too small to split this way: each share must be at least $0.01."
    #expect(split.notice?.text == words && app.announcement?.text == words && app.haptic?.intent == .failure)
    let entries = app.ledger.transactions.count
    app.splitSheet?.send()
    #expect(app.splitSheet === split && app.ledger.transactions.count == entries, "nothing requested")
    split.type("<3")
    #expect(split.canSend && split.notice == nil)
  }

  @Test("A refused key is said and felt as the payment's keypad does; a taken key ticks")
  func refusedKey() throws {
    let (app, split) = try openSplit()
    split.type("1")
    #expect(app.haptic?.intent == .selectionChange)
    split.type("2.345")
    #expect(split.entry.text == "12.34" && split.refusal == .amount(.tooManyDecimals(allowed: 2)))
    #expect(app.haptic?.intent == .failure)
    #expect(app.announcement?.text == AmountError.tooManyDecimals(allowed: 2).message(locale: app.locale).text)
    #expect(split.notice == AmountError.tooManyDecimals(allowed: 2).message(locale: app.locale))
    split.type("<")
    #expect(split.refusal == nil && split.notice == nil && split.entry.text == "12.3")
  }

  @Test("The refusals and the Done step's lines are in Spanish for a Spanish speaker")
  func spanish() throws {
    let spain = Locale(identifier: "es_ES")
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      #expect(
        SplitRefusal.tooManyPeople(20).message(locale: spain).text
          == "Una cuenta se puede dividir como máximo entre 20 personas, contándote a ti si pagas tu parte.")
      let least = SplitRefusal.tooFewCents(Money(Decimal(string: "0.01") ?? 0, .eur)).message(locale: spain).text
      #expect(least.hasPrefix("La cuenta es demasiado pequeña") && least.contains("0,01"), "\(least)")
      #expect(PayMeCopy.splitAsked("Ana", amount: "5,00 €").text == "Se pidieron 5,00 € a Ana")
      #expect(PayMeCopy.splitSentTitle.text == "Solicitudes enviadas")
    }
  }

  @Test("Sent, the split ends on Done: who was asked for how much, and the user's own share")
  func doneStep() async throws {
    let (app, split) = try openSplit()
    split.type("100")
    split.toggle(DemoData.contacts[0])
    split.toggle(DemoData.contacts[1])
    app.splitSheet?.send()
    await app.finishEverything()
    #expect(app.splitSheet === split, "the sheet stays up on its Done step")
    let sent = try #require(split.sent)
    #expect(sent.mine == money("33.34"))
    #expect(
      split.sentLines(locale: app.locale).map(\.text) == [
        "Asked \(DemoData.contacts[0].name) for $33.33", "Asked \(DemoData.contacts[1].name) for $33.33",
      ])
    #expect(app.announcement?.text == "Sent 2 requests")
    // Nothing more is taken on the Done step.
    split.type("5")
    split.paste("5")
    split.toggle(DemoData.contacts[2])
    app.splitSheet?.send()
    #expect(split.entry.text == "100" && split.chosen.count == 2 && split.sent == sent)
    app.splitSheet?.close()
    await app.finishEverything()
    #expect(app.splitSheet == nil)
  }
}
