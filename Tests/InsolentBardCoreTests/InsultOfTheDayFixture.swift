import AppServicesTestSupport
import Foundation
import InsolentBardCore

/// The set-up the Insult of the Day's tests start from: a phone at `iso` in `timeZone` whose notification centre
/// behaves as iOS's (one prompt, the same identifier replaces, the soonest 64 kept), answering the prompt with
/// `prompt`, and the Bard launched on it. The centre is in the harness's zone as it is at each use, so a test's
/// flight (`harness.zone.set`) moves what is pending as iOS would. An unscripted prompt is reported at the test's
/// line.
@MainActor
func notifyingBard(
  at iso: String = "2026-11-21T14:05:00Z", timeZone: TimeZone = utc,
  prompt: SimulatedNotificationCenter.Answer = .allow,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> (harness: BardHarness, center: SimulatedNotificationCenter, app: BardModel) {
  let harness = BardHarness(at: iso, timeZone: timeZone)
  let zone = harness.zone
  let center = SimulatedNotificationCenter(
    now: { harness.clock.now }, deviceZone: { zone.zone }, fileID: fileID, filePath: filePath, line: line,
    column: column)
  let app = harness.model(notifications: center)
  center.scriptPrompt(prompt)
  return (harness, center, app)
}

extension BardHarness {
  /// The Bard launched (or launched again) on this phone with its notifications going to `center`: what is
  /// pending there outlives the app, as on iOS.
  @MainActor func model(notifications center: SimulatedNotificationCenter) -> BardModel {
    var dependencies = dependencies
    dependencies.notifications = center
    return BardModel(dependencies: dependencies)
  }
}
