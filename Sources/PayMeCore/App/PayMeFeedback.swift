import DesignSystem
import Foundation
import Localization
import Observation

/// What PayMe makes felt and heard: the haptic of each intent (thinned, so a held key does not buzz without end)
/// and VoiceOver's announcements, held while App Lock is up. The app owns it (`PayMeModel.feedback`); the root
/// view plays `haptic` and posts `announcement`.
@MainActor
@Observable
public final class PayMeFeedback {
  /// The last thing VoiceOver should announce (an amount refused, a payment sent); views post it.
  public private(set) var announcement: Announcement?
  /// The last haptic to play; views play each new one.
  public var haptic: HapticEvent? { haptics.last }

  private var haptics = HapticEmitter()
  @ObservationIgnored private var throttle = HapticThrottle()
  @ObservationIgnored private var announcements = 0
  /// What was to be announced while App Lock was up, said once it is unlocked (`sayHeld`).
  @ObservationIgnored private var held: [String] = []
  static let heldLimit = 5

  /// A monotonic clock in seconds, for thinning haptics.
  let uptime: @Sendable () -> TimeInterval
  /// Whether App Lock holds the screen now.
  @ObservationIgnored var isLocked: @MainActor () -> Bool = { false }

  init(uptime: @escaping @Sendable () -> TimeInterval) { self.uptime = uptime }

  func play(_ intent: HapticIntent) {
    if throttle.shouldPlay(intent, at: uptime()) { haptics.emit(intent) }
  }

  /// Said now, or once App Lock is unlocked: while it is up, VoiceOver would speak a payment's amount and name over
  /// the lock screen to anyone near. Held rather than dropped for the run's alert: VoiceOver reads an alert as it
  /// appears, and one presented under the lock appeared unseen, so it may not be read when the lock goes; the
  /// announcement is the word a VoiceOver user surely hears, once, that money moved.
  func announce(_ text: String) {
    guard !isLocked() else {
      // A bound, so a device left locked through many runs keeps only the latest few.
      held = Array((held + [text]).suffix(Self.heldLimit))
      return
    }
    announcements += 1
    announcement = Announcement(id: announcements, text: text)
  }

  /// Announced in the user's language.
  func announce(_ copy: LocalizedCopy) { announce(copy.text) }

  /// Unlocked: what was held is said, in one announcement (the view posts only the latest value it sees).
  func sayHeld() {
    guard !isLocked(), !held.isEmpty else { return }
    let said = held
    held = []
    announce(said.joined(separator: ". "))
  }
}
