#if os(iOS)
  import AppIntents
  import Foundation
  import QuoteVaultCore
  import QuoteVaultUI

  // Declared in the app target's own sources, where Xcode extracts App Intents metadata
  // (platform-behaviour.md, "App Intents"): Siri, Spotlight and Shortcuts offer them with no setup.

  /// "Quote of the Day": Siri speaks, or Spotlight and Shortcuts show, today's quote, read from the App Group
  /// the widget reads, by the widget's own plan (`QuoteWidgetTimeline.todayAnswer`), without opening the app.
  struct QuoteOfTheDayIntent: AppIntent {
    // Computed, with literal keys and English: Xcode reads the literals at build time; the words come from the
    // app's Localizable.xcstrings.
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.intent.quoteOfTheDay.title", defaultValue: "Quote of the Day")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "quotevault.intent.quoteOfTheDay.description", defaultValue: "Shows today's quote from QuoteVault."))
    }
    static var openAppWhenRun: Bool { false }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
      // Criterion: the core's todayAnswer, tested against the widget's plan and the app (WidgetChoiceTests)
      let answer = QuoteWidgetTimeline.todayAnswerFromAppGroup()
      // The core's words, already in the app's language (a quote, or why there is none): an argument of "%@",
      // never a String Catalog key to look up again.
      let words: LocalizedStringResource = "\(answer.text)"
      return .result(value: answer.text, dialog: IntentDialog(words))
    }
  }

  /// "Search quotes": opens QuoteVault on Home's search with the words given (or the field empty, ready to
  /// type), through the app's own link handling (`QuoteVaultLink.search`, `QuoteVaultModel.open`).
  struct SearchQuotesIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.intent.search.title", defaultValue: "Search Quotes")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "quotevault.intent.search.description",
          defaultValue: "Opens QuoteVault to search quotes by their words or author."))
    }
    static var openAppWhenRun: Bool { true }

    @Parameter(title: LocalizedStringResource("quotevault.intent.search.term", defaultValue: "Search For"))
    var term: String?

    static var parameterSummary: some ParameterSummary { Summary("Search quotes for \(\.$term)") }

    @MainActor
    func perform() async throws -> some IntentResult {
      QuoteVaultApp.shortcutLinks.deliver(QuoteVaultLink.search(term ?? "").url)
      return .result()
    }
  }

  /// The app's shortcuts, ready without setup. Their phrases are localized in AppShortcuts.xcstrings (keyed by
  /// the English phrase, `${applicationName}` for the app's name), as App Shortcut phrases must be.
  struct QuoteVaultShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: QuoteOfTheDayIntent(),
        phrases: [
          "Quote of the day from \(.applicationName)", "\(.applicationName) quote of the day",
          "Show today's quote in \(.applicationName)",
        ],
        shortTitle: LocalizedStringResource(
          "quotevault.intent.quoteOfTheDay.shortTitle", defaultValue: "Quote of the Day"),
        systemImageName: "quote.opening")
      AppShortcut(
        intent: SearchQuotesIntent(),
        phrases: ["Search quotes in \(.applicationName)", "Search \(.applicationName)"],
        shortTitle: LocalizedStringResource("quotevault.intent.search.shortTitle", defaultValue: "Search Quotes"),
        systemImageName: "magnifyingglass")
    }
  }
#endif
