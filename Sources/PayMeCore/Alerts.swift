/// A system alert as values (PM-5): SwiftUI's `.alert` draws it, so it is Apple's own dialog, never a custom
/// modal; tests read the title, message and buttons.
public struct AlertValue: Equatable, Sendable, Identifiable {
  public enum Role: Sendable, Equatable { case cancel, destructive, `default` }

  /// What a button does, for the model to carry out.
  public enum Action: Sendable, Equatable {
    case dismiss
    case confirmPayment
    case openSettings
    case retryAuthentication
    case resetDemoData
    /// Withdraws a pending request (after "Cancel Request?").
    case cancelRequest(String)
  }

  public struct Button: Equatable, Sendable {
    public let title: String
    public let role: Role
    public let action: Action
  }

  public let id: String
  public let title: String
  public let message: String
  public let buttons: [Button]

  public init(id: String, title: String, message: String, buttons: [Button]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
