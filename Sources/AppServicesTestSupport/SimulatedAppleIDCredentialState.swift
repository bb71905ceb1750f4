import AppServices
import Foundation

/// `ASAuthorizationAppleIDProvider.getCredentialState(forUserID:)` as iOS answers it: one of the four states,
/// or an error (nil here) when the system cannot tell. The test scripts each answer in order (`script(_:)`); a
/// check no test scripted fails the test, and answers nil (nothing known), which signs nobody out.
public final class SimulatedAppleIDCredentialState: AppleIDCredentialStateClient {
  /// One answer of `getCredentialState`.
  public enum Answer: Sendable, Equatable {
    case state(AppleIDCredentialState)
    /// The completion's error (no state can be trusted).
    case failure
  }

  private struct State {
    var script: [Answer] = []
    var asked: [String] = []
  }

  private let state = Locked(State())
  private let createdAt: CreatedAt

  public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func script(_ answers: Answer...) { state { $0.script += answers } }
  public func script(_ states: AppleIDCredentialState...) { state { $0.script += states.map(Answer.state) } }
  /// The user ids asked about, in order.
  public var asked: [String] { state { $0.asked } }
  public var unusedScript: [Answer] { state { $0.script } }

  public func credentialState(forUserID userID: String) async -> AppleIDCredentialState? {
    let answer = state { state -> Answer? in
      state.asked.append(userID)
      return state.script.isEmpty ? nil : state.script.removeFirst()
    }
    switch answer {
    case nil:
      unscripted("Sign in with Apple credential state check", at: createdAt)
      return nil
    case .failure?: return nil
    case .state(let credentialState)?: return credentialState
    }
  }
}
