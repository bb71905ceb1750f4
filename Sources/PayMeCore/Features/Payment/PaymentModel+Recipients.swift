import Foundation

// MARK: - The recipients screen (PM-0.1, PM-0.2)

/// The payment sheet's first screen reads only its payment: the lists come from the app's ledger (`ledgerAccess`), the
/// search from the payment's flow.
extension PaymentModel {
  /// Recents (while not searching) and the contacts matching the search, as the recipients list shows them.
  public var recipients: (recents: [Contact], contacts: [Contact]) {
    guard let ledger = ledgerAccess?.ledger() else { return ([], []) }
    let query = flow.recipientQuery
    return (query.isEmpty ? ledger.recentContacts() : [], ledger.contacts(matching: query))
  }

  /// The search the recipients list shows "No Results" for (`ContentUnavailableView.search`): a query that
  /// matches no contact. Nil while nothing is searched, or something matches.
  public var unmatchedSearch: String? {
    let query = flow.recipientQuery
    guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return recipients.contacts.isEmpty ? query : nil
  }

  /// The recipients screen, top to bottom: someone typed to pay as new, "No Results" or the lists, and
  /// "Choose from Contacts" always last, so a search that finds no one is never a dead end.
  public var recipientSections: [RecipientSection] {
    var sections: [RecipientSection] = []
    if let typed = typedRecipient { sections.append(.typed(typed)) }
    if let query = unmatchedSearch {
      sections.append(.noResults(query))
    } else {
      let lists = recipients
      if !lists.recents.isEmpty { sections.append(.recents(lists.recents)) }
      sections.append(.contacts(lists.contacts))
    }
    sections.append(.chooseFromContacts)
    return sections
  }

  /// The search text as someone new to pay or ask ("Pay zoe@example.com"): a valid email, phone number or
  /// $handle/@handle that no contact on the list has. Nil otherwise.
  public var typedRecipient: String? { ledgerAccess.flatMap { flow.typedRecipient(in: $0.ledger()) } }

  /// Who the payment pays or asks, as Review shows them: name and handle, and whether they are new to PayMe or
  /// named like another contact.
  public var recipientCheck: RecipientCheck? {
    guard let ledgerAccess, let recipient = flow.recipient else { return nil }
    return ledgerAccess.ledger().check(recipient)
  }

  /// A contact's photo from the device's Contacts (picked this run), shown in their initials' circle.
  public func photo(of contact: Contact) -> Data? { contactPhotos()[contact.id] }

  /// "Choose from Contacts": the system picker over the sheet; the person picked becomes the recipient.
  public func chooseFromContacts() {
    guard events.isCurrent(), flow.step == .recipient else { return }
    let picker = ContactPickerModel(for: .payment)
    picker.onPicked = { [weak self] in self?.choose($0) }
    onPickContact(picker)
  }

  // MARK: Deleting a contact

  /// Whether the list offers swipe-to-delete for this contact: only one on the list with no history.
  public func canDelete(_ contact: Contact) -> Bool {
    guard let ledger = ledgerAccess?.ledger() else { return false }
    return ledger.contact(contact.id) != nil && !ledger.hasHistory(contact.id)
  }

  /// Swipe-to-delete: asks first (Delete Contact or Cancel), as iOS asks before a destructive swipe that cannot
  /// be undone; nothing changes until Delete Contact.
  public func delete(_ contact: Contact) {
    guard events.isCurrent(), canDelete(contact) else { return }
    events.onAsk(PayMeAlerts.deleteContact(contact))
  }

  /// Delete Contact in that question: the contact goes from the list once that is saved; not saved, it stays and
  /// the alert says why.
  func deleteConfirmed(_ id: String) {
    guard events.isCurrent(), let ledgerAccess else { return }
    var updated = ledgerAccess.ledger()
    guard updated.remove(contact: id) else { return }
    _ = ledgerAccess.change(updated, .deleteContact)
  }
}

/// A section of the recipients screen (`PaymentModel.recipientSections`), and of Split a Bill's people.
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
