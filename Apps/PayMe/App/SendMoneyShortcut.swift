#if os(iOS)
  import AppIntents
  import Foundation
  import PayMeCore

  // Declared in the app target's own sources, where Xcode extracts App Intents metadata
  // (platform-behaviour.md, "App Intents"): Siri, Spotlight and the Action button offer it with no setup.

  /// "Send Money": opens PayMe at a new payment, through the very link the Home Screen quick action and
  /// `payme://send` use (`PayMeModel.open`), so a filled-in payment asks first, and onboarding or App Lock hold
  /// it until they are done.
  struct SendMoneyIntent: AppIntent {
    static var title: LocalizedStringResource { "Send Money" }
    static var description: IntentDescription? { IntentDescription("Opens PayMe to send money to someone.") }
    static var openAppWhenRun: Bool { true }

    @MainActor
    func perform() async throws -> some IntentResult {
      // Held by the inbox until the model is there, when the shortcut launched the app.
      PayMeAppDelegate.quickActions.deliver(PayMeLink.send.url)
      return .result()
    }
  }

  /// The app's shortcuts, ready without setup; each phrase names the app, as Siri requires.
  struct PayMeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: SendMoneyIntent(),
        phrases: [
          "Send money with \(.applicationName)", "\(.applicationName) send money",
          "Pay someone with \(.applicationName)",
        ],
        shortTitle: "Send Money", systemImageName: "arrow.up.circle")
    }
  }
#endif
