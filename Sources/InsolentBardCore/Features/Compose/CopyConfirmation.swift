/// "Copied!" where the user copied: the Copy button, or the History or Favourites row, says so for a moment, and
/// VoiceOver announces it. Each copy is a new confirmation (`id`), so copying twice restarts the moment and the
/// end of the first one cannot cut the second short.
public struct CopyConfirmation: Equatable, Sendable {
  /// The text that went to the pasteboard: the button or row showing it says "Copied!".
  public let text: String
  public let id: Int
  /// Said by the main screen's banner (`BardModel.copyBanner`): no button or row in sight made the copy.
  public let inBanner: Bool
  /// What VoiceOver says when the copy is made (`AccessibilityNotification.Announcement`).
  public var announcement: String { BardCopy.copied.text }

  /// How long the words stay before the button or row reads as before.
  public static let duration: Duration = .seconds(2)

  public init(text: String, id: Int, inBanner: Bool = false) {
    self.text = text
    self.id = id
    self.inBanner = inBanner
  }
}
