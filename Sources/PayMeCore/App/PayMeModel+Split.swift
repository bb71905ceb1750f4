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
    wire(split)
    presentation.present(.split(split))
  }

  /// What the split sheet's intents report and use (SplitModel+Intents.swift). Each closure holds the app and the
  /// sheet weakly: the sheet never keeps the app alive, nor itself through it.
  private func wire(_ sheet: SplitModel) {
    sheet.ledgerAccess = ledgerAccess
    sheet.contactPhotos = { [weak self] in self?.contactPhotos ?? ContactPhotos() }
    sheet.events = sheetEvents(
      isCurrent: { [weak self, weak sheet] in sheet != nil && self?.splitSheet === sheet },
      isSheet: { [weak sheet] in if case .split(let up) = $0 { sheet != nil && up === sheet } else { false } })
    sheet.onRequestsMade = { [weak self] requests in self?.requestReminders.remind(of: requests) }
    sheet.onPickContact = { [weak self] picker in self?.presentContactPicker(picker) }
  }
}
