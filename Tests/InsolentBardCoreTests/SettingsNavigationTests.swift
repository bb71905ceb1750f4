import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// What Settings pushes (About, the privacy policy) is a path of its own model, not closures in the view: a link
/// that takes Settings down takes its pushed screens with it, and Settings opens again at its root.
@Suite("The Bard's Settings navigation")
@MainActor
struct SettingsNavigationTests {
  @Test("About and the privacy policy are pushed on Settings' own path; a widget link takes them down with Settings")
  func linkTakesThePathDown() throws {
    let app = BardHarness().model()
    let settings = try app.openSettings()
    #expect(settings.path.isEmpty, "Settings opens at its root")
    settings.path.append(.about)
    settings.path.append(.privacyPolicy)
    #expect(app.privacyPolicy.page == nil, "no page configured: the row pushes the app's own account")

    #expect(app.open(URL(string: "insolentbard://favourites")!))
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.isFavourites) == [true], "Settings and what it pushed are gone")

    app.presentation.dismissAll()
    app.settlePresentation()
    let reopened = try app.openSettings()
    #expect(reopened !== settings && reopened.path.isEmpty, "a new Settings, at its root")
  }

  @Test("Back (SwiftUI shortening the path) pops one screen; Done closes Settings whatever is pushed")
  func backAndDone() throws {
    let app = BardHarness().model()
    let settings = try app.openSettings()
    settings.path = [.about, .privacyPolicy]
    settings.path.removeLast()
    #expect(settings.path == [.about])
    settings.done()
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty)
  }
}
