/// Something VoiceOver announces (`AccessibilityNotification.Announcement`); a new id for every announcement,
/// so the same words said twice are announced twice.
public struct Announcement: Equatable, Sendable {
  public let id: Int
  public let text: String
}
