import AppServices
import Foundation
import Localization
import Presentation
import SharedStore

/// Tells the user of money the calendar moves: the notifications planned for each transfer's arrival and each
/// payment's return (`MoneyMovedNotification`), and the in-app notice of a return no notification told
/// (`ReturnNotices`, saved so a relaunch neither repeats nor loses one). It moves no money: the app returns the
/// payments and says which (`returned`). The app model owns one, tells it when the ledger, the permission or the
/// wording changes, and queues the notice it reports (`onMessage`).
@MainActor
public final class MoneyMovedNotifier {
  /// How the notifications are worded and whether iOS may deliver them, as the app is now.
  struct Wording {
    var locale: Locale
    var calendar: Calendar
    var hidingAmount = true
    var notificationsOn = false
  }

  /// Returns planned as notifications, and those no notification told, to say in the app.
  public private(set) var returns: ReturnNotices
  /// A return notice's View Payment or View Activity, until its link is opened (or another one is).
  private var opening: ReturnsOpening?
  /// The last plan: each waits for the one before, so an older plan never adds back what a newer one withdrew.
  private var lastPlan: Task<Void, Never>?

  private let book: LedgerBook
  private let store: SharedStore
  private let center: any NotificationCenterClient
  private let now: @Sendable () -> Date
  /// The app's wording now (its locale, Hide Balance, the permission).
  var wording: @MainActor () -> Wording = { Wording(locale: .current, calendar: .current) }
  /// Runs a plan as SwiftUI would let it run, where a test can wait for it (`PayMeModel.track`).
  var run: FieldEcho.Run = FieldEcho.untracked
  /// The alert up and the messages waiting their turn, so a notice is never queued twice.
  var alertsOnScreen: @MainActor () -> AlertsOnScreen = { AlertsOnScreen() }
  /// Queues the notice; withdraws the waiting messages `matches` finds (a notice replaced by a fuller one).
  var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("MoneyMovedNotifier.onMessage")
  var onWithdraw: @MainActor (_ matches: @escaping (PayMeAlert) -> Bool) -> Void = unimplemented(
    "MoneyMovedNotifier.onWithdraw")

  init(book: LedgerBook, store: SharedStore, center: any NotificationCenterClient, now: @escaping @Sendable () -> Date)
  {
    self.book = book
    self.store = store
    self.center = center
    self.now = now
    returns = store.read(PayMeShared.returnNotices)
  }

  /// The saved notices, read again once the protected files can be read (after the first unlock).
  func reload() { returns = store.read(PayMeShared.returnNotices) }

  /// Plans what the calendar will move, after every change of the ledger and of what the notifications say (Hide
  /// Balance, the language): the pending ones are withdrawn and the plan added again, so one no longer possible
  /// (cancelled, accepted, arrived) goes, and the rest are replaced, not duplicated.
  func plan() {
    let wording = wording()
    // Off: nothing pending will say a return, so each is said in the app.
    guard wording.notificationsOn else { return planned([]) }
    let center = center
    let wanted = MoneyMovedNotification.requests(
      for: book.ledger, now: now(), calendar: wording.calendar, locale: wording.locale,
      hidingAmount: wording.hidingAmount)
    // Plans run one after another, in the order they were made: two at once could read the same pending list,
    // and the older one add back a return the newer one had just withdrawn (a payment cancelled meanwhile).
    let previous = lastPlan
    let plan = Task { @MainActor in
      await previous?.value
      // Those not wanted any more are withdrawn; the rest are added again under their own identifiers (replaced).
      let keep = Set(wanted.map(\.id))
      let stale = await center.pendingIdentifiers().filter {
        MoneyMovedNotification.isPlanned($0) && !keep.contains($0)
      }
      await center.removePendingRequests(withIdentifiers: stale)
      var returning: Set<String> = []
      for request in wanted {
        guard (try? await center.add(request)) != nil else { continue }
        if let id = MoneyMovedNotification.returnedTransaction(request.id) { returning.insert(id) }
      }
      // What iOS will say of the returns; any other is said in the app when it comes back (`tell`).
      self.planned(returning)
    }
    lastPlan = plan
    run { await plan.value }
  }

  /// Payments just returned (`PayMeModel.returnUnacceptedPayments`), noted before the ledger is saved: one that
  /// was not planned, or that iOS may not have delivered, is owed a notice (`tell`). Nothing is posted now: the
  /// notification was planned for that moment (`plan`) and iOS has shown it already.
  func returned(_ ids: [String]) {
    returns.returned(ids)
    save()
  }

  /// On becoming active, once the notification permission has been read again: returns whose notification iOS
  /// could not deliver (not planned, or notifications not allowed) are said in the app, all of them in one
  /// message ("2 Payments Returned"), never one alert after another, in the presentation stack's queue, so it
  /// waits behind whatever is up and is not dropped before it is seen. A notice the user may be reading stays as
  /// it is; one still waiting is replaced by one that tells of every return not yet on screen.
  func tell() {
    let wording = wording()
    let ledger = book.ledger
    let before = returns
    returns.resolve(delivered: wording.notificationsOn)
    // A payment no longer in the ledger (the demo reset) has nothing left to say.
    returns.owed.removeAll { ledger.transaction($0) == nil }
    if returns != before { save() }
    let alerts = alertsOnScreen()
    let up = alerts.up
    let onScreen = up?.kind(as: ReturnNoticeID.self)?.transactionIDs ?? []
    let untold = returns.owed.filter { !onScreen.contains($0) }.compactMap { ledger.transaction($0) }
    let waiting = alerts.waiting.compactMap { $0.kind(as: ReturnNoticeID.self) }
    // Already waiting, just so: nothing to change.
    if waiting == [ReturnNoticeID(transactionIDs: untold.map(\.id))] { return }
    let upID = up?.id
    onWithdraw { $0.kind(as: ReturnNoticeID.self) != nil && $0.id != upID }
    guard let first = untold.first else { return }
    let hiding = wording.hidingAmount
    onMessage(
      untold.count == 1
        ? PayMeAlerts.returned(first, locale: wording.locale, hidingAmount: hiding)
        : PayMeAlerts.returned(several: untold, locale: wording.locale, hidingAmount: hiding))
  }

  /// View Payment (or View Activity) under a return notice, about to be followed. The returns are seen once what
  /// the button opens is shown (`shown(by:)`), not at the tap: a filled-in sheet in the way asks first and holds
  /// the link, and a Keep Editing that drops it leaves the notice owed, said again at the next return to PayMe.
  func opening(_ link: PayMeLink, telling ids: [String]) { opening = ReturnsOpening(link: link, ids: ids) }

  /// `link` is opened now: the returns a notice's button opened it for are seen.
  func shown(by link: PayMeLink) {
    guard let opened = opening else { return }
    opening = nil
    if opened.link == link { seen(opened.ids) }
  }

  /// The user saw the notice of `ids` (OK, or what View Payment or View Activity opened): never said again, at
  /// this launch or the next. Only the notice's own buttons lead here; a sheet or another alert going never does.
  func seen(_ ids: [String]) {
    returns.owed.removeAll { ids.contains($0) }
    save()
  }

  /// A return's notification reached PayMe in front: iOS showed it, nothing more to say.
  func delivered(_ identifier: String) {
    guard let id = MoneyMovedNotification.returnedTransaction(identifier), returns.unconfirmed.contains(id)
    else { return }
    returns.unconfirmed.removeAll { $0 == id }
    save()
  }

  /// What the last plan left pending for the returns.
  private func planned(_ ids: Set<String>) {
    guard returns.planned != ids else { return }
    returns.planned = ids
    save()
  }

  /// Kept in memory whatever happens, so this run still says every notice; a write that fails is retried at
  /// the next change (the ledger's own failed save is what the user is told of).
  private func save() { try? store.write(returns, for: PayMeShared.returnNotices) }
}
