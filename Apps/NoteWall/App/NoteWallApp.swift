#if os(iOS)
  import NoteWallCore
  import NoteWallUI
  import SwiftUI
  import UserNotifications

  @main
  @MainActor
  struct NoteWallApp: App {
    @State private var model: NoteWallModel?
    /// Held for the app's lifetime: the notification centre keeps only a weak reference.
    private let notifications = ForegroundReminders()

    init() {
      // Muted guide videos never stop the user's music: the model's GuideAudio sets the session when a video
      // plays (ambient, or playback mixing for picture-in-picture) and deactivates it with
      // notifyOthersOnDeactivation when none does.
      _model = State(initialValue: (try? NoteWallDependencies.live()).map(NoteWallModel.init(dependencies:)))
      // Set before launch ends, as Apple asks, so a reminder arriving while NoteWall is open is shown too.
      UNUserNotificationCenter.current().delegate = notifications
    }

    var body: some Scene {
      WindowGroup {
        if let model {
          NoteWallRootView(model: model)
        } else {
          ContentUnavailableView(
            "NoteWall can't start", systemImage: "exclamationmark.triangle",
            description: Text("Its storage could not be opened. Restart your iPhone and try again."))
        }
      }
    }
  }

  /// iOS shows nothing for a notification that arrives while the app is in front unless `willPresent` says how:
  /// the "notes changed" reminder shows as a banner and stays in Notification Center.
  final class ForegroundReminders: NSObject, UNUserNotificationCenterDelegate, Sendable {
    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      [.banner, .list, .sound]
    }
  }
#endif
