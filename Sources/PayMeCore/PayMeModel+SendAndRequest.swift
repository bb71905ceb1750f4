import AppServices
import DesignSystem
import Foundation
import Localization
import Presentation

// MARK: - Send and request (PM-0.1, PM-0.2)

extension PayMeModel {
  public func startSend() { start(.send) }
  public func startRequest() { start(.request) }

  private func start(_ purpose: PaymentFlow.Purpose) {
    guard payment == nil else { return }
    play(.buttonPress)
    presentation.present(
      .payment(makePayment(PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale))))
  }

  /// Recents (while not searching) and the contacts matching the search, as the recipients list shows them.
  public func recipients(for flow: PaymentFlow?) -> (recents: [Contact], contacts: [Contact]) {
    let query = flow?.recipientQuery ?? ""
    let recents = query.isEmpty ? ledger.recentContacts() : []
    return (recents, ledger.contacts(matching: query))
  }

  /// The search the recipients list shows "No Results" for (`ContentUnavailableView.search`): a query that
  /// matches no contact. Nil while nothing is searched, or something matches.
  public func unmatchedSearch(for flow: PaymentFlow?) -> String? {
    guard let query = flow?.recipientQuery, !query.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return recipients(for: flow).contacts.isEmpty ? query : nil
  }

  /// The recipients screen, top to bottom: someone typed to pay as new, "No Results" or the lists, and
  /// "Choose from Contacts" always last, so a search that finds no one is never a dead end.
  public func recipientSections(for flow: PaymentFlow?) -> [RecipientSection] {
    var sections: [RecipientSection] = []
    if let typed = typedRecipient(for: flow) { sections.append(.typed(typed)) }
    if let query = unmatchedSearch(for: flow) {
      sections.append(.noResults(query))
    } else {
      let lists = recipients(for: flow)
      if !lists.recents.isEmpty { sections.append(.recents(lists.recents)) }
      sections.append(.contacts(lists.contacts))
    }
    sections.append(.chooseFromContacts)
    return sections
  }

  /// The search text as someone new to pay or ask ("Pay zoe@example.com"): a valid email, phone number or
  /// $handle/@handle that no contact on the list has. Nil otherwise.
  public func typedRecipient(for flow: PaymentFlow?) -> String? { flow?.typedRecipient(in: ledger) }

  /// Who the flow pays or asks, as Review shows them: name and handle, and whether they are new to PayMe or
  /// named like another contact.
  public func recipientCheck(_ flow: PaymentFlow) -> RecipientCheck? { flow.recipient.map(ledger.check) }

}

/// The payment sheet's host: what `PaymentModel`'s intents ask of the app (PaymentModel+Intents.swift).
extension PayMeModel: PaymentHost {
  func isCurrentSheet(_ payment: PaymentModel) -> Bool { self.payment === payment }
  func askAboutPayment(_ alert: PayMeAlert) { presentation.showAlert(alert) }
  func tellAboutPayment(_ alert: PayMeAlert) { showMessage(alert) }
  var biometryDenied: Bool {
    dependencies.deviceOwner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryDenied
  }

  func paymentCheck(_ attempt: PaymentCheck.Attempt) -> PaymentCheck.Plan {
    let plan = PaymentCheck.plan(attempt, owner: dependencies.deviceOwner, toldDenied: toldBiometryDenied)
    // Said once this launch: later payments go straight to the passcode, as the alert says they will.
    if case .alert(let alert) = plan, alert.id == PayMeAlerts.biometryDenied(biometryKind).id {
      toldBiometryDenied = true
    }
    return plan
  }

  func confirmOwner(_ policy: AuthenticationPolicy, reason: LocalizedCopy) async -> AuthenticationResult {
    let owner = dependencies.deviceOwner
    // nil: iOS's own fallback title ("Enter Passcode"), shown after a face is not recognised.
    let result = await withOwnPrompt { await owner.evaluate(policy, reason: reason.text, fallbackTitle: nil) }
    readDeviceOwner()
    return result
  }

  func withdrawDiscardPayment() {
    if let shown = presentation.alert, shown.id == PayMeAlerts.discardPayment(.send).id {
      presentation.alertDismissed(id: shown.id)
    }
  }

  func remindLater(of request: Transaction) {
    guard notificationsOn else { return }
    let reminder = RequestReminder.request(for: request, locale: locale, hidingAmount: settings.hideBalance)
    let center = dependencies.notifications
    track {
      // The newest request's reminder fires last: at the cap it is the one left out, as iOS would drop it.
      let scheduled = await center.pendingIdentifiers().filter(RequestReminder.isReminder).count
      guard scheduled < RequestReminder.limit else { return }
      try? await center.add(reminder)
    }
    rememberReminderLocale()
  }

  func closePaymentSheet(_ payment: PaymentModel) {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { $0.payment === payment }
  }
}

/// A section of the recipients screen (`PayMeModel.recipientSections`).
public enum RecipientSection: Hashable, Sendable, Identifiable {
  /// "Pay <text>" (or "Request from <text>"): the search is an email, phone number or handle no contact has.
  case typed(String)
  /// The system's "No Results for …", in place of the lists.
  case noResults(String)
  case recents([Contact])
  case contacts([Contact])
  case chooseFromContacts

  public var id: String {
    switch self {
    case .typed: "typed"
    case .noResults: "noResults"
    case .recents: "recents"
    case .contacts: "contacts"
    case .chooseFromContacts: "chooseFromContacts"
    }
  }
}
