#if os(iOS)
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import VocaPinCore
  import VocaPinUI

  @main
  @MainActor
  struct VocaPinApp: App {
    // The App Group store: every save also asks WidgetKit to reload VocaPin's widgets.
    @State private var model = VocaPinModel(
      dependencies: VocaPinDependencies(store: .appGroup(VocaPinShared.appGroup)))

    var body: some Scene {
      WindowGroup {
        // Criterion: VP-0.2 (NotesBoardView's onOpenURL receives a widget tap's URL, cold or warm)
        NotesBoardView(model: model)
      }
    }
  }
#endif
