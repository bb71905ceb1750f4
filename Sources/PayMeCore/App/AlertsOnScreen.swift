/// The alert up and the messages waiting their turn, as a child asks of them before it raises one (a question
/// already up or waiting is not asked again; a notice waiting is replaced, one being read is not).
public struct AlertsOnScreen: Sendable {
  public var up: PayMeAlert?
  public var waiting: [PayMeAlert]

  public init(up: PayMeAlert? = nil, waiting: [PayMeAlert] = []) {
    self.up = up
    self.waiting = waiting
  }

  /// Every one of them, the one up first.
  public var all: [PayMeAlert] { [up].compactMap { $0 } + waiting }
}
