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
    split.run = { [weak self] work in self?.track(work) }
    split.frame = dependencies.echoFrame
    presentation.present(.split(split))
  }

  /// Cancel (or a held-back swipe down) on the split: asks first when it holds what the user entered, as the
  /// payment sheet does; an empty one just goes.
  public func cancelSplit() {
    guard let split = splitSheet else { return }
    waitingLink = nil
    if split.holdsUserInput {
      presentation.showAlert(PayMeAlerts.discardSplit)
    } else {
      dismissSplit()
    }
  }

  func dismissSplit() {
    // An alert of the sheet's goes with it; it must not reappear on the dashboard.
    if let alert = presentation.alert { presentation.alertDismissed(id: alert.id) }
    presentation.dismiss { if case .split = $0 { true } else { false } }
  }

  /// Requests each share of the bill: all of them or, if any cannot be made, none. Each joins the history as a
  /// pending request, reminded as any other.
  public func sendSplit() {
    guard let split = splitSheet, let shares = split.split else { return }
    var updated = ledger
    var made: [Transaction] = []
    do {
      for share in shares.requests {
        made.append(
          try updated.request(
            share.amount, from: share.contact.id, note: split.note, at: dependencies.now(), id: dependencies.makeID()))
      }
    } catch {
      presentation.showAlert(PayMeAlerts.paymentFailed(error))
      play(.failure)
      return
    }
    ledger = updated
    saveLedger()
    play(.confirmation)
    announce(PayMeCopy.splitAnnouncement(made.count))
    dismissSplit()
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
  }
}

extension SplitModel {
  /// The send button's words: who is asked, or, before anyone is chosen, what to do first (never "0 People").
  public var sendTitle: LocalizedCopy {
    chosen.isEmpty ? PayMeCopy.choosePeopleToSplit : PayMeCopy.sendSplitRequests(split?.requests.count ?? chosen.count)
  }
}
