import SharedStore

/// What must outlive the process: whether the user left for Shortcuts to install, where Step 6's run of the
/// shortcut stands, and whether the lock screen shows older notes. Saved on every change, read at launch, so the
/// app resumes at the Installation Check and at Step 6's result after iOS ended it in the background.
struct NoteWallSession: Codable, Equatable, Sendable {
  var leftForShortcuts = false
  var permissionsRun = OnboardingModel.PermissionsRun.notStarted
  /// The notes or appearance changed since the shortcut last confirmed an update: the notes screen keeps saying
  /// so after a relaunch, until the wallpaper is updated.
  var lockScreenOutOfDate = false
  /// The token of the shortcut run the app started last and has not heard back from: iOS often ends the app
  /// while the user is in Shortcuts, and the callback must still be recognised after a cold launch.
  var pendingRun: String?

  init(
    leftForShortcuts: Bool = false, permissionsRun: OnboardingModel.PermissionsRun = .notStarted,
    lockScreenOutOfDate: Bool = false, pendingRun: String? = nil
  ) {
    self.leftForShortcuts = leftForShortcuts
    self.permissionsRun = permissionsRun
    self.lockScreenOutOfDate = lockScreenOutOfDate
    self.pendingRun = pendingRun
  }

  private enum CodingKeys: String, CodingKey { case leftForShortcuts, permissionsRun, lockScreenOutOfDate, pendingRun }

  /// A damaged or older file gives the defaults, never a failed launch.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    leftForShortcuts = (try? container.decodeIfPresent(Bool.self, forKey: .leftForShortcuts)) ?? false
    permissionsRun =
      (try? container.decodeIfPresent(OnboardingModel.PermissionsRun.self, forKey: .permissionsRun)) ?? .notStarted
    lockScreenOutOfDate = (try? container.decodeIfPresent(Bool.self, forKey: .lockScreenOutOfDate)) ?? false
    pendingRun = (try? container.decodeIfPresent(String.self, forKey: .pendingRun)) ?? nil
  }

  static let key = StoreKey("notewall-session", default: NoteWallSession())
}
