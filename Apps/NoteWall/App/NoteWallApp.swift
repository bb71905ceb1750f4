#if os(iOS)
  import AppServicesLive
  import LocalizationUI
  import NoteWallCore
  import NoteWallUI
  import SwiftUI
  import UserNotifications

  @main
  @MainActor
  struct NoteWallApp: App {
    @State private var model: NoteWallModel?
    /// Held for the app's lifetime: the notification centre keeps only a weak reference.
    /// The shared router (AppServicesLive): the "notes changed" reminder, which carries no link, shows as a
    /// banner while NoteWall is in front and stays in Notification Center.
    private let notifications = NotificationTapRouter()

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
          ContentUnavailableView {
            Label(NoteWallCopy.cannotStart, systemImage: "exclamationmark.triangle")
          } description: {
            Text(NoteWallCopy.cannotStartDetail)
          }
        }
      }
    }
  }

#endif
