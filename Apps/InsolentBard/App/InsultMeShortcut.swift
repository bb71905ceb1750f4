#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit
  import UIKit

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
        store: .appGroup(BardShared.appGroup, widgetCenter: .live), timeZone: BardShared.timeZone)
      // Siri runs this on a locked phone too (the default policy, `.alwaysAllowed`) and speaks aloud: while the
      // phone is locked (protected data unavailable: a passcode is set and the phone is locked), a coarse insult
      // is not said, as the Lock Screen widget redacts it.
      let locked = await MainActor.run { !UIApplication.shared.isProtectedDataAvailable }
      // Criterion: the core's insultMe(at:) and insultMeReply(at:phoneLocked:), tested with the app and the
      // widget (AppModelTests, InsultMeTests)
      let reply = service.insultMeReply(at: Date(), phoneLocked: locked)
      // The core's words, already in the app's language: an argument of "%@", never a String Catalog key to
      // look up again.
      let words: LocalizedStringResource = "\(reply)"
      return .result(value: reply, dialog: IntentDialog(words))
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
