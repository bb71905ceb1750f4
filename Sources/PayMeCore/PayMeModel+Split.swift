import Foundation
import Localization
import Presentation

// MARK: - Split a bill

extension PayMeModel {
  /// The Split a Bill sheet that is up, if any.
  public var splitSheet: SplitModel? {
    presentation.destinations.compactMap { if case .split(let split) = $0 { split } else { nil } }.last
  }

  /// A dashboard action row, by its id.
  public func dashboardAction(_ id: String) {
    switch id {
    case "send": startSend()
    case "request": startRequest()
    case "split": startSplit()
    case "mycode": showMyCode()
    case "addmoney": startAddMoney()
    case "transfer": startTransferToBank()
    default: break
    }
  }

  public func startSplit() {
    guard splitSheet == nil else { return }
    play(.buttonPress)
    let split = SplitModel(currency: ledger.currency, locale: locale)
    // A refusal is felt and said as the payment's amount field does (PayMeModel.makePayment).
    split.onRefusal = { [weak self] copy in
      self?.play(.failure)
      self?.announce(copy)
    }
    split.onKey = { [weak self] taken in self?.play(taken ? .selectionChange : .failure) }
    presentation.present(.split(split))
  }

  /// Cancel (or a held-back swipe down) on the split: asks first when it holds what the user entered, as the
  /// payment sheet does; an empty one just goes.
  public func cancelSplit() {
    guard let split = splitSheet else { return }
    dropLinkWaitingForPresentation()
    if split.holdsUserInput {
      presentation.showAlert(PayMeAlerts.discardSplit)
    } else {
      closeSplit()
    }
  }

  /// Done, after the requests went; and Cancel or Discard once nothing is left to keep.
  public func closeSplit() {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { if case .split = $0 { true } else { false } }
  }

  /// Requests each share of the bill: all of them or, if any cannot be made, none. Each joins the history as a
  /// pending request, reminded as any other; someone new joins the list only now. The sheet then shows who was
  /// asked for how much, as a payment ends on its Done step.
  public func sendSplit() {
    guard let split = splitSheet, split.sent == nil else { return }
    guard let shares = split.split else {
      // Request is greyed out then; should a tap still arrive, it is refused aloud, not silently.
      if let notice = split.notice {
        play(.failure)
        announce(notice)
      }
      return
    }
    var updated = ledger
    var made: [Transaction] = []
    let note = split.note
    let now = dependencies.now()
    do {
      for share in shares.requests {
        let id = dependencies.makeID()
        made.append(
          try updated.adding(share.contact) { (ledger: inout Ledger, from: Contact) throws(PaymentError) in
            try ledger.request(share.amount, from: from.id, note: note, at: now, id: id)
          })
      }
    } catch {
      showMessage(PayMeAlerts.paymentFailed(error))
      play(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the sheet keeps its people and amounts.
    guard commit(updated, .split) else { return }
    play(.confirmation)
    announce(PayMeCopy.splitAnnouncement(made.count))
    split.finish(SplitSent(mine: shares.mine, requests: made))
    guard notificationsOn else { return }
    let center = dependencies.notifications
    let reminders = made.map { RequestReminder.request(for: $0, locale: locale, hidingAmount: settings.hideBalance) }
    track {
      var scheduled = await center.pendingIdentifiers().filter(RequestReminder.isReminder).count
      for reminder in reminders where scheduled < RequestReminder.limit {
        try? await center.add(reminder)
        scheduled += 1
      }
    }
    rememberReminderLocale()
  }

  // MARK: Who shares the bill

  /// The people section, top to bottom, as the payment's recipients list: someone typed to add as new, "No
  /// Results" or the people (the list's matches, then those added from outside it), and "Choose from Contacts".
  public func splitSections(for split: SplitModel) -> [RecipientSection] {
    var sections: [RecipientSection] = []
    if let typed = typedSplitPerson(for: split) { sections.append(.typed(typed)) }
    let query = split.query.trimmingCharacters(in: .whitespaces)
    let matches = ledger.contacts(matching: query)
    let added = split.chosen.filter { ledger.contact($0.id) == nil }
    if !query.isEmpty, matches.isEmpty, added.isEmpty {
      sections.append(.noResults(split.query))
    } else {
      sections.append(.contacts(matches + added))
    }
    sections.append(.chooseFromContacts)
    return sections
  }

  /// The search as someone new to add ("Request from zoe@example.com"): a valid email, phone number or handle
  /// that no one on the list or already chosen has (`TypedRecipient`, as the payment's search).
  public func typedSplitPerson(for split: SplitModel) -> String? {
    guard split.sent == nil, let handle = TypedRecipient.handle(in: split.query), ledger.contact(handle: handle) == nil,
      split.chosen(handle: handle) == nil
    else { return nil }
    return handle
  }

  /// "Request from <text>": someone new shares the bill (named by the handle, as a typed recipient is); the
  /// search is cleared, so the list shows them chosen.
  public func addTypedPersonToSplit() {
    guard let split = splitSheet, let handle = typedSplitPerson(for: split) else { return }
    play(.buttonPress)
    if split.add(Contact(id: dependencies.makeID(), name: handle, handle: handle, acceptsAtOnce: false)) {
      split.query = ""
    }
  }
}

extension SplitModel {
  /// The send button's words: who is asked, or, before anyone is chosen, what to do first (never "0 People").
  public var sendTitle: LocalizedCopy {
    chosen.isEmpty ? PayMeCopy.choosePeopleToSplit : PayMeCopy.sendSplitRequests(split?.requests.count ?? chosen.count)
  }

  /// The Done step's lines: "Asked Ana for $12.50", one per request, in the order asked.
  public func sentLines(locale: Locale) -> [LocalizedCopy] {
    (sent?.requests ?? []).map {
      PayMeCopy.splitAsked($0.counterparty.name, amount: $0.amount.formatted(locale: locale))
    }
  }
}
