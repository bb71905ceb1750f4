import AppServices
import DesignSystem
import Foundation
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

  /// "Send" on the review screen: the system confirmation alert first; or, when the same amount went to the same
  /// person minutes ago, whether to send it again (`DuplicatePayment`), which is then the confirmation. Paying
  /// a contact's request is what they asked for: it is never taken for a duplicate.
  public func confirmSend() {
    guard let flow, flow.step == .review, let amount = flow.amount, let recipient = flow.recipient else { return }
    play(.buttonPress)
    if flow.answering == nil, let earlier = DuplicatePayment.recent(of: amount, to: recipient, in: ledger, now: now) {
      presentation.showAlert(PayMeAlerts.duplicatePayment(earlier, now: now, locale: locale))
      return
    }
    presentation.showAlert(PayMeAlerts.confirmSend(amount, to: ledger.check(recipient), locale: locale))
  }

  /// "Send Request": no money moves, so no check.
  public func sendRequest() {
    guard let payment else { return }
    var flow = payment.flow
    var updated = ledger
    if let alert = flow.sendRequest(ledger: &updated, now: dependencies.now(), id: dependencies.makeID()) {
      presentation.showAlert(alert)
      play(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the review stays as it was, filled in.
    guard commit(updated, .request) else { return }
    payment.flow = flow
    play(.confirmation)
    if case .succeeded(let request) = flow.step {
      announce(PayMeCopy.requestSentAnnouncement(request, locale: locale))
      if notificationsOn {
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
    }
  }

}

/// The payment sheet's host: what `PaymentModel`'s intents ask of the app (PaymentModel+Intents.swift).
extension PayMeModel: PaymentHost {
  func isUp(_ payment: PaymentModel) -> Bool { self.payment === payment }
  func askAboutPayment(_ alert: PayMeAlert) { presentation.showAlert(alert) }
  func tellAboutPayment(_ alert: PayMeAlert) { showMessage(alert) }

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
