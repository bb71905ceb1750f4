/// What just happened, as a core reports it; the Apple layer plays the matching system haptic.
public enum HapticIntent: String, CaseIterable, Sendable, Codable {
  case buttonPress
  case confirmation
  case biometricSuccess
  case failure
  case selectionChange

  public var feedback: HapticFeedback {
    switch self {
    case .buttonPress: .impact(.light)
    case .confirmation: .impact(.medium)
    case .biometricSuccess: .impact(.heavy)
    case .failure: .error
    case .selectionChange: .selection
    }
  }
}

/// The system haptic patterns (UIFeedbackGenerator / SwiftUI `SensoryFeedback`); nothing custom (PM-11.5).
public enum HapticFeedback: Equatable, Sendable {
  public enum Weight: String, Sendable { case light, medium, heavy }
  case impact(Weight)
  case selection
  case success
  case error
}

/// Keeps haptics from being overused (PM-11.4): at most one every `minimumInterval` seconds, except that a
/// confirmation or failure always plays because it tells the user something they must not miss.
public struct HapticThrottle: Sendable {
  public var minimumInterval: Double
  private var lastPlayed: Double?

  public init(minimumInterval: Double = 0.1) {
    self.minimumInterval = minimumInterval
  }

  /// Whether to play `intent` at `time` (seconds on any monotonic clock), remembering it if so.
  public mutating func shouldPlay(_ intent: HapticIntent, at time: Double) -> Bool {
    let important = intent == .confirmation || intent == .failure || intent == .biometricSuccess
    if !important, let lastPlayed, time - lastPlayed < minimumInterval { return false }
    lastPlayed = time
    return true
  }
}

/// One haptic to play. SwiftUI's `sensoryFeedback(trigger:)` plays only when its trigger changes, so each
/// event carries a sequence number: two confirmations in a row are two different events and play twice.
public struct HapticEvent: Equatable, Sendable {
  public let intent: HapticIntent
  public let sequence: Int

  public init(_ intent: HapticIntent, sequence: Int) {
    self.intent = intent
    self.sequence = sequence
  }
}

/// Hands out haptic events, each distinct from the last.
public struct HapticEmitter: Sendable {
  public private(set) var last: HapticEvent?

  public init() {}

  public mutating func emit(_ intent: HapticIntent) {
    last = HapticEvent(intent, sequence: (last?.sequence ?? 0) &+ 1)
  }
}
