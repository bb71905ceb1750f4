extension NoteWallModel {
  public enum PermissionsRun: Equatable, Codable, Sendable {
    case notStarted
    /// Shortcuts is open, asking for the folders.
    case running
    /// It came back having set the wallpaper: both folders were allowed.
    case succeeded
    /// It came back failed or cancelled: the folders may not be allowed yet.
    case failed(String?)
  }
}
