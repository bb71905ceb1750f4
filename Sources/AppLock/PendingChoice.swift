/// A setting whose change waits for the device owner's check (PayMe's App Lock; Lock VocaPin, Hide Note on
/// Widget, a longer Require, Show Notes on Lock Screen): its control shows the asked-for value at once, while iOS
/// asks, and returns to what is saved only if the check fails or is cancelled, so a switch never jumps back under
/// the prompt and then forward again.
public struct PendingChoice<Value: Equatable & Sendable>: Equatable, Sendable {
  /// What the user chose, while its check is queued or up.
  public private(set) var requested: Value?

  public init() {}

  /// What the control shows: the choice under way, else the saved value.
  public func shown(saved: Value) -> Value { requested ?? saved }

  /// The user chose `value`: shown at once, before the check's task runs.
  public mutating func request(_ value: Value) { requested = value }

  /// The check for `value` ended, whatever it said; a later choice made meanwhile stays shown for its own check.
  public mutating func checkEnded(for value: Value) {
    if requested == value { requested = nil }
  }

  /// A choice that needed no check (it only protects more) replaces any under way: the saved value shows.
  public mutating func clear() { requested = nil }
}
