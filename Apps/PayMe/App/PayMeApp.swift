#if os(iOS)
  import Foundation
  import PayMeCore
  import PayMeUI
  import SharedStore
  import SwiftUI
  import UIKit

  @main
  @MainActor
  struct PayMeApp: App {
    // Settings in the app's own Application Support folder; the demo ledger lives in memory (PM-14).
    @State private var model = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(
          directory: URL.applicationSupportDirectory.appendingPathComponent("PayMe", isDirectory: true)),
        biometrics: LocalAuthenticator(),
        openSettings: {
          Task { @MainActor in
            if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
          }
        }))

    var body: some Scene {
      WindowGroup {
        PayMeRootView(model: model)
      }
    }
  }
#endif
