import AppServices
import Foundation

/// `LAContext` on a device, as iOS behaves (../shared/reference/platform-behaviour.md, "LocalAuthentication"):
/// - `.deviceOwnerAuthentication` tries biometrics, then asks for the passcode by itself: it never reports a
///   biometric failure, lockout or denial to the app, and never `.userFallback`; it fails with
///   `.passcodeNotSet` when there is no passcode;
/// - `.deviceOwnerAuthenticationWithBiometrics` fails when biometrics are missing, not enrolled, locked out or
///   denied to the app; after a failed try its fallback button (hidden by a "" title) returns `.userFallback`;
///   three failures in one prompt answer `.authenticationFailed`; five in a row lock biometrics out until the
///   passcode is entered;
/// - Face ID asks the app's permission at the first evaluation (not before); once denied, `canEvaluatePolicy`
///   fails with `.biometryNotAvailable` while `biometryType` stays `.faceID`;
/// - while any prompt is up, the scene is `.inactive` (`scene`, if given); the user leaving the app during a
///   prompt (the `.leaveApp` gesture, or the test's `scene.leaveApp()` while a `.waitForApp` prompt is up) sends
///   the scene to `.background` and the evaluation ends with `.systemCancel` (LAError.Code);
/// - the app invalidating the context (here: cancelling the task that waits for the answer) takes down a prompt
///   still up and ends it with `.appCancel` (`LAContext.invalidate()`).
/// The user's part is scripted (`script(_:)`); an unscripted prompt fails the test.
public final class SimulatedDeviceOwnerAuthentication: DeviceOwnerAuthenticationClient {
  /// What the user does at a prompt.
  public enum Gesture: Sendable, Equatable {
    /// Face ID's permission alert ("Do you want to allow App to use Face ID?").
    case allowFaceID, dontAllowFaceID
    /// Looks at the phone or touches the sensor: recognised or not.
    case match, noMatch
    /// Taps the fallback button ("Enter Passcode").
    case tapFallback
    /// Types the device passcode.
    case enterPasscode
    case cancel
    /// Swipes home (or switches apps) while the prompt is up: the system cancels it.
    case leaveApp
    /// Does nothing: the prompt stays up until the app invalidates it (cancels the waiting task: `.appCancel`)
    /// or the app leaves the foreground (the test moves the scene: `.systemCancel`).
    case waitForApp
  }

  public enum FaceIDPermission: Sendable, Equatable { case notAsked, allowed, denied }

  private struct State {
    var biometry: BiometryType
    var enrolled: Bool
    var passcodeSet: Bool
    var permission: FaceIDPermission = .notAsked
    var failuresInARow = 0
    var lockedOut = false
    var script: [Gesture] = []
    var prompts: [AuthenticationPolicy] = []
  }

  public static let failuresBeforeLockout = 5
  public static let failuresPerPrompt = 3

  private let state: Locked<State>
  private let scene: SimulatedScene?

  private let createdAt: CreatedAt

  /// An unscripted prompt is reported at the caller's line.
  public init(
    biometry: BiometryType = .faceID, enrolled: Bool = true, passcodeSet: Bool = true, scene: SimulatedScene? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
    state = Locked(State(biometry: biometry, enrolled: enrolled, passcodeSet: passcodeSet))
    self.scene = scene
  }

  public func script(_ gestures: Gesture...) { state { $0.script += gestures } }
  /// Settings > App > Face ID.
  public func userSetFaceIDPermission(_ permission: FaceIDPermission) { state { $0.permission = permission } }
  public var faceIDPermission: FaceIDPermission { state { $0.permission } }
  public var isLockedOut: Bool { state { $0.lockedOut } }
  /// Every prompt shown, in order.
  public var prompts: [AuthenticationPolicy] { state { $0.prompts } }
  /// Gestures scripted but never used: a test may check the flow asked for all it expected.
  public var unusedScript: [Gesture] { state { $0.script } }

  public func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
    state { state in
      let type = state.biometry
      switch policy {
      case .deviceOwnerAuthentication:
        return PolicyAvailability(biometryType: type, error: state.passcodeSet ? nil : .passcodeNotSet)
      case .deviceOwnerAuthenticationWithBiometrics:
        return PolicyAvailability(biometryType: type, error: Self.biometricProblem(state))
      }
    }
  }

  public func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async
    -> AuthenticationResult
  {
    // An invalidated context refuses to evaluate: a task cancelled before asking shows no prompt.
    if Task.isCancelled { return .failure(.appCancel) }
    if let problem = availability(of: policy).error { return .failure(problem) }
    await scene?.systemPromptAppeared()
    var result = state { state -> AuthenticationResult? in
      state.prompts.append(policy)
      return Self.run(policy, showsFallback: fallbackTitle != "", on: &state)
    }
    if result == .failure(.appCancel) { result = await staysUpUntilEnded() }
    if result == .failure(.systemCancel) {
      // The scene may be in the background already: the test sent it there while the prompt was up.
      if scene?.currentPhase != .background { await scene?.leaveApp() }
    } else {
      await scene?.systemPromptDisappeared()
    }
    guard let result else {
      unscripted("LocalAuthentication prompt (\(policy))", at: createdAt)
      return .failure(.userCancel)
    }
    return result
  }

  /// The prompt stays up, the user doing nothing, until the app invalidates it (`.appCancel`) or the scene leaves
  /// the foreground (`.systemCancel`: iOS takes the prompt down with the app).
  private func staysUpUntilEnded() async -> AuthenticationResult {
    let (ended, end) = AsyncStream<AuthenticationResult>.makeStream()
    defer { end.finish() }
    if let scene {
      let alreadyGone = await scene.followUntilBackground {
        end.yield(.failure(.systemCancel))
        end.finish()
      }
      if alreadyGone { return .failure(.systemCancel) }
    }
    // The stream yields only when the scene leaves the foreground; a cancelled task ends the wait with nothing.
    for await answer in ended { return answer }
    return .failure(.appCancel)
  }

  // MARK: - The system's prompt

  private static func biometricProblem(_ state: State) -> AuthenticationError? {
    if state.biometry == .none { return .biometryNotAvailable }
    if !state.enrolled { return .biometryNotEnrolled }
    if state.biometry == .faceID, state.permission == .denied { return .biometryNotAvailable }
    if state.lockedOut { return .biometryLockout }
    return nil
  }

  /// Plays the script through one prompt; nil when it runs out before the prompt ends.
  private static func run(_ policy: AuthenticationPolicy, showsFallback: Bool, on state: inout State)
    -> AuthenticationResult?
  {
    // Face ID's permission alert comes first, once.
    if state.biometry == .faceID, state.enrolled, state.permission == .notAsked {
      guard let answer = next(&state) else { return nil }
      switch answer {
      case .allowFaceID: state.permission = .allowed
      case .dontAllowFaceID: state.permission = .denied
      default: return nil
      }
    }
    var failuresThisPrompt = 0
    var biometricsUsable = biometricProblem(state) == nil
    while biometricsUsable {
      guard let gesture = next(&state) else { return nil }
      switch gesture {
      case .match:
        state.failuresInARow = 0
        return .success
      case .noMatch:
        failuresThisPrompt += 1
        state.failuresInARow += 1
        if state.failuresInARow >= failuresBeforeLockout { state.lockedOut = true }
        if policy == .deviceOwnerAuthenticationWithBiometrics {
          if state.lockedOut { return .failure(.biometryLockout) }
          if failuresThisPrompt >= failuresPerPrompt { return .failure(.authenticationFailed) }
        }
        biometricsUsable = !state.lockedOut
      case .tapFallback:
        // The fallback button shows only after a failed try (in either policy), and not at all with a "" title.
        guard showsFallback, failuresThisPrompt > 0 else { return nil }
        if policy == .deviceOwnerAuthenticationWithBiometrics { return .failure(.userFallback) }
        biometricsUsable = false
      case .cancel: return .failure(.userCancel)
      case .leaveApp: return .failure(.systemCancel)
      case .waitForApp: return .failure(.appCancel)
      case .enterPasscode, .allowFaceID, .dontAllowFaceID: return nil
      }
    }
    // Only the device owner policy gets here: the passcode, which also ends a lockout.
    guard policy == .deviceOwnerAuthentication else { return .failure(.biometryNotAvailable) }
    guard let gesture = next(&state) else { return nil }
    switch gesture {
    case .enterPasscode:
      state.lockedOut = false
      state.failuresInARow = 0
      return .success
    case .cancel: return .failure(.userCancel)
    case .leaveApp: return .failure(.systemCancel)
    case .waitForApp: return .failure(.appCancel)
    default: return nil
    }
  }

  private static func next(_ state: inout State) -> Gesture? {
    state.script.isEmpty ? nil : state.script.removeFirst()
  }
}
