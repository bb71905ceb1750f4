import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// What Profile Settings pushes (the privacy policy) is a path of the sheet's own model, so it goes with the
/// sheet, and a settings link decides where the reader lands.
@Suite("VocaPin's Profile Settings navigation")
@MainActor
struct SettingsNavigationTests {
  @Test("A settings link over the pushed privacy policy keeps the sheet and shows Settings itself")
  func settingsLinkPopsToRoot() throws {
    let app = VocaPinHarness().model()
    app.showProfileSettings()
    app.settlePresentation()
    let settings = try #require(app.profileSettingsScreen)
    #expect(settings.path.isEmpty, "Settings opens at its root")
    #expect(settings.values.privacyPolicy.page == nil, "no page configured: the row pushes the app's own account")
    // What the row's NavigationLink(value:) does to `$screen.path`.
    settings.path.append(.privacyPolicy)
    app.open(try #require(URL(string: "vocapin://settings")))
    app.settlePresentation()
    #expect(app.presentation.destinations == [.profileSettings(settings)], "the same sheet, not another")
    #expect(settings.path.isEmpty, "back at the toggle and the rows")
  }

  @Test("Done takes the pushed screens down with the sheet; Settings opens again at its root")
  func doneThenReopen() throws {
    let app = VocaPinHarness().model()
    app.showProfileSettings()
    app.settlePresentation()
    let settings = try #require(app.profileSettingsScreen)
    settings.path = [.privacyPolicy]
    settings.done()
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty && !app.isShowingProfileSettings)
    app.showProfileSettings()
    app.settlePresentation()
    let reopened = try #require(app.profileSettingsScreen)
    #expect(reopened !== settings && reopened.path.isEmpty)
  }
}
