import Foundation
import Localization
import Presentation

// MARK: - Split a bill

extension PayMeModel {
  /// The Split a Bill sheet that is up or waiting its turn, if any: a second tap opens no second one.
  public var splitSheet: SplitModel? { presentation.lastPresentedOrQueued(\.split) }

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
    split.host = self
    presentation.present(.split(split))
  }
}

/// The split sheet's host: what `SplitModel`'s intents ask of the app (SplitModel+Intents.swift).
extension PayMeModel: SplitHost {
  func isCurrentSheet(_ split: SplitModel) -> Bool { splitSheet === split }

  func closeSheet(_ sheet: SplitModel) {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { if case .split(let up) = $0 { up === sheet } else { false } }
  }

  func remindOfSplit(_ requests: [Transaction]) {
    guard notificationsOn else { return }
    let center = dependencies.notifications
    let reminders = requests.map {
      RequestReminder.request(for: $0, locale: locale, hidingAmount: settings.hideBalance)
    }
    track {
      var scheduled = await center.pendingIdentifiers().filter(RequestReminder.isReminder).count
      for reminder in reminders where scheduled < RequestReminder.limit {
        try? await center.add(reminder)
        scheduled += 1
      }
    }
    rememberReminderLocale()
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
