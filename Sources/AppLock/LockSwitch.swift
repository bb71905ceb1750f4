/// An app lock's on switch while the device owner check that changing it asks is up (PayMe's App Lock, Lock
/// VocaPin): it shows what the user chose at once and moves back only if the check fails, so it never flashes
/// back for a frame under the prompt.
public struct LockSwitch: Equatable, Sendable {
  /// What the user turned it to, while the check runs.
  public private(set) var requested: Bool?

  public init() {}

  /// What the switch shows: the choice under way, else the saved state.
  public func shown(saved: Bool) -> Bool { requested ?? saved }

  /// The user moved the switch: shown at once, before the check's task runs.
  public mutating func request(_ on: Bool) { requested = on }

  /// The check ended, whatever it said: the switch shows what is saved again.
  public mutating func checkEnded() { requested = nil }
}
