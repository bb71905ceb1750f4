import Foundation

// MARK: - Who shares the bill (the people section)

/// The Split a Bill sheet's people read only the sheet: the list comes from the app's ledger (`ledgerAccess`) and the
/// photos from the app's contact photos, as the payment's recipients screen does (PaymentModel+Recipients.swift).
extension SplitModel {
  /// The people section, top to bottom, as the payment's recipients list: someone typed to add as new, "No
  /// Results" or the people (the list's matches, then those added from outside it), and "Choose from Contacts".
  public var peopleSections: [RecipientSection] {
    var sections: [RecipientSection] = []
    if let typed = typedNewPerson { sections.append(.typed(typed)) }
    let ledger = ledgerAccess?.ledger()
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let matches = ledger?.contacts(matching: trimmed) ?? []
    let added = chosen.filter { ledger?.contact($0.id) == nil }
    if !trimmed.isEmpty, matches.isEmpty, added.isEmpty {
      sections.append(.noResults(query))
    } else {
      sections.append(.contacts(matches + added))
    }
    sections.append(.chooseFromContacts)
    return sections
  }

  /// The search as someone new to add ("Request from zoe@example.com"), as the people section shows it.
  public var typedNewPerson: String? { ledgerAccess.flatMap { typedPerson(in: $0.ledger()) } }

  /// A person's photo from the device's Contacts (picked this run), shown in their initials' circle.
  public func photo(of contact: Contact) -> Data? { contactPhotos()[contact.id] }
}
