#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit

  // Declared in the app target's own sources, where Xcode extracts App Intents metadata
  // (platform-behaviour.md, "App Intents"): Siri and Spotlight offer the shortcut with no setup.

  /// "Insult me": Siri speaks, or Spotlight and Shortcuts show, the Insult of the Hour, the same one the app and
  /// the widgets show (the schedule is a pure function of the time and the saved settings).
  struct InsultMeIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.intent.insultMe", defaultValue: "Insult Me")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "bard.intent.insultMeDescription", defaultValue: "Speaks or shows the Insult of the Hour."))
    }
    static var openAppWhenRun: Bool { false }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
      let service = InsultOfTheHour(
        store: .appGroup(BardShared.appGroup, widgetCenter: LiveWidgetCenter()), timeZone: BardShared.timeZone)
      // Criterion: the core's insultMe(at:), tested with the app and the widget (AppModelTests)
      let insult = service.insultMe(at: Date())
      return .result(value: insult, dialog: IntentDialog(stringLiteral: insult))
    }
  }

  /// The app's shortcuts, ready without setup. The phrases are translated in AppShortcuts.xcstrings (their
  /// keys are the phrases, `${applicationName}` for the app's name), where Siri and Spotlight read them.
  struct BardShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: InsultMeIntent(),
        phrases: ["Insult me with \(.applicationName)", "\(.applicationName), insult me"],
        shortTitle: LocalizedStringResource("bard.intent.insultMe", defaultValue: "Insult Me"),
        systemImageName: "theatermasks")
    }
  }
#endif
