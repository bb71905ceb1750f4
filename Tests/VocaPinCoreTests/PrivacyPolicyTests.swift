import AppServices
import Testing

@testable import VocaPinCore

/// Profile Settings' "Privacy Policy" row (App Review 5.1.1(i)): the build's https page, else VocaPin's own
/// account of what it keeps, which must match what the app does.
@Suite("VocaPin privacy policy row")
@MainActor
struct PrivacyPolicyTests {
  @Test("A configured https page is what the row opens")
  func configuredPage() {
    let harness = VocaPinHarness()
    harness.privacyPolicyURL = "https://vocapin.example/privacy"
    #expect(harness.model().privacyPolicy.page?.absoluteString == "https://vocapin.example/privacy")
  }

  @Test(
    "No page (none, empty, an unexpanded build setting, http) opens VocaPin's own account instead",
    arguments: [nil, "", "$(VOCAPIN_PRIVACY_POLICY_URL)", "http://vocapin.example/privacy"])
  func inAppSummary(_ configured: String?) {
    let harness = VocaPinHarness()
    harness.privacyPolicyURL = configured
    let policy = harness.model().privacyPolicy
    #expect(policy.page == nil)
    #expect(policy.summary == VocaPinCopy.privacySummary)
  }

  @Test("The account says what the app does: notes on the phone, dictation on device, the deleted notes' wait")
  func summarySaysWhatTheAppDoes() {
    let text = VocaPinCopy.privacySummary.map { $0.title + " " + $0.body }.joined(separator: "\n")
    // Kept on the phone, and honest that iOS backs the app's files up (the notes' and the recordings' alike).
    #expect(text.contains("kept on this iPhone") && !text.contains("on this iPhone only"))
    #expect(text.contains("backups"))
    #expect(text.contains("on-device speech recognition"))
    #expect(text.contains("for \(RecentlyDeleted.retentionDays) days"))
    #expect(text.contains("no ads, uses no analytics"))
    // The Lock Screen's, StandBy's and the Always-On display's widgets hide a note's words until the user turns on
    // the switch the text names, which a new install has off, as the widget's face does there.
    #expect(
      text.contains(
        "in StandBy and on the Always-On display say a note is there without showing its words unless you turn on \(VocaPinCopy.lockScreenShowsNotes.text)"
      ))
    #expect(!VocaPinHarness().model().lockScreenShowsNotes)
    let standBy = VocaPinWidgetSurroundings(isLockScreenFamily: false, showsContainerBackground: false)
    let alwaysOn = VocaPinWidgetSurroundings(isLockScreenFamily: false, isLuminanceReduced: true)
    #expect(standBy.isSeenByOthers && alwaysOn.isSeenByOthers)
    #expect(text.contains("with \(VocaPinCopy.Lock.toggle.text) on, \(VocaPinCopy.Lock.hideWidgetNote.text) hides it"))
    #expect(text.contains("Settings > Face ID & Passcode"))
    // Spotlight holds no note while the lock is on; deleting the app leaves what iCloud keeps.
    #expect(text.contains("while \(VocaPinCopy.Lock.toggle.text) is on no note is in it"))
    #expect(text.contains("what iCloud Sync keeps stays in your iCloud"))
  }
}
