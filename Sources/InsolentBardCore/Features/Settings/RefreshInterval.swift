import Localization

/// How often the Insult of the Hour changes (IB-2.1).
public enum RefreshInterval: Int, CaseIterable, Codable, Sendable, Comparable {
  case fiveMinutes = 5
  case fifteenMinutes = 15
  case thirtyMinutes = 30
  case hour = 60

  public static let `default`: RefreshInterval = .hour

  public var minutes: Int { rawValue }
  public var seconds: Int { rawValue * 60 }

  /// As the Settings picker and the Widget section show it.
  public var label: LocalizedCopy {
    minutes < 60 ? BardCopy.minutes(minutes) : BardCopy.hours(minutes / 60)
  }

  public init?(minutes: Int) { self.init(rawValue: minutes) }

  public static func < (lhs: RefreshInterval, rhs: RefreshInterval) -> Bool { lhs.rawValue < rhs.rawValue }
}
