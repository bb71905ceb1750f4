import Foundation

/// Who a request acts as: the role of its JWT, as PostgREST sets it for the policies.
public enum Principal: Equatable, Sendable {
  case anon
  case user(id: String, sessionID: String?)
  case serviceRole

  var userID: String? {
    if case .user(let id, _) = self { return id }
    return nil
  }
}
