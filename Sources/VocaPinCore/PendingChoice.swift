/// A setting whose change waits for the device owner's check (Lock VocaPin, Hide Note on Widget, a longer
/// Require, Show Notes on Lock Screen): its control shows the asked-for value at once, while iOS asks, and
/// returns to what is saved only if the check fails or is cancelled, so a switch never jumps back under the
/// prompt and then forward again. AppLock's `LockSwitch` (PayMe's App Lock) is this for a Bool alone.
struct PendingChoice<Value: Equatable & Sendable>: Equatable, Sendable {
  /// What the user chose, while its check is queued or up.
  private(set) var requested: Value?

  /// What the control shows: the choice under way, else the saved value.
  func shown(saved: Value) -> Value { requested ?? saved }

  /// The user chose `value`: shown at once, before the check's task runs.
  mutating func request(_ value: Value) { requested = value }

  /// The check for `value` ended, whatever it said; a later choice made meanwhile stays shown for its own check.
  mutating func checkEnded(for value: Value) {
    if requested == value { requested = nil }
  }

  /// A choice that needed no check (it only protects more) replaces any under way: the saved value shows.
  mutating func clear() { requested = nil }
}
