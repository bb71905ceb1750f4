import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// Leaving the foreground, iOS suspends the app soon after: what QuoteVault writes then (the widget's copy of the
/// collections, off the main actor) is written under a background task, ended once it is written or when the
/// time runs out.
@MainActor
@Suite("QuoteVault leaving the foreground: the widget's collections are written under a background task")
struct BackgroundTaskTests {
  @Test("QV-10.1: the background phase begins a task, writes the collections' copy, then ends the task")
  func writeUnderTask() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let tasks = SimulatedBackgroundTasks()
    var writtenAtEnd: [String]?
    tasks.onEvent = { event in
      if case .ended = event { writtenAtEnd = WidgetCollections.choices(in: device.store).map(\.name) }
    }
    let model = device.model(searchIndex: SimulatedSearchIndex(), backgroundTasks: tasks)
    model.continueAsGuest()
    await model.feed.reload()
    let collection = try #require(await model.library.createCollection(named: "Evenings"))
    await model.library.add(try #require(model.feed.quotes.first), to: collection)
    // Straight to the Home Screen, the copy's write perhaps still on its way.
    await model.follow([.inactive])
    #expect(tasks.events.isEmpty, "inactive (the app switcher, a system alert) asks for no time")
    await model.follow([.background])
    let began = try #require(tasks.events.first)
    guard case .began(_, let id) = began else { throw Failure("no task began first") }
    #expect(tasks.events == [began, .ended(id)], "one task, ended")
    #expect(writtenAtEnd == ["Evenings"], "the copy was on the device when the task ended")
    #expect(tasks.unended.isEmpty)
  }

  @Test("A task ends once, at expiry or when the work is done; one iOS refuses is never ended")
  func assertionEndsOnce() {
    let tasks = SimulatedBackgroundTasks()
    let expiring = BackgroundTaskAssertion(tasks, named: "write")
    tasks.expire()
    #expect(!expiring.isHeld && tasks.unended.isEmpty, "the expiration handler ended it, so iOS does not kill us")
    expiring.end()
    #expect(tasks.events == [.began("write", BackgroundTaskID(rawValue: 1)), .ended(BackgroundTaskID(rawValue: 1))])

    tasks.grantsTime = false
    let refused = BackgroundTaskAssertion(tasks, named: "write")
    refused.end()
    #expect(!refused.isHeld && tasks.events.count == 2, "nothing to end for a refused task")
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
