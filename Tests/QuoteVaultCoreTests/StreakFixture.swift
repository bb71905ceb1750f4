import AppServicesTestSupport
import Foundation
import QuoteVaultCore

/// The streak's suites: a guest's QuoteVault in Paris from 2026-03-14 10:00, talking to the suite's backend.
@MainActor
protocol ParisGuestSuite {
  var backend: Backend { get }
}

extension ParisGuestSuite {
  var zone: TimeZone { TimeZone(identifier: "Europe/Paris") ?? .current }
  /// 2026-03-14 10:00 in Paris.
  var start: Date { Date(timeIntervalSince1970: 1_773_478_800) }

  /// A guest's app launched in front, as the root view starts it: the first phase, then the launch task.
  func launchedInFront(_ device: Device, clock: TestClock) async -> QuoteVaultModel {
    let model = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    model.sceneStarted(in: .active)
    await model.launchOnce()
    return model
  }
}
