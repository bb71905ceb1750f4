import Foundation
import SharedStore
import Testing

@testable import QuoteVaultCore

/// Whether a device owes the first-run flow (`OnboardingProgress.decide`), on a store the test owns: decided once,
/// and owed only to a new install that nobody signed in to and that holds nothing of an earlier one.
@Suite("QuoteVault onboarding: who owes the first-run flow")
struct OnboardingDecisionTests {
  private func store() -> SharedStore {
    SharedStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent("qv-onb-\(UUID())"))
  }

  @Test("A new install, signed out, with nothing saved owes it; the decision is kept for the next launch")
  func newInstall() throws {
    let store = store()
    let owed = try #require(OnboardingProgress.decide(in: store, firstLaunchOfInstall: true, signedIn: false))
    #expect(!owed.finished && owed.step == .topics)
    // Decided once: a later launch, even one that would not owe it, keeps what was decided.
    #expect(OnboardingProgress.decide(in: store, firstLaunchOfInstall: false, signedIn: true)?.finished == false)
  }

  @Test("Someone who had the app before is never shown it: an update, a session, or saved settings or reminders")
  func hadTheAppBefore() throws {
    #expect(OnboardingProgress.decide(in: store(), firstLaunchOfInstall: false, signedIn: false)?.finished == true)
    #expect(OnboardingProgress.decide(in: store(), firstLaunchOfInstall: true, signedIn: true)?.finished == true)
    let withSettings = store()
    try withSettings.write(QuoteVaultSettings(), for: QuoteVaultShared.settings)
    #expect(OnboardingProgress.decide(in: withSettings, firstLaunchOfInstall: true, signedIn: false)?.finished == true)
  }
}
