#if os(iOS)
  import AppServices
  import AppServicesLive
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import VocaPinCore
  import VocaPinUI

  @main
  @MainActor
  struct VocaPinApp: App {
    // Receives the Home Screen quick action ("New Note"), cold or warm, through a scene delegate.
    @UIApplicationDelegateAdaptor(VocaPinAppDelegate.self) private var appDelegate
    // The App Group store, shared with the widget. The model asks WidgetKit to reload after every change a widget
    // shows and on coming to the foreground (tested in VocaPinCoreTests), so the store's own hook is off; it reads
    // which widgets are placed at launch and on each return.
    @State private var model = VocaPinModel(
      dependencies: VocaPinDependencies(
        store: .appGroup(VocaPinShared.appGroup), widgetCenter: LiveWidgetCenter(),
        placedWidgets: LiveWidgetCenter(), speech: LiveSpeechRecognizer(), searchIndex: LiveSearchIndex(),
        urls: LiveURLOpener(), privacyPolicyURL: PrivacyPolicy.configuredInBundle))

    var body: some Scene {
      WindowGroup {
        // Criterion: VP-0.2 (NotesBoardView's onOpenURL receives a widget tap's URL, cold or warm)
        NotesBoardView(model: model)
          .onAppear { [model] in VocaPinQuickActionInbox.shared.connect { route in model.open(route.url) } }
      }
    }
  }
#endif
