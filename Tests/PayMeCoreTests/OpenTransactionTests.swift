import Foundation
import Testing

@testable import PayMeCore

/// A history row is a value; its tap is an intent (`openTransaction`), and the pushed route holds the entry's one
/// `TransactionModel` (issue 37): drawing the list again makes no model, and a tap makes exactly one.
@Suite("PayMe: a history row's tap pushes one screen model")
@MainActor
struct OpenTransactionTests {
  @Test("Opening an Activity row pushes one model for that entry; redrawing the list makes none")
  func activityRow() throws {
    let app = PayMeHarness().launched()
    app.path = [.activity]
    // What the list draws, read as each redraw reads it: the same values, holding no screen model.
    let sections = app.activity.months
    #expect(app.activity.months == sections)
    let row = try #require(sections.first?.rows.first)
    #expect(!Mirror(reflecting: row).children.contains { $0.value is TransactionModel })
    #expect(app.pushed == [.activity], "drawing the rows pushes nothing")
    app.openTransaction(row.id)
    let screen = try #require(app.shownTransaction)
    #expect(screen.id == row.id && app.pushed == [.activity, .transaction(row.id)])
    // The list redrawn under the pushed screen, and a second tap before the push ends: still the one model.
    _ = app.activity.months
    app.openTransaction(row.id)
    #expect(app.shownTransaction === screen && app.pushed == [.activity, .transaction(row.id)])
  }

  @Test("The dashboard's Recent Activity opens the same way; an id not in the history opens nothing")
  func dashboardRow() throws {
    let app = PayMeHarness().launched()
    let row = try #require(app.dashboard.recent.first)
    app.openTransaction(row.id)
    #expect(app.pushed == [.transaction(row.id)] && app.shownTransaction?.id == row.id)
    app.path = []
    app.openTransaction("no-such-entry")
    #expect(app.path.isEmpty)
  }

  @Test("Back, then the same row again: a fresh model for the fresh screen, the popped one let go")
  func pushedAgain() throws {
    let app = PayMeHarness().launched()
    app.path = [.activity]
    let row = try #require(app.activity.months.first?.rows.first)
    weak var first: TransactionModel?
    do {
      app.openTransaction(row.id)
      first = app.shownTransaction
      #expect(first != nil)
    }
    app.path.removeLast()  // the system back button
    #expect(first == nil, "nothing keeps a popped screen's model")
    app.openTransaction(row.id)
    #expect(app.shownTransaction != nil && app.pushed == [.activity, .transaction(row.id)])
  }
}
