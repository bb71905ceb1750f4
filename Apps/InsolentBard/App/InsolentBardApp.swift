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
    @State private var model = BardModel(
      dependencies: BardDependencies(
        store: .appGroup(BardShared.appGroup, widgetCenter: LiveWidgetCenter()),
        copyToPasteboard: { text in Task { @MainActor in UIPasteboard.general.string = text } },
        widgetCenter: LiveWidgetCenter()))

    var body: some Scene {
      WindowGroup {
        // Criterion: IB-5.1, IB-5.2 (BardRootView's onOpenURL receives the launch URL on a cold start too)
        BardRootView(model: model)
      }
    }
  }
#endif
