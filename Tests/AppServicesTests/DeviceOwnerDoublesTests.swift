import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import SharedStore
import TestSupport
import Testing

// Each test pins one fact of ../shared/reference/platform-behaviour.md, so an app tested with these doubles is
// tested against iOS's behaviour, not against what its code hoped.

@Suite("LocalAuthentication as iOS answers")
struct DeviceOwnerTests {
  // https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication
  @Test("the device owner policy falls back to the passcode by itself: no denial, failure or userFallback")
  func ownerPolicyFallsBack() async {
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID)
    owner.script(.allowFaceID, .noMatch, .noMatch, .tapFallback, .enterPasscode)
    let result = await owner.evaluate(.deviceOwnerAuthentication, reason: "Pay", fallbackTitle: nil)
    #expect(result == .success)
    owner.userSetFaceIDPermission(.denied)
    owner.script(.enterPasscode)
    let afterDenial = await owner.evaluate(.deviceOwnerAuthentication, reason: "Pay", fallbackTitle: nil)
    #expect(afterDenial == .success)
  }

  // https://developer.apple.com/documentation/localauthentication/logging-a-user-into-your-app-with-face-id-or-touch-id
  @Test("Face ID asks permission at the first evaluation, not before")
  func permissionAtFirstEvaluation() async {
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID)
    #expect(owner.availability(of: .deviceOwnerAuthenticationWithBiometrics).canEvaluate)
    #expect(owner.faceIDPermission == .notAsked)
    owner.script(.dontAllowFaceID)
    let result = await owner.evaluate(.deviceOwnerAuthenticationWithBiometrics, reason: "Pay", fallbackTitle: "")
    #expect(result == .failure(.biometryNotAvailable))
    #expect(owner.faceIDPermission == .denied)
  }

  // https://developer.apple.com/documentation/localauthentication/lacontext/biometrytype
  @Test("a denial shows only as biometryNotAvailable with the biometry type still Face ID")
  func denialDetection() {
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID)
    owner.userSetFaceIDPermission(.denied)
    let availability = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    #expect(availability.biometryType == .faceID)
    #expect(availability.error == .biometryNotAvailable)
    #expect(availability.biometryDenied)
    #expect(
      !SimulatedDeviceOwnerAuthentication(biometry: .none).availability(of: .deviceOwnerAuthenticationWithBiometrics)
        .biometryDenied)
  }

  // https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthenticationwithbiometrics
  @Test("the biometrics policy: fallback after a failed try, three failures fail the prompt, five lock out")
  func biometricsPolicy() async {
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .touchID)
    owner.script(.noMatch, .tapFallback)
    #expect(
      await owner.evaluate(.deviceOwnerAuthenticationWithBiometrics, reason: "", fallbackTitle: nil)
        == .failure(.userFallback))
    let fresh = SimulatedDeviceOwnerAuthentication(biometry: .touchID)
    fresh.script(.noMatch, .noMatch, .noMatch)
    #expect(
      await fresh.evaluate(.deviceOwnerAuthenticationWithBiometrics, reason: "", fallbackTitle: nil)
        == .failure(.authenticationFailed))
    fresh.script(.noMatch, .noMatch)
    #expect(
      await fresh.evaluate(.deviceOwnerAuthenticationWithBiometrics, reason: "", fallbackTitle: nil)
        == .failure(.biometryLockout))
    #expect(fresh.availability(of: .deviceOwnerAuthenticationWithBiometrics).error == .biometryLockout)
    // The passcode, through the device owner policy, ends the lockout.
    fresh.script(.enterPasscode)
    _ = await fresh.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil)
    #expect(!fresh.isLockedOut)
  }

  // https://developer.apple.com/documentation/localauthentication/lacontext/localizedfallbacktitle
  @Test(
    "the fallback button shows only after a failed try, in either policy: tapping it before is no gesture iOS offers")
  func fallbackOnlyAfterFailure() async {
    for policy in [AuthenticationPolicy.deviceOwnerAuthentication, .deviceOwnerAuthenticationWithBiometrics] {
      let owner = SimulatedDeviceOwnerAuthentication(biometry: .touchID)
      owner.script(.tapFallback)
      await withKnownIssue("no fallback button before a failed try (\(policy))") {
        _ = await owner.evaluate(policy, reason: "", fallbackTitle: nil)
      }
    }
  }

  // https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication (passcodeNotSet)
  @Test("no passcode: the device owner policy cannot be evaluated")
  func noPasscode() {
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID, passcodeSet: false)
    #expect(owner.availability(of: .deviceOwnerAuthentication).error == .passcodeNotSet)
  }

  // https://developer.apple.com/forums/thread/798618 (the Face ID sheet makes the scene inactive)
  @Test("a prompt makes the scene inactive, never background")
  @MainActor
  func promptMakesSceneInactive() async {
    let scene = SimulatedScene()
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID, scene: scene)
    owner.script(.allowFaceID, .match)
    _ = await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil)
    #expect(scene.history == [.active, .inactive, .active])
  }

  // https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/systemcancel
  // ("The system canceled authentication", e.g. another app came to the foreground).
  @Test("leaving the app while the prompt is up: the scene goes to the background and the system cancels")
  @MainActor
  func leavingCancels() async {
    let scene = SimulatedScene()
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID, scene: scene)
    owner.userSetFaceIDPermission(.allowed)
    owner.script(.leaveApp)
    #expect(await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil) == .failure(.systemCancel))
    #expect(scene.history == [.active, .inactive, .background])
    owner.script(.noMatch, .leaveApp)
    scene.returnToApp()
    #expect(await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil) == .failure(.systemCancel))
  }
}

extension DeviceOwnerTests {
  // https://developer.apple.com/documentation/localauthentication/lacontext/invalidate() ("stops any pending policy
  // evaluations, causing them to fail with the LAError.Code.appCancel error code"; an invalidated context "cannot
  // be used for policy evaluation").
  @Test("the app invalidating a prompt still up takes it down with appCancel; a cancelled task shows no prompt")
  @MainActor
  func appInvalidates() async {
    let scene = SimulatedScene()
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID, scene: scene)
    owner.userSetFaceIDPermission(.allowed)
    owner.script(.noMatch, .waitForApp)
    let prompt = Task { await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil) }
    // The prompt is up (the scene inactive) until the app lets it go.
    #expect(await waitUntil { scene.phase == .inactive })
    prompt.cancel()
    #expect(await prompt.value == .failure(.appCancel))
    #expect(scene.history == [.active, .inactive, .active])
    let cancelledFirst = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil)
    }
    #expect(await cancelledFirst.value == .failure(.appCancel))
    #expect(owner.prompts.count == 1, "no second prompt")
  }
}

extension DeviceOwnerTests {
  // https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/systemcancel ("The
  // system canceled authentication": the app left the foreground), platform-behaviour.md "LocalAuthentication".
  @Test("the test sending the scene to the background while a prompt is up: the system cancels the evaluation")
  @MainActor
  func sceneLeavingCancels() async {
    let scene = SimulatedScene()
    let owner = SimulatedDeviceOwnerAuthentication(biometry: .faceID, scene: scene)
    owner.userSetFaceIDPermission(.allowed)
    owner.script(.waitForApp)
    let prompt = Task { await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil) }
    #expect(await waitUntil { scene.phase == .inactive })
    scene.leaveApp()
    #expect(await prompt.value == .failure(.systemCancel))
    #expect(scene.history == [.active, .inactive, .background], "no phase iOS would not pass through")
    // Back in the app, a new prompt the app lets go of ends with appCancel, the scene active again.
    scene.returnToApp()
    owner.script(.waitForApp)
    let second = Task { await owner.evaluate(.deviceOwnerAuthentication, reason: "", fallbackTitle: nil) }
    #expect(await waitUntil { scene.phase == .inactive }, "the second prompt is up")
    second.cancel()
    #expect(await second.value == .failure(.appCancel))
    #expect(scene.phase == .active)
  }
}
