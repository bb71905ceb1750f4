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
    // Settings and the demo ledger in the app's own Application Support folder (PM-14: nothing leaves the device).
    @State private var model = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(
          directory: URL.applicationSupportDirectory.appendingPathComponent("PayMe", isDirectory: true)),
        biometrics: LocalAuthenticator(),
        notifications: LocalNotifier(),
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
