#if os(iOS)
  import AVFoundation
  import NoteWallCore
  import NoteWallUI
  import SwiftUI

  @main
  @MainActor
  struct NoteWallApp: App {
    @State private var model: NoteWallModel?

    init() {
      _model = State(initialValue: (try? NoteWallDependencies.live()).map(NoteWallModel.init(dependencies:)))
      // Muted guide videos must not stop the user's music: ambient until a video needs more (GuideAudioCategory).
      GuideAudioSession.apply(.launch)
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
