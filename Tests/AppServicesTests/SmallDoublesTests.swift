import AppServices
import AppServicesTestSupport
import Foundation
import Testing

/// The doubles no other suite checks on their own: each test pins the fact of iOS its double models, with the
/// fact's source above it, so an app tested with them meets what a device would do. The widgets' facts are
/// ../shared/reference/platform-behaviour.md's "WidgetKit" section's neighbours (WidgetCenter's configurations are
/// not among them); the pasteboard and Spotlight have no section there, so Apple's pages are cited directly.
@Suite("The Home Screen, pasteboard and Spotlight doubles behave as iOS")
struct SmallDoublesTests {
  // https://developer.apple.com/documentation/widgetkit/widgetcenter/getcurrentconfigurations(_:) ("Retrieves
  // information about user-configured widgets"; https://developer.apple.com/documentation/widgetkit/widgetinfo: one
  // WidgetInfo, kind and family, per widget the user placed; its completion answers a Result that can fail)
  @Test("The placed widgets are the user's: none on a fresh install, one per placement, and a read can fail")
  func homeScreenReportsPlacements() async throws {
    let home = SimulatedHomeScreen()
    #expect(try await home.placedWidgets().isEmpty, "a fresh install has no widget placed")
    home.add(kind: "NoteWidget")
    home.add(kind: "NoteWidget", family: "accessoryRectangular")
    #expect(
      try await home.placedWidgets() == [
        PlacedWidget(kind: "NoteWidget", family: "systemSmall"),
        PlacedWidget(kind: "NoteWidget", family: "accessoryRectangular"),
      ], "each placement is listed, with its family")
    home.failNextRead()
    await #expect(throws: SimulatedHomeScreen.ReadFailed.self) { try await home.placedWidgets() }
    home.remove(kind: "NoteWidget")
    #expect(try await home.placedWidgets().count == 1, "the read after a failure answers again")
    #expect(home.reads == 4)
  }

  // https://developer.apple.com/documentation/uikit/uipasteboard/items (setting the items replaces every item
  // there was) and https://developer.apple.com/documentation/uikit/uipasteboard/optionskey/expirationdate (the
  // system removes the items at the expiration date)
  @Test("A write replaces what the pasteboard held, and its items are gone for other apps once they expire")
  @MainActor func pasteboardReplacesAndExpires() {
    let pasteboard = SimulatedPasteboard()
    let now = Date(timeIntervalSince1970: 1_000_000)
    pasteboard.setItems([["public.utf8-plain-text": Data("first".utf8)]], expiration: nil)
    pasteboard.setItems([["public.png": Data([1, 2, 3])]], expiration: now.addingTimeInterval(300))
    #expect(pasteboard.items(at: now) == [["public.png": Data([1, 2, 3])]], "the first write's item is gone")
    #expect(pasteboard.items(at: now.addingTimeInterval(299)).count == 1)
    #expect(pasteboard.items(at: now.addingTimeInterval(300)).isEmpty, "expired: nothing for another app")
    #expect(pasteboard.writes == 2)
  }

  // https://developer.apple.com/documentation/corespotlight/cssearchableitem/isupdate ("If this property is false
  // and the system encounters an item with the same identifier in the index, it deletes the old item and then
  // inserts the new one") and https://developer.apple.com/documentation/corespotlight/cssearchableindex/deletesearchableitems(withidentifiers:completionhandler:)
  // (the completion's error means nothing was journaled: the call changed nothing and may be retried)
  @Test("Spotlight: an id indexed again replaces its entry, an unknown id is no error, a failed call changes nothing")
  func searchIndexReplacesAndFails() async throws {
    let index = SimulatedSearchIndex()
    let first = SearchableEntry(id: "q-1", domain: "quotes", title: "Seneca", content: "Luck is preparation")
    try await index.index([first])
    let edited = SearchableEntry(id: "q-1", domain: "quotes", title: "Seneca", content: "We suffer more in imagination")
    try await index.index([edited])
    #expect(index.entries == [edited], "the same id is one entry, the newer")
    #expect(index.search("imagination SENECA") == [edited] && index.search("luck").isEmpty)
    try await index.remove(ids: ["no-such-id"])
    index.failNextCall()
    await #expect(throws: SimulatedSearchIndex.Unavailable.self) { try await index.remove(ids: ["q-1"]) }
    #expect(index.entries == [edited], "the failed removal removed nothing")
    try await index.remove(ids: ["q-1"])
    #expect(index.entries.isEmpty)
  }
}
