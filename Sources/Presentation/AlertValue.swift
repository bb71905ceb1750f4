/// A system alert or confirmation dialog as a value: SwiftUI's `.alert` or `.confirmationDialog` draws it (the
/// system's own dialog, never a custom modal), and tests read its title, message and buttons.
public struct AlertValue<Action: Hashable & Sendable>: Identifiable, Hashable, Sendable {
  public enum Style: Hashable, Sendable {
    case alert
    /// An action sheet from the bottom (`confirmationDialog`), as Notes asks before deleting.
    case confirmationDialog
  }

  public enum Role: Hashable, Sendable { case cancel, destructive, `default` }

  public struct Button: Hashable, Sendable {
    public let title: String
    public let role: Role
    /// What the model does when the button is tapped; nil only dismisses.
    public let action: Action?

    public init(_ title: String, role: Role = .default, action: Action? = nil) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  /// Identifies the alert, so a dismissal reported for an older alert never closes a newer one.
  public let id: String
  public let title: String
  public let message: String?
  public let buttons: [Button]
  public let style: Style

  /// Raised by `PresentationStack.showMessage`: a message in words with a button that only dismisses.
  public var isMessage: Bool { id.hasPrefix(Self.messageIDPrefix) }
  static var messageIDPrefix: String { "message-" }

  public init(id: String, title: String, message: String? = nil, buttons: [Button], style: Style = .alert) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
    self.style = style
  }
}
