import Foundation
import Presentation
import TestSupport
import Testing

@testable import PayMeCore

/// A small RFC 4180 reader, independent of the writer: records of fields, quoted fields with doubled quotes,
/// CRLF between records. Nil for text that is not well-formed.
enum CSVReader {
  static func records(_ text: String) -> [[String]]? {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var scalars = Array(text.unicodeScalars)[...]
    var quoted = false
    var fieldStarted = false
    while let scalar = scalars.popFirst() {
      if quoted {
        if scalar == "\"" {
          if scalars.first == "\"" {
            scalars.removeFirst()
            field.unicodeScalars.append("\"")
          } else {
            quoted = false
            // After a closing quote only a separator or the line end may come.
            guard scalars.first == nil || scalars.first == "," || scalars.first == "\r" else { return nil }
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"":
        guard !fieldStarted, field.isEmpty else { return nil }
        quoted = true
        fieldStarted = true
      case ",":
        record.append(field)
        field = ""
        fieldStarted = false
      case "\r":
        guard scalars.popFirst() == "\n" else { return nil }
        record.append(field)
        records.append(record)
        record = []
        field = ""
        fieldStarted = false
      case "\n": return nil
      default:
        field.unicodeScalars.append(scalar)
        fieldStarted = true
      }
    }
    guard !quoted, field.isEmpty, record.isEmpty else { return nil }
    return records
  }
}

@Suite("Monthly statements")
struct StatementTests {
  static let newYork: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }()
  static let us = Locale(identifier: "en_US")

  static func date(_ text: String) -> Date {
    (try? Date.ISO8601FormatStyle().parse(text)) ?? .distantPast
  }

  static func entry(
    _ id: String, _ kind: Transaction.Kind, _ amount: String, at time: String, who: Contact = DemoData.contacts[0],
    note: String = "", status: Transaction.Status = .completed, fee: String? = nil
  ) -> Transaction {
    Transaction(
      id: id, kind: kind, counterparty: who, amount: Money(amount, .usd) ?? .zero(.usd), note: note,
      date: date(time), status: status, fee: fee.flatMap { Money($0, .usd) })
  }

  static func ledger(_ transactions: [Transaction], balance: String = "100.00") -> Ledger {
    Ledger(
      holderName: "Jamie Rivera", balance: Money(balance, .usd) ?? .zero(.usd), contacts: DemoData.contacts,
      transactions: transactions)
  }

  static func csv(_ ledger: Ledger, _ month: StatementMonth, now: String = "2026-12-15T12:00:00Z") -> [[String]] {
    let text = Statement.csv(ledger, month: month, timeZone: newYork.timeZone, now: date(now)) {
      $0.status.rawValue
    }
    return CSVReader.records(text) ?? []
  }

  @Test("Statements: months in the user's time zone, newest first; a month with no activity is not listed")
  func months() {
    let ledger = Self.ledger([
      // 23:30 on October 31 in New York: October's, though UTC calls it November.
      Self.entry("a", .sent, "5.00", at: "2026-11-01T03:30:00Z"),
      Self.entry("b", .received, "7.00", at: "2026-11-01T05:00:00Z"),
      Self.entry("c", .received, "1.00", at: "2026-08-10T12:00:00Z"),
    ])
    let months = Statement.months(ledger, calendar: Self.newYork, locale: Self.us)
    // September has nothing: not listed.
    #expect(months.map(\.id) == ["2026-11", "2026-10", "2026-08"])
    #expect(months.map(\.title) == ["November 2026", "October 2026", "August 2026"])
    #expect(months.first?.fileName == "PayMe Statement 2026-11.csv")
    let october = Self.csv(ledger, months[1])
    #expect(october.dropFirst(2).dropLast().map { $0[1] } == ["Payment Sent"])
    #expect(october[2][0] == "2026-10-31T23:30:00-04:00")
  }

  @Test("Statements: RFC 4180 with CRLF, a header, exact decimal amounts, opening and closing balances")
  func file() throws {
    let ledger = Self.ledger(
      [
        Self.entry("s", .sent, "0.10", at: "2026-11-03T15:00:00Z", note: "Lunch, \"the usual\"\nThanks"),
        Self.entry("r", .received, "0.20", at: "2026-11-04T15:00:00Z"),
        Self.entry("t", .bankTransfer, "100.00", at: "2026-11-05T15:00:00Z", fee: "1.50"),
        Self.entry("q", .request, "60", at: "2026-11-06T15:00:00Z", status: .pending),
        Self.entry("later", .received, "10.00", at: "2026-12-01T15:00:00Z"),
      ], balance: "1000.00")
    let month = try #require(Statement.months(ledger, calendar: Self.newYork, locale: Self.us).last)
    let text = Statement.csv(
      ledger, month: month, timeZone: Self.newYork.timeZone, now: Self.date("2026-12-15T00:00:00Z")
    ) {
      $0.status.rawValue
    }
    #expect(text.hasSuffix("\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
    #expect(text.contains("\"Lunch, \"\"the usual\"\"\nThanks\""))
    let records = try #require(CSVReader.records(text))
    #expect(records[0] == Statement.header)
    #expect(records.allSatisfy { $0.count == Statement.header.count })
    // Closing: today's 1000.00 less December's 10.00; opening: that less November's changes.
    #expect(records[1][1] == "Opening Balance" && records[1][5] == "1089.90")
    #expect(records[1][0] == "2026-11-01T00:00:00-04:00")
    #expect(records.last?[1] == "Closing Balance" && records.last?[5] == "990.00")
    #expect(
      records[2] == [
        "2026-11-03T10:00:00-05:00", "Payment Sent", "Ana Costa", "'@anacosta", "Lunch, \"the usual\"\nThanks", "0.10",
        "", "completed", "-0.10",
      ])
    #expect(records[3][5] == "0.20" && records[3][8] == "0.20")
    #expect(records[4][1] == "Transfer to Bank" && records[4][6] == "1.50" && records[4][8] == "-100.00")
    #expect(records[5][1] == "Request Sent" && records[5][5] == "60.00" && records[5][8] == "0.00")
  }

  @Test("Statements: text starting with = + - @ tab or CR is defused; amounts stay numbers, negative ones too")
  func injection() throws {
    let mallory = Contact(id: "m", name: "=HYPERLINK(\"http://x\",\"Pay\")", handle: "+1 555 0100")
    let ledger = Self.ledger([
      Self.entry("1", .sent, "18.75", at: "2026-11-03T15:00:00Z", who: mallory, note: "-2+3"),
      Self.entry("2", .received, "1.00", at: "2026-11-04T15:00:00Z", note: "@SUM(A1)"),
      Self.entry("3", .received, "1.00", at: "2026-11-05T15:00:00Z", note: "\tcmd"),
      Self.entry("4", .received, "1.00", at: "2026-11-06T15:00:00Z", note: "\r=1"),
      Self.entry("5", .received, "1.00", at: "2026-11-07T15:00:00Z", note: "Rent = 5"),
    ])
    let month = try #require(Statement.months(ledger, calendar: Self.newYork, locale: Self.us).first)
    let rows = Self.csv(ledger, month)
    #expect(rows[2][2] == "'=HYPERLINK(\"http://x\",\"Pay\")")
    #expect(rows[2][3] == "'+1 555 0100")
    #expect(rows[2][4] == "'-2+3")
    #expect(rows[2][8] == "-18.75")
    #expect(rows[3][4] == "'@SUM(A1)")
    #expect(rows[4][4] == "'\tcmd")
    #expect(rows[5][4] == "'\r=1")
    #expect(rows[6][4] == "Rent = 5")
  }

  @Test("Statements: amounts are the Decimal's own digits, in the currency's minor units, never a Double's")
  func amounts() {
    let tenth = Decimal(string: "0.1") ?? 0
    let fifth = Decimal(string: "0.2") ?? 0
    #expect(CSV.number(tenth + fifth, minorUnits: 2) == "0.30")
    #expect(CSV.number(120, minorUnits: 2) == "120.00")
    #expect(CSV.number(-(Decimal(string: "18.75") ?? 0), minorUnits: 2) == "-18.75")
    #expect(CSV.number(Decimal(string: "9999999999.99") ?? 0, minorUnits: 2) == "9999999999.99")
    #expect(CSV.number(1234, minorUnits: 0) == "1234")
    #expect(CSV.number(0, minorUnits: 2) == "0.00")
    #expect(CSV.number(Decimal(string: "-0.5") ?? 0, minorUnits: 2) == "-0.50")
  }

  @Test("Statements: Share writes the month's CSV to the temporary directory and opens the share sheet with it")
  @MainActor func share() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.settingsScreen.setHideBalance(true)
    let month = try #require(app.statements.months.first)
    app.statements.share(month)
    guard case .share(let item)? = app.presentation.surfaces.last?.destination else {
      Issue.record("no share sheet")
      return
    }
    let file = try #require(item.file)
    #expect(file.lastPathComponent == month.fileName)
    #expect(item.title == "PayMe Statement, \(month.title)")
    let bytes = try Data(contentsOf: file)
    #expect(bytes.prefix(3) == Data([0xEF, 0xBB, 0xBF]), "a byte order mark first, so Excel reads UTF-8")
    let written = try #require(String(data: bytes.dropFirst(3), encoding: .utf8))
    #expect(written == app.statements.statement(month))
    // Hide Balance hides the screen's amounts, not the file the user exported.
    let records = try #require(CSVReader.records(written))
    #expect(records.contains { $0[1] == "Payment Sent" && $0[5] == "18.75" })
    #expect(records.dropFirst().allSatisfy { $0[5] != PayMeCopy.hiddenAmount })
  }

  @Test("Statements: a file that cannot be written is said, and no share sheet opens")
  @MainActor func notWritten() throws {
    let harness = PayMeHarness()
    // A file where the Statements folder should be: the folder cannot be made.
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data().write(to: harness.directory.appendingPathComponent("Statements"))
    let app = harness.model()
    let month = try #require(app.statements.months.first)
    app.statements.share(month)
    #expect(app.alert?.kind(as: PayMeAlertID.self) == .statementNotSaved)
    #expect(!app.presentation.surfaces.contains { if case .share = $0.destination { true } else { false } })
  }

  @Test("Statements: any field, escaped, reads back as itself through an RFC 4180 reader")
  func fuzzEscaping() {
    var fuzzer = Fuzzer(seed: 0xC5F1)
    let seeds = ["plain", "a,b", "say \"hi\"", "line\r\nbreak", "\n", "\"", ",,", "=1+2", "é😀\u{0}"].map {
      Array($0.utf8)
    }
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      var fields: [String] = []
      for _ in 0..<fuzzer.int(1...4) {
        let bytes = fuzzer.chance(0.3) ? fuzzer.bytes(upTo: 24) : fuzzer.mutate(fuzzer.pick(seeds))
        fields.append(String(decoding: bytes, as: UTF8.self))
      }
      let record = CSV.record(fields)
      #expect(CSVReader.records(record) == [fields], "\(fields)")
      // Defused text still round-trips, and never starts a formula.
      let defused = fields.map(CSV.text)
      #expect(CSVReader.records(CSV.record(defused)) == [defused])
      for field in defused {
        #expect(!["=", "+", "-", "@", "\t", "\r"].contains(field.unicodeScalars.first ?? "x"))
      }
    }
  }

  @Test("Statements: the file goes when its share sheet has gone; one left by a killed run goes at the next launch")
  @MainActor func filesRemoved() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let month = try #require(app.statements.months.first)
    app.statements.share(month)
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.surfaces.last?.destination, let file = item.file else {
      Issue.record("no share sheet")
      return
    }
    #expect(FileManager.default.fileExists(atPath: file.path))
    // The user shares it, or closes the sheet: iOS's share sheet is done, SwiftUI's item goes to nil.
    app.sheetClosedByUser(presentedBy: app.presentation.topLevel - 1)
    await app.finishEverything()
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // A statement written by a run killed with its share sheet up stays in the folder until the next launch.
    app.statements.share(month)
    app.settlePresentation()
    #expect(FileManager.default.fileExists(atPath: file.path))
    _ = harness.model()
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
