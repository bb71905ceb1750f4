extension AlertValue {
  /// A message: what happened, in words, under a title, with the app's own OK and nothing to choose. Every app
  /// builds its messages here, so they all read and dismiss one way.
  public static func message(id: some Hashable & Sendable, title: String, text: String, ok: String) -> Self {
    Self(id: id, title: title, message: text, buttons: [Button(ok, role: .cancel)])
  }
}

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

  /// Identifies the alert: the app's typed alert (which alert, about what), and for a message its place in line,
  /// so a dismissal reported for an older alert never closes a newer one.
  public let id: AlertID
  public let title: String
  public let message: String?
  public let buttons: [Button]
  public let style: Style

  /// `id` is the app's typed alert (an enum case with its payload): tests and models read it back with
  /// `kind(as:)`, never by matching strings.
  public init(
    id: some Hashable & Sendable, title: String, message: String? = nil, buttons: [Button], style: Style = .alert
  ) {
    self.id = AlertID(id)
    self.title = title
    self.message = message
    self.buttons = buttons
    self.style = style
  }

  /// The app's typed alert this value was made from, if it is of type `kind`.
  public func kind<Kind>(as kind: Kind.Type = Kind.self) -> Kind? { id.kind as? Kind }

  /// The same alert as the `serial`-th message of its stack: an id of its own, so a late dismissal of an earlier
  /// message with the same words never closes this one.
  func numbered(_ serial: Int) -> Self {
    Self(id: id.numbered(serial), title: title, message: message, buttons: buttons, style: style)
  }

  private init(id: AlertID, title: String, message: String?, buttons: [Button], style: Style) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
    self.style = style
  }
}

/// An alert's identity: the app's typed alert (`enum ...AlertID` with its payload, so a test reads which alert is up
/// and about what) and, for a queued message, its serial in the stack.
public struct AlertID: Hashable, Sendable {
  /// The app's typed alert.
  public let kind: any Hashable & Sendable
  let serial: Int

  init(_ kind: some Hashable & Sendable, serial: Int = 0) {
    self.kind = kind
    self.serial = serial
  }

  func numbered(_ serial: Int) -> AlertID { AlertID(kind, serial: serial) }

  /// The same alert, whatever its serial: how a message already waiting is recognised.
  func sameKind(as other: AlertID) -> Bool { AnyHashable(kind) == AnyHashable(other.kind) }

  public static func == (lhs: AlertID, rhs: AlertID) -> Bool { lhs.serial == rhs.serial && lhs.sameKind(as: rhs) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(kind))
    hasher.combine(serial)
  }
}
