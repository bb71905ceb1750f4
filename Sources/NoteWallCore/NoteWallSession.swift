import SharedStore

/// What the model kept only in memory before (issue 30): whether the user left for Shortcuts to install, and
/// where Step 6's run of the shortcut stands. Saved on every change, read at launch, so the app resumes at the
/// Installation Check and at Step 6's result after iOS ended it in the background.
struct NoteWallSession: Codable, Equatable, Sendable {
  var leftForShortcuts = false
  var permissionsRun = NoteWallModel.PermissionsRun.notStarted

  init(leftForShortcuts: Bool = false, permissionsRun: NoteWallModel.PermissionsRun = .notStarted) {
    self.leftForShortcuts = leftForShortcuts
    self.permissionsRun = permissionsRun
  }

  private enum CodingKeys: String, CodingKey { case leftForShortcuts, permissionsRun }

  /// A damaged or older file gives the defaults, never a failed launch.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    leftForShortcuts = (try? container.decodeIfPresent(Bool.self, forKey: .leftForShortcuts)) ?? false
    permissionsRun =
      (try? container.decodeIfPresent(NoteWallModel.PermissionsRun.self, forKey: .permissionsRun)) ?? .notStarted
  }

  static let key = StoreKey("notewall-session", default: NoteWallSession())
}
