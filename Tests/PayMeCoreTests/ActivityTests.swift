import Foundation
import Testing

@testable import PayMeCore

/// The Activity screen as people read it: by month, searchable, filtered.
@Suite("PayMe Activity: months, search and filter")
@MainActor
struct ActivityTests {
  var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    return calendar
  }
  let locale = Locale(identifier: "en_US")

  /// The demo's history, moved so that it spans two months: three entries in October, the rest in November.
  func ledger() throws -> (Ledger, Date) {
    let now = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 3, hour: 12)))
    return (DemoData.ledger(now: now), now)
  }

  @Test("Entries are grouped by month, newest month first, each newest first")
  func months() throws {
    let (ledger, now) = try ledger()
    let sections = ActivityModel().sections(ledger, hideAmounts: false, locale: locale, now: now, calendar: utc)
    #expect(sections.map(\.title) == ["November 2026", "October 2026"])
    #expect(sections.flatMap(\.rows).count == ledger.transactions.count, "every entry, once")
    let byID = Dictionary(uniqueKeysWithValues: ledger.transactions.map { ($0.id, $0.date) })
    for section in sections {
      let dates = section.rows.compactMap { byID[$0.id] }
      #expect(dates == dates.sorted(by: >))
    }
    let french = ActivityModel().sections(
      ledger, hideAmounts: false, locale: Locale(identifier: "fr_FR"), now: now, calendar: utc)
    #expect(french.first?.title.lowercased().contains("novembre") == true, "the month in the user's language")
  }

  @Test("Search finds a name or handle (accents ignored), a note, or an amount as typed")
  func search() throws {
    let (ledger, now) = try ledger()
    let activity = ActivityModel()
    func found(_ query: String, hide: Bool = false) -> [String] {
      activity.query = query
      return activity.sections(ledger, hideAmounts: hide, locale: locale, now: now, calendar: utc)
        .flatMap(\.rows).map(\.id).sorted()
    }
    #expect(found("chloe") == ["t-4", "t-7"], "Chloé, without the accent")
    #expect(found("@benok") == ["t-2", "t-6"])
    #expect(found("lunch") == ["t-2"])
    #expect(found("$18.75") == ["t-2"] && found("18.75") == ["t-2"])
    #expect(found("120") == ["t-4"])
    #expect(found("18.75", hide: true).isEmpty, "amounts hidden under Hide Balance are not searched")
    #expect(found("zzz").isEmpty && activity.noResults([]) == "zzz", "No Results names the search")
    #expect(found("").count == ledger.transactions.count)
  }

  @Test("An amount is found as the user's locale writes it: 12,50 in Germany and Spain, 12.50 in the US")
  func commaDecimalSearch() throws {
    let (ledger, now) = try ledger()
    let activity = ActivityModel()
    func found(_ query: String, _ identifier: String) -> [String] {
      activity.query = query
      return activity.sections(
        ledger, hideAmounts: false, locale: Locale(identifier: identifier), now: now, calendar: utc
      ).flatMap(\.rows).map(\.id).sorted()
    }
    for identifier in ["de_DE", "es_ES"] {
      #expect(found("18,75", identifier) == ["t-2"], "the locale's decimal comma (\(identifier))")
      #expect(found("18,7", identifier) == ["t-2"], "as it is being typed (\(identifier))")
      #expect(found("18.75", identifier) == ["t-2"], "a period before two digits is a decimal point too")
      #expect(found("120", identifier) == ["t-4"])
      #expect(found("18,76", identifier).isEmpty)
    }
    #expect(found("18,75", "en_US") == ["t-2"] && found("18.75", "en_US") == ["t-2"])
    #expect(found("1,2,3", "de_DE").isEmpty && found(",", "de_DE").isEmpty, "marks alone match nothing")
  }

  @Test("The filter shows sent payments, received ones, or requests both ways; with a search, both apply")
  func filter() throws {
    let (ledger, now) = try ledger()
    let activity = ActivityModel()
    func shown() -> [String] {
      activity.sections(ledger, hideAmounts: false, locale: locale, now: now, calendar: utc)
        .flatMap(\.rows).map(\.id).sorted()
    }
    activity.filter = .sent
    #expect(shown() == ["t-2", "t-4"])
    activity.filter = .received
    #expect(shown() == ["t-1", "t-5"])
    activity.filter = .requests
    #expect(shown() == ["t-3", "t-6", "t-7"])
    activity.query = "ben"
    #expect(shown() == ["t-6"])
    activity.filter = .received
    #expect(shown().isEmpty && activity.noResults([]) == "ben")
    #expect(ActivityFilter.allCases.map(\.title) == ["All", "Pending", "Sent", "Received", "Requests", "Transfers"])
  }

  @Test("The Activity screen reads its months from the app's ledger, and a new payment joins this month")
  func screenReadsLedger() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let before = app.activity.months.flatMap(\.rows).count
    app.activity.filter = .sent
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[3])
    app.type("7")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.activity.months.first?.rows.first?.title == "Dev Patel")
    app.activity.filter = .all
    #expect(app.activity.months.flatMap(\.rows).count == before + 1)
  }
}
