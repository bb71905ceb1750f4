public enum GuideAlert: Equatable, Sendable {
  case notifications
  case folder(String)

  public var title: String {
    switch self {
    case .notifications: "\u{201C}NoteWall\u{201D} Would Like to Send You Notifications"
    case .folder(let folder): "Allow \u{201C}NoteWall\u{201D} to access \u{201C}\(folder)\u{201D}?"
    }
  }

  /// iOS's own words under the notification request; the folder prompt is drawn with its title only.
  public var message: String? {
    switch self {
    case .notifications:
      "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."
    case .folder: nil
    }
  }
}
