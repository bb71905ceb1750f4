#if os(iOS)
  import NoteWallCore
  import NoteWallUI
  import SwiftUI

  @main
  @MainActor
  struct NoteWallApp: App {
    @State private var model: NoteWallModel?

    init() {
      // Muted guide videos never stop the user's music: the model's GuideAudio sets the session when a video
      // plays (ambient, or playback mixing for picture-in-picture) and deactivates it with
      // notifyOthersOnDeactivation when none does.
      _model = State(initialValue: (try? NoteWallDependencies.live()).map(NoteWallModel.init(dependencies:)))
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
#endif
