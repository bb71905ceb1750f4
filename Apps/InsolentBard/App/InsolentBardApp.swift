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
      // Checked: a build without its App Group says so (an assertion in debug, words on screen in release).
      // Only writes of what the widgets draw reload them; the model reloads them for the settings they read.
      let shared = SharedStore.appGroupChecked(
        BardShared.appGroup, widgetCenter: LiveWidgetCenter(), reloadingKeys: BardShared.keysReloadingWidgets)
      let model = BardModel(
        dependencies: BardDependencies(
          store: shared.store,
          // The device's zone as it is at each use, as the widget's timeline reads it for each request: after a
          // flight or a new zone in Settings the slots move at once, not once this process's cached zone resets.
          timeZone: { BardShared.timeZone },
          copyToPasteboard: { text in UIPasteboard.general.string = text },
          widgetCenter: LiveWidgetCenter(), container: shared.container,
          drawShareCard: { await ShareCardDrawing.draw($0, look: $1) },
          speech: SpeechOutput(synthesizer: LiveSpeechSynthesizer(), session: LiveAudioSession()),
          notifications: LiveNotificationCenter(), urls: LiveURLOpener(),
          notificationSettingsPage: URL(string: UIApplication.openNotificationSettingsURLString)
            ?? AppSettingsPage.url, privacyPolicyURL: PrivacyPolicy.configuredInBundle,
          rest: { try? await Task.sleep(for: $0) }))
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
