public enum GuideAlert: Equatable, Sendable {
  case notifications
  case folder(String)

  /// The alert's title in the guide's language, as iOS (or Shortcuts, for a folder) words it.
  public var title: String { title(in: .current) }

  /// iOS's own words under the notification request; the folder prompt is drawn with its title only.
  public var message: String? { message(in: .current) }

  func title(in words: GuideSystemWords) -> String {
    switch self {
    case .notifications: words.notificationsTitle(app: "NoteWall")
    case .folder(let folder): words.folderTitle(app: "NoteWall", folder: folder)
    }
  }

  func message(in words: GuideSystemWords) -> String? {
    switch self {
    case .notifications: words.notificationsMessage
    case .folder: nil
    }
  }
}
