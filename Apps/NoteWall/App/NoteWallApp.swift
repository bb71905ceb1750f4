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
      // Picture-in-picture (NW-4.2) needs a playback session; the guide videos start muted, so nothing plays
      // aloud until the user unmutes one.
      try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
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
