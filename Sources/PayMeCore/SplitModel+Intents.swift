import DesignSystem
import Foundation
import Localization

/// What the Split a Bill sheet asks of the app that presents it: the ledger is the app's (the sheet adds its
/// requests to it and hands back the changed ledger to save), as are the people on it and their photos, the
/// alerts, haptics and VoiceOver, the requests' reminders, the links waiting for the sheet, and the stack it is in.
/// `PayMeModel` is it (PayMeModel+Split.swift); the sheet holds it weakly, so it never keeps the app alive.
@MainActor
protocol SplitHost: MoneySheetHost {
  /// Still the app's split sheet: one sliding away (closed, or taken down by a link) takes no intent.
  func isCurrentSheet(_ split: SplitModel) -> Bool
  /// Photos of people picked from the device's Contacts this run, shown in the people's rows.
  var contactPhotos: ContactPhotos { get }
  /// The requests were made: each is reminded as any other request, when notifications are on.
  func remindOfSplit(_ requests: [Transaction])
  /// Takes `sheet` down, with any question of its.
  func closeSheet(_ sheet: SplitModel)
  /// The system contact picker over the sheet; the pick comes back through `picker.onPicked`.
  func presentContactPicker(_ picker: ContactPickerModel)
}

// MARK: - The sheet's intents

extension SplitModel {
  /// Requests each share of the bill: all of them or, if any cannot be made, none. Each joins the history as a
  /// pending request, reminded as any other; someone new joins the list only now. The sheet then shows who was
  /// asked for how much, as a payment ends on its Done step.
  public func send() {
    guard let host, host.isCurrentSheet(self), sent == nil else { return }
    guard let shares = split else {
      // Request is greyed out then; should a tap still arrive, it is refused aloud, not silently.
      if let notice {
        host.play(.failure)
        host.announce(notice)
      }
      return
    }
    var updated = host.ledger
    var made: [Transaction] = []
    let note = note
    let now = host.now
    do {
      for share in shares.requests {
        let id = host.makeID()
        made.append(
          try updated.adding(share.contact) { (ledger: inout Ledger, from: Contact) throws(PaymentError) in
            try ledger.request(share.amount, from: from.id, note: note, at: now, id: id)
          })
      }
    } catch {
      host.tellAboutSheet(PayMeAlerts.paymentFailed(error))
      host.play(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the sheet keeps its people and amounts.
    guard host.commit(updated, .split) else { return }
    host.play(.confirmation)
    host.announce(PayMeCopy.splitAnnouncement(made.count))
    finish(SplitSent(mine: shares.mine, requests: made))
    host.remindOfSplit(made)
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
    guard let host, host.isCurrentSheet(self), let handle = typedPerson(in: host.ledger) else { return }
    host.play(.buttonPress)
    if add(Contact(id: host.makeID(), name: handle, handle: handle, acceptsAtOnce: false)) { query = "" }
  }

  /// "Choose from Contacts" on the people: the system picker over the sheet; the person picked shares the bill.
  public func chooseFromContacts() {
    guard let host, host.isCurrentSheet(self), sent == nil else { return }
    let picker = ContactPickerModel(for: .split)
    picker.onPicked = { [weak self] in _ = self?.add($0) }
    picker.known = { [weak self] in self?.chosen(handle: $0) }
    host.presentContactPicker(picker)
  }

  /// Cancel (or a held-back swipe down): asks first when it holds what the user entered, as the payment sheet
  /// does; an empty one just goes.
  public func cancel() {
    guard let host, host.isCurrentSheet(self) else { return }
    host.dropLinkWaitingForSheet()
    if holdsUserInput { host.askAboutSheet(PayMeAlerts.discardSplit) } else { close() }
  }

  /// Done, after the requests went; and Cancel or Discard once nothing is left to keep.
  public func close() { host?.closeSheet(self) }
}
