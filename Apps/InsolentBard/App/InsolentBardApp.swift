#if os(iOS)
  import AppServicesLive
  import InsolentBardCore
  import InsolentBardUI
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit

  @main
  @MainActor
  struct InsolentBardApp: App {
    @State private var model: BardModel = {
      // Checked: a build without its App Group says so (an assertion in debug, words on screen in release).
      let shared = SharedStore.appGroupChecked(BardShared.appGroup, widgetCenter: LiveWidgetCenter())
      return BardModel(
        dependencies: BardDependencies(
          store: shared.store,
          copyToPasteboard: { text in Task { @MainActor in UIPasteboard.general.string = text } },
          widgetCenter: LiveWidgetCenter(), container: shared.container,
          drawShareCard: { await ShareCardDrawing.png(for: $0) }, speech: LiveSpeechSynthesizer()))
    }()

    var body: some Scene {
      WindowGroup {
        // Criterion: IB-5.1, IB-5.2 (BardRootView's onOpenURL receives the launch URL on a cold start too)
        BardRootView(model: model)
      }
    }
  }
#endif
