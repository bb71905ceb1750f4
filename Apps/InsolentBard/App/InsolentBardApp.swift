#if os(iOS)
  import AppServices
  import AppServicesLive
  import InsolentBardCore
  import InsolentBardUI
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit
  import UserNotifications

  @main
  @MainActor
  struct InsolentBardApp: App {
    /// The Home Screen quick actions (Another Insult, Favourites) and the scene delegate that receives them.
    @UIApplicationDelegateAdaptor private var delegate: BardAppDelegate
    @State private var model: BardModel
    /// Held for the app's lifetime (the centre keeps a weak reference): a tapped Insult of the Day opens the
    /// share card of its insult, even when the tap launched the app.
    private let notifications = NotificationTapRouter()

    init() {
      let model = BardModel(dependencies: .live(shared: BardDependencies.liveStore()))
      _model = State(initialValue: model)
      // Set before launch ends, as Apple asks.
      UNUserNotificationCenter.current().delegate = notifications
      notifications.open = { url in model.open(url) }
      // A quick action's link (Another Insult only from there); one that launched the app waited for this.
      BardAppDelegate.quickActions.open = { url in model.performQuickAction(url) }
      // Links opened into the app, by onOpenURL or the scene delegate, each open once (`OpenedLinks`).
      BardAppDelegate.linksInbox.open = { url in model.open(url) }
      // The Insult of the Day's buttons, as the core lists them: both open the app (unlocking first), Copy to
      // copy in front and say so, Share on the share card; and its Lock Screen words when previews are hidden.
      model.registerNotificationCategories()
      // 1.9.0 updates the React Native app: its favourites and settings come over once, read where
      // @react-native-async-storage kept them for this bundle, without holding up the launch.
      let files = FileManager.default
      let oldFolders = OldAppImport.folders(
        applicationSupport: files.urls(for: .applicationSupportDirectory, in: .userDomainMask).first,
        documents: files.urls(for: .documentDirectory, in: .userDomainMask).first,
        bundleID: Bundle.main.bundleIdentifier)
      Task { await model.importOldApp(from: oldFolders) }
      notifications.action = { identifier, link in model.handleInsultOfTheDayAction(identifier, link: link) }
    }

    var body: some Scene {
      WindowGroup {
        // Criterion: IB-5.1, IB-5.2 (BardRootView's onOpenURL receives the launch URL on a cold start too)
        BardRootView(model: model)
      }
    }
  }
#endif
