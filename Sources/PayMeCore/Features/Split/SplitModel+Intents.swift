import DesignSystem
import Foundation
import Localization

// MARK: - The sheet's intents

extension SplitModel {
  /// Requests each share of the bill: all of them or, if any cannot be made, none. Each joins the history as a
  /// pending request, reminded as any other; someone new joins the list only now. The sheet then shows who was
  /// asked for how much, as a payment ends on its Done step.
  public func send() {
    guard events.isCurrent(), let ledgerAccess, sent == nil else { return }
    guard let shares = split else {
      // Request is greyed out then; should a tap still arrive, it is refused aloud, not silently.
      if let notice {
        events.onHaptic(.failure)
        events.onAnnounce(notice)
      }
      return
    }
    var updated = ledgerAccess.ledger()
    var made: [Transaction] = []
    let note = note
    let now = ledgerAccess.now()
    do {
      for share in shares.requests {
        let id = ledgerAccess.makeID()
        made.append(
          try updated.adding(share.contact) { (ledger: inout Ledger, from: Contact) throws(PaymentError) in
            try ledger.request(share.amount, from: from.id, note: note, at: now, id: id)
          })
      }
    } catch {
      events.onMessage(PayMeAlerts.paymentFailed(error))
      events.onHaptic(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the sheet keeps its people and amounts.
    guard ledgerAccess.commit(updated, .split) else { return }
    events.onHaptic(.confirmation)
    events.onAnnounce(PayMeCopy.splitAnnouncement(made.count))
    finish(SplitSent(mine: shares.mine, requests: made))
    onRequestsMade(made)
  }

  /// The search as someone new to add ("Request from zoe@example.com"): a valid email, phone number or handle
  /// that no one on the list or already chosen has (`TypedRecipient`, as the payment's search).
  func typedPerson(in ledger: Ledger) -> String? {
    guard sent == nil, let handle = TypedRecipient.handle(in: query), ledger.contact(handle: handle) == nil,
      chosen(handle: handle) == nil
    else { return nil }
    return handle
  }

  /// "Request from <text>": someone new shares the bill (named by the handle, as a typed recipient is); the
  /// search is cleared, so the list shows them chosen.
  public func addTypedPerson() {
    guard events.isCurrent(), let ledgerAccess, let handle = typedPerson(in: ledgerAccess.ledger()) else { return }
    events.onHaptic(.buttonPress)
    if add(Contact(id: ledgerAccess.makeID(), name: handle, handle: handle, acceptsAtOnce: false)) { query = "" }
  }

  /// "Choose from Contacts" on the people: the system picker over the sheet; the person picked shares the bill.
  public func chooseFromContacts() {
    guard events.isCurrent(), sent == nil else { return }
    let picker = ContactPickerModel(for: .split)
    picker.onPicked = { [weak self] in _ = self?.add($0) }
    picker.known = { [weak self] in self?.chosen(handle: $0) }
    onPickContact(picker)
  }

  /// Cancel (or a held-back swipe down): asks first when it holds what the user entered, as the payment sheet
  /// does; an empty one just goes.
  public func cancel() {
    guard events.isCurrent() else { return }
    events.onLinkDropped()
    if holdsUserInput { events.onAsk(PayMeAlerts.discardSplit) } else { close() }
  }

  /// Done, after the requests went: the sheet goes.
  public func done() { close() }

  /// The sheet goes: Done, and Cancel or Discard once nothing is left to keep.
  func close() { events.onClose() }
}
