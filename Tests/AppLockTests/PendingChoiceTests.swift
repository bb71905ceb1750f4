import AppLock
import AppServices
import Testing

@Suite("PendingChoice and biometry names: what both lock switches show")
struct PendingChoiceTests {
  @Test("The switch shows the user's choice while the check is up, then what is saved")
  func showsTheRequest() {
    var lockSwitch = PendingChoice<Bool>()
    #expect(!lockSwitch.shown(saved: false) && lockSwitch.shown(saved: true))
    lockSwitch.request(true)
    #expect(lockSwitch.shown(saved: false), "on at once, under the prompt")
    lockSwitch.checkEnded(for: true)
    #expect(!lockSwitch.shown(saved: false), "the check failed: back to what is saved")
  }

  @Test("Face ID, Touch ID and Optic ID by Apple's names and symbols; no biometrics, a lock and no name")
  func biometryNames() {
    let types: [BiometryType] = [.faceID, .touchID, .opticID, .none]
    #expect(types.map(\.name) == ["Face ID", "Touch ID", "Optic ID", nil])
    #expect(types.map(\.systemImage) == ["faceid", "touchid", "opticid", "lock"])
  }
}
