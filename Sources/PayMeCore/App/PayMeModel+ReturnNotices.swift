import AppServices
import Foundation
import Localization
import Presentation
import SharedStore

extension PayMeModel {
  /// On becoming active, once the notification permission has been read again: returns whose notification iOS
  /// could not deliver (not planned, or notifications not allowed) are said in the app, all of them in one
  /// message ("2 Payments Returned"), never one alert after another, in the presentation stack's queue, so it
  /// waits behind whatever is up and is not dropped before it is seen. A notice the user may be reading stays as
  /// it is; one still waiting is replaced by one that tells of every return not yet on screen.
  func tellReturns() {
    let before = returnNotices
    returnNotices.resolve(delivered: notificationsOn)
    // A payment no longer in the ledger (the demo reset) has nothing left to say.
    returnNotices.owed.removeAll { ledger.transaction($0) == nil }
    if returnNotices != before { saveReturnNotices() }
    let up = presentation.alert
    let onScreen = up?.kind(as: ReturnNoticeID.self)?.transactionIDs ?? []
    let untold = returnNotices.owed.filter { !onScreen.contains($0) }.compactMap { ledger.transaction($0) }
    let waiting = presentation.waitingMessages.compactMap { $0.kind(as: ReturnNoticeID.self) }
    // Already waiting, just so: nothing to change.
    if waiting == [ReturnNoticeID(transactionIDs: untold.map(\.id))] { return }
    presentation.withdrawMessages { $0.kind(as: ReturnNoticeID.self) != nil && $0.id != up?.id }
    guard let first = untold.first else { return }
    let hiding = settings.hideBalance
    showMessage(
      untold.count == 1
        ? PayMeAlerts.returned(first, locale: locale, hidingAmount: hiding)
        : PayMeAlerts.returned(several: untold, locale: locale, hidingAmount: hiding))
  }

  /// View Payment (or View Activity) under a return notice. The returns are seen once what the button opens is
  /// shown (`returnsShown(by:)`), not at the tap: a filled-in sheet in the way asks first and holds the link, and
  /// a Keep Editing that drops it leaves the notice owed, said again at the next return to PayMe (`tellReturns`).
  func openReturned(_ link: PayMeLink, telling ids: [String]) {
    returnsOpening = ReturnsOpening(link: link, ids: ids)
    follow(link)
  }

  /// `link` is opened now: the returns a notice's button opened it for are seen.
  func returnsShown(by link: PayMeLink) {
    guard let opening = returnsOpening else { return }
    returnsOpening = nil
    if opening.link == link { returnNoticeSeen(opening.ids) }
  }

  /// The user saw the notice of `ids` (OK, or what View Payment or View Activity opened): never said again, at
  /// this launch or the next. Only the notice's own buttons lead here; a sheet or another alert going never does.
  func returnNoticeSeen(_ ids: [String]) {
    returnNotices.owed.removeAll { ids.contains($0) }
    saveReturnNotices()
  }

  /// A return's notification reached PayMe in front (`notificationArrived`): iOS showed it, nothing more to say.
  func returnDelivered(_ identifier: String) {
    guard let id = MoneyMovedNotification.returnedTransaction(identifier),
      returnNotices.unconfirmed.contains(id)
    else { return }
    returnNotices.unconfirmed.removeAll { $0 == id }
    saveReturnNotices()
  }

  /// What the last plan left pending for the returns (`planMoneyMoves`).
  func returnsPlanned(_ ids: Set<String>) {
    guard returnNotices.planned != ids else { return }
    returnNotices.planned = ids
    saveReturnNotices()
  }

  /// Kept in memory whatever happens, so this run still says every notice; a write that fails is retried at
  /// the next change (the ledger's own failed save is what the user is told of).
  func saveReturnNotices() {
    try? dependencies.store.write(returnNotices, for: PayMeShared.returnNotices)
  }
}
