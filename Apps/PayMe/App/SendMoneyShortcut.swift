#if os(iOS)
  import AppIntents
  import Foundation
  import Localization
  import PayMeCore
  import SharedStore

  // Declared in the app target's own sources, where Xcode extracts App Intents metadata
  // (platform-behaviour.md, "App Intents"): Siri, Spotlight and the Action button offer it with no setup.

  /// "Send Money": opens PayMe at a new payment, through the very link handling the Home Screen quick action,
  /// `payme://send` and a scanned code use (`PayMeModel.open`), so a filled-in payment asks first, and onboarding
  /// or App Lock hold it until they are done. With a recipient (and an amount) it opens the payment filled in
  /// (`payme://pay/…`); the user still reviews it, confirms it and passes Face ID in PayMe: nothing is sent here.
  struct SendMoneyIntent: AppIntent {
    // Literal keys and English, which Xcode reads at build time; the words come from the app's
    // Localizable.xcstrings (the phrases below from AppShortcuts.xcstrings, as App Shortcuts require).
    static var title: LocalizedStringResource {
      LocalizedStringResource("payme.intent.title", defaultValue: "Send Money")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "payme.intent.description",
          defaultValue:
            "Opens PayMe to send demo money to someone. You review and confirm it in PayMe. No real money moves."))
    }
    static var openAppWhenRun: Bool { true }
    /// Contacts' names and handles are listed and resolved here: the iPhone must be unlocked first, even when asked
    /// from an unlocked Apple Watch (the default, `.alwaysAllowed`, runs an intent on a locked phone), as VocaPin's
    /// Pin Note is.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }

    /// Text, not a number: Siri's and Shortcuts' numbers are Doubles, and money is Decimal. PayMe's amount field
    /// parses it, in the user's locale.
    @Parameter(title: LocalizedStringResource("payme.intent.amount", defaultValue: "Amount"))
    var amount: String?

    @Parameter(title: LocalizedStringResource("payme.intent.recipient", defaultValue: "Recipient"))
    var recipient: PayMeContactEntity?

    @MainActor
    func perform() async throws -> some IntentResult {
      let ledger = SendMoneyShortcut.savedLedger(PayMeDependencies.appStore, now: Date())
      switch SendMoneyShortcut.link(amount: amount, recipient: recipient?.id, ledger: ledger, locale: .current) {
      case .success(let link):
        // Held by the inbox until the model is there, when the shortcut launched the app.
        PayMeAppDelegate.quickActions.deliver(link.url)
        return .result()
      case .failure(.needsRecipient):
        // The core's words, already in the app's language: an argument of "%@", never a key to look up again.
        let words: LocalizedStringResource = "\(PayMeCopy.shortcutWhoToPay.text)"
        throw $recipient.needsValueError(IntentDialog(words))
      case .failure(let refusal):
        // Siri and Shortcuts show an error's own words only when it gives them as a LocalizedStringResource.
        throw SendMoneyRefusal(message: refusal.message(locale: .current).text)
      }
    }
  }

  /// One of PayMe's contacts, as the shortcut's Recipient lists it; its identifier is the contact's handle.
  struct PayMeContactEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: LocalizedStringResource("payme.intent.contact", defaultValue: "Contact"))
    }
    var displayRepresentation: DisplayRepresentation {
      DisplayRepresentation(title: "\(name)", subtitle: "\(id)")
    }
    static var defaultQuery: PayMeContactQuery { PayMeContactQuery() }

    init(_ contact: Contact) {
      id = contact.handle
      name = contact.name
    }
  }

  /// PayMe's contacts as the app last saved them: by handle, by a typed or spoken name, or all as suggestions.
  struct PayMeContactQuery: EntityStringQuery {
    private var ledger: Ledger { SendMoneyShortcut.savedLedger(PayMeDependencies.appStore, now: Date()) }

    func entities(for identifiers: [String]) async throws -> [PayMeContactEntity] {
      SendMoneyShortcut.contacts(handles: identifiers, in: ledger).map(PayMeContactEntity.init)
    }

    // None listed or matched by name while App Lock is on (SendMoneyShortcut.mayListContacts).
    func entities(matching string: String) async throws -> [PayMeContactEntity] {
      guard SendMoneyShortcut.mayListContacts(PayMeDependencies.appStore) else { return [] }
      return SendMoneyShortcut.contacts(matching: string, in: ledger).map(PayMeContactEntity.init)
    }

    func suggestedEntities() async throws -> [PayMeContactEntity] {
      guard SendMoneyShortcut.mayListContacts(PayMeDependencies.appStore) else { return [] }
      return ledger.contacts.map(PayMeContactEntity.init)
    }
  }

  /// A refusal of the core's (an amount that is not one, someone PayMe does not know), worded for Siri in the
  /// user's language (the core looked it up).
  struct SendMoneyRefusal: Error, CustomLocalizedStringResourceConvertible {
    let message: String
    var localizedStringResource: LocalizedStringResource { "\(message)" }
  }

  /// The app's shortcuts, ready without setup; each phrase names the app, as Siri requires.
  struct PayMeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: SendMoneyIntent(),
        phrases: [
          "Send money with \(.applicationName)", "\(.applicationName) send money",
          "Pay someone with \(.applicationName)", "Send money to \(\.$recipient) with \(.applicationName)",
        ],
        shortTitle: LocalizedStringResource("payme.intent.title", defaultValue: "Send Money"),
        systemImageName: "arrow.up.circle")
    }
  }
#endif
