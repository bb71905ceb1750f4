/// A custom animation as a value: how long it runs, whether it moves things or only fades, and whether it
/// repeats. Every custom animation in the apps is one of `MotionEffect`'s named effects, and every view plays it
/// through `respecting(reduceMotion:)`, so the system's Reduce Motion setting turns each of them into a
/// cross-fade of at most the same length: nothing flies, scales, spins, falls or floats.
public struct MotionEffect: Equatable, Sendable {
  public enum Movement: String, Sendable, CaseIterable {
    /// Opacity only: what Reduce Motion keeps.
    case fade
    /// Moves across the screen (NoteWall's note cards flying in, confetti falling).
    case travel
    /// Grows or shrinks (NoteWall's countdown).
    case scale
    /// Drifts up and down, for as long as it is on screen (NoteWall's mockup).
    case float
  }

  public let motion: Motion
  public let movement: Movement
  /// Seconds before it starts; a stagger between items is `delay * index`.
  public let delay: Double
  public let repeats: Bool

  public init(motion: Motion, movement: Movement, delay: Double = 0, repeats: Bool = false) {
    self.motion = motion
    self.movement = movement
    self.delay = delay
    self.repeats = repeats
  }

  /// What to play: the effect itself, or with Reduce Motion on, a cross-fade of the same length with no
  /// stagger. A repeating movement (a float) has nothing to cross-fade: it stays marked as repeating, and `plays`
  /// says the view should not run it at all.
  public func respecting(reduceMotion: Bool) -> MotionEffect {
    guard reduceMotion else { return self }
    return MotionEffect(motion: motion.reduced, movement: .fade, repeats: repeats)
  }

  /// Whether the view runs the animation at all: not a repeating fade (a float with Reduce Motion on).
  public var plays: Bool { !(movement == .fade && repeats) }

  // The apps' custom animations. Navigation, sheets and alerts (PayMe's screens among them) are the system's
  // own and follow Reduce Motion by themselves.

  /// NoteWall's hook: the cards fly in, one after another (NW-1.1).
  public static let hookArrival = MotionEffect(
    motion: Motion(duration: 0.8, curve: .spring, bounce: 0), movement: .travel, delay: 0.15)
  /// NoteWall's hook: the phone mockup floats.
  public static let hookFloat = MotionEffect(
    motion: Motion(duration: 2, curve: .easeInOut, bounce: 0), movement: .float, delay: 1, repeats: true)
  /// NoteWall's celebration: each word and count grows in (NW-8.1).
  public static let celebrationBeat = MotionEffect(
    motion: Motion(duration: 0.35, curve: .spring, bounce: 0), movement: .scale)
  /// NoteWall's confetti falls.
  public static let confetti = MotionEffect(
    motion: Motion(duration: 1.2, curve: .easeOut, bounce: 0), movement: .travel, delay: 0.03)
  /// NoteWall's onboarding steps and notes list, the Bard's card: already a cross-fade.
  public static let crossFade = MotionEffect(motion: .standard, movement: .fade)

  public static let all: [MotionEffect] = [hookArrival, hookFloat, celebrationBeat, confetti, crossFade]
}
