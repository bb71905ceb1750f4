/// Animation tokens: short, system-like, with no bounce (PM-10, VP-5.5).
public struct Motion: Equatable, Sendable {
  public enum Curve: String, Sendable { case easeInOut, easeOut, spring }

  /// Duration in seconds.
  public let duration: Double
  public let curve: Curve
  /// Spring bounce, 0 for a critically damped spring; the design system never bounces.
  public let bounce: Double

  public static let standard = Motion(duration: 0.25, curve: .easeInOut, bounce: 0)
  public static let quick = Motion(duration: 0.2, curve: .easeOut, bounce: 0)
  /// Pushes, sheets and other presentations: iOS's own navigation transition length.
  public static let presentation = Motion(duration: 0.3, curve: .spring, bounce: 0)

  public static let all: [Motion] = [standard, quick, presentation]

  /// What to play when the user asked to reduce motion: a cross-fade of the same length, no movement.
  public var reduced: Motion { Motion(duration: duration, curve: .easeInOut, bounce: 0) }
}
