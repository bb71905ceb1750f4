import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Profile Settings' switches and picker, driven as its view drives them: the sheet's own model reads the app's
/// settings (`values`) and changes them (`set(_:)`), so the view needs no other model.
@Suite("VocaPin's Profile Settings")
@MainActor
struct ProfileSettingsTests {
  private func openSettings(_ app: VocaPinModel) throws -> ProfileSettingsModel {
    app.showProfileSettings()
    app.settlePresentation()
    return try #require(app.profileSettingsScreen)
  }

  @Test("Each switch saves at once, the sheet shows it, and the next launch reads it")
  func switchesSave() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    let settings = try openSettings(app)
    #expect(!settings.values.lockScreenShowsNotes && settings.values.keepRecordings)
    settings.set(.lockScreenShowsNotes(true))
    settings.set(.keepRecordings(false))
    settings.set(.dictationLanguage("fr-FR"))
    #expect(settings.values.lockScreenShowsNotes && !settings.values.keepRecordings)
    #expect(settings.values.dictationLanguage == "fr-FR")
    let relaunched = harness.model()
    #expect(relaunched.lockScreenShowsNotes && !relaunched.keepRecordings && relaunched.dictationLanguage == "fr-FR")
  }

  @Test("The dictation picker lists the iPhone's on-device languages once they are read")
  func dictationChoices() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    let settings = try openSettings(app)
    await app.dictationLanguagesLoad?.value
    let listed = settings.values.dictationLanguageChoices
    #expect(listed.first?.id == nil, "Same as iPhone first")
    #expect(Set(listed.dropFirst().compactMap(\.id)) == Set(harness.speech.languages))
  }

  @Test("iCloud Sync's switch turns sync on, and the sheet says what it is doing")
  func iCloudSync() async throws {
    let cloud = SimulatedICloud()
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let app = VocaPinHarness().model(noteSync: engine.client)
    let settings = try openSettings(app)
    #expect(!settings.values.syncOn && !settings.values.syncHeldByNewerVersion)
    settings.set(.iCloudSync(true))
    #expect(await untilHolds { settings.values.syncOn })
    #expect(settings.values.syncStatus == VocaPinCopy.syncStatus(app.noteSync.status))
  }

  @Test("Done takes Profile Settings down")
  func done() throws {
    let app = VocaPinHarness().model()
    let settings = try openSettings(app)
    settings.done()
    app.settlePresentation()
    #expect(!app.isShowingProfileSettings && app.presentation.destinations.isEmpty)
  }
}
