import AppServices
import Foundation
import Localization
import Testing

@testable import NoteWallCore

/// The More menu's "Privacy Policy" (App Review 5.1.1(i)): the build's https page in Safari, else NoteWall's own
/// account in a sheet, in the app's language.
@MainActor
@Suite("NoteWall privacy policy")
struct PrivacyPolicyTests {
  @Test("A configured https page opens in Safari; nothing is presented")
  func configuredPage() async {
    let world = World()
    world.configuration.privacyPolicyURL = "https://notewall.example/privacy"
    let model = world.model()
    await model.showPrivacyPolicy()
    #expect(world.opened == ["https://notewall.example/privacy"])
    #expect(model.presentation.destinations.isEmpty)
  }

  @Test(
    "No page (none, an unexpanded build setting, http) shows NoteWall's own account",
    arguments: [nil, "$(NOTEWALL_PRIVACY_POLICY_URL)", "http://notewall.example/privacy"])
  func inAppSummary(_ configured: String?) async {
    let world = World()
    world.configuration.privacyPolicyURL = configured
    let model = world.model()
    await model.showPrivacyPolicy()
    #expect(world.opened.isEmpty)
    #expect(model.presentation.destinations == [.privacyPolicy])
    #expect(model.privacyPolicy.summary == NoteWallPrivacy.summary)
    #expect(model.privacyPolicy.summary.map(\.title).first == "Your notes")
  }

  @Test("The account is in the app's language: each title and body is its catalog's copy")
  func localized() {
    #expect(NoteWallPrivacy.summary.count == NoteWallPrivacy.sections.count)
    for (shown, copy) in zip(NoteWallPrivacy.summary, NoteWallPrivacy.sections) {
      #expect(shown.title == copy.title.text && shown.body == copy.body.text)
      #expect(copy.title.key.hasPrefix("notewall.privacy.") && copy.body.key.hasPrefix("notewall.privacy."))
    }
  }
}
