#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit

  /// The widget's "another insult" button (IB-7.1): runs in the widget's process, saves the next insult of this
  /// slot to the App Group, and the store's write hook reloads the widgets. The app reads the same record.
  ///
  /// Declared here, in the widget extension's own sources, because that is where Xcode extracts App Intents
  /// metadata from ("By default, your app intents are part of your application bundle":
  /// https://developer.apple.com/documentation/appintents/appintentspackage); an intent declared only in a
  /// statically linked package module may be invisible to the system, and the button would do nothing.
  struct AnotherInsultIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.widget.intent.anotherInsult", defaultValue: "Another Insult")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "bard.widget.intent.anotherInsultDescription",
          defaultValue: "Show another Shakespearean insult in the widget."))
    }
    /// The widget's button only: Shortcuts would list an action that shows nothing (the "Insult me" shortcut
    /// is the one to use there).
    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult {
      let service = InsultOfTheHour(
        store: .appGroup(BardShared.appGroup, widgetCenter: .live), timeZone: BardShared.timeZone)
      // Saved and recorded for History (in a store whose write reloads nothing more) off the cooperative pool:
      // the record waits for its lock.
      _ = try await service.anotherFromWidget(at: Date(), recordingIn: .appGroup(BardShared.appGroup))
      return .result()
    }
  }
#endif
