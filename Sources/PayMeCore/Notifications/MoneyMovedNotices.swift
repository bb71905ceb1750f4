import AppServices
import Foundation
import Localization
import Presentation
import SharedStore

/// What PayMe tells of money the calendar moves: the notifications planned for each transfer's arrival and each
/// payment's return (`MoneyMovedNotification`), the returns themselves, and the in-app notice of those no
/// notification told (`ReturnNotices`, saved so a relaunch neither repeats nor loses one). The app model owns one,
/// tells it when the ledger, the permission or the wording changes, and lends it the presentation stack to queue
/// its notice in.
@MainActor
public final class MoneyMovedNotices {
  /// How the notifications are worded and whether iOS may deliver them, as the app is now.
  struct Wording {
    var locale: Locale
    var calendar: Calendar
    var hidingAmount: Bool
    var notificationsOn: Bool
  }

  /// Returns planned as notifications, and those no notification told, to say in the app.
  public private(set) var notices: ReturnNotices
  /// A return notice's View Payment or View Activity, until its link is opened (or another one is).
  private var opening: ReturnsOpening?
  /// The last plan: each waits for the one before, so an older plan never adds back what a newer one withdrew.
  private var lastPlan: Task<Void, Never>?

  private let book: LedgerBook
  private let store: SharedStore
  private let center: any NotificationCenterClient
  private let now: @Sendable () -> Date
  /// The app's wording now (its locale, Hide Balance, the permission).
  var wording: @MainActor () -> Wording = {
    Wording(locale: .current, calendar: .current, hidingAmount: false, notificationsOn: false)
  }
  /// Runs a plan as SwiftUI would let it run, where a test can wait for it (`PayMeModel.track`).
  var run: @MainActor (@escaping @MainActor () async -> Void) -> Void = { work in Task { await work() } }

  init(book: LedgerBook, store: SharedStore, center: any NotificationCenterClient, now: @escaping @Sendable () -> Date)
  {
    self.book = book
    self.store = store
    self.center = center
    self.now = now
    notices = store.read(PayMeShared.returnNotices)
  }

  /// The saved notices, read again once the protected files can be read (after the first unlock).
  func reload() { notices = store.read(PayMeShared.returnNotices) }

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
      var returns: Set<String> = []
      for request in wanted {
        guard (try? await center.add(request)) != nil else { continue }
        if let id = MoneyMovedNotification.returnedTransaction(request.id) { returns.insert(id) }
      }
      // What iOS will say of the returns; any other is said in the app when it comes back (`tell`).
      self.planned(returns)
    }
    lastPlan = plan
    run { await plan.value }
  }

  /// Payments not accepted within seven days come back, once each, in one saved change. Nothing is posted now:
  /// the notification was planned for that moment (`plan`) and iOS has shown it already; posting again under its
  /// identifier would alert the user a second time. One that was not planned, or that iOS may not have delivered,
  /// is noted to be said in the app (`tell`), before the ledger is saved: a kill between the two returns it again
  /// at the next launch, where the note is not repeated, never the other way round.
  func returnUnaccepted() {
    var updated = book.ledger
    let returned = updated.returnUnaccepted(now: now())
    guard !returned.isEmpty else { return }
    notices.returned(returned.map(\.id))
    save()
    book.ledger = updated
    book.save()
  }

  /// On becoming active, once the notification permission has been read again: returns whose notification iOS
  /// could not deliver (not planned, or notifications not allowed) are said in the app, all of them in one
  /// message ("2 Payments Returned"), never one alert after another, in the presentation stack's queue, so it
  /// waits behind whatever is up and is not dropped before it is seen. A notice the user may be reading stays as
  /// it is; one still waiting is replaced by one that tells of every return not yet on screen.
  func tell(in presentation: inout PresentationStack<PayMeDestination, PayMeAlertAction>) {
    let wording = wording()
    let ledger = book.ledger
    let before = notices
    notices.resolve(delivered: wording.notificationsOn)
    // A payment no longer in the ledger (the demo reset) has nothing left to say.
    notices.owed.removeAll { ledger.transaction($0) == nil }
    if notices != before { save() }
    let up = presentation.alert
    let onScreen = up?.kind(as: ReturnNoticeID.self)?.transactionIDs ?? []
    let untold = notices.owed.filter { !onScreen.contains($0) }.compactMap { ledger.transaction($0) }
    let waiting = presentation.waitingMessages.compactMap { $0.kind(as: ReturnNoticeID.self) }
    // Already waiting, just so: nothing to change.
    if waiting == [ReturnNoticeID(transactionIDs: untold.map(\.id))] { return }
    presentation.withdrawMessages { $0.kind(as: ReturnNoticeID.self) != nil && $0.id != up?.id }
    guard let first = untold.first else { return }
    let hiding = wording.hidingAmount
    presentation.enqueueMessage(
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
    notices.owed.removeAll { ids.contains($0) }
    save()
  }

  /// A return's notification reached PayMe in front: iOS showed it, nothing more to say.
  func delivered(_ identifier: String) {
    guard let id = MoneyMovedNotification.returnedTransaction(identifier), notices.unconfirmed.contains(id)
    else { return }
    notices.unconfirmed.removeAll { $0 == id }
    save()
  }

  /// What the last plan left pending for the returns.
  private func planned(_ ids: Set<String>) {
    guard notices.planned != ids else { return }
    notices.planned = ids
    save()
  }

  /// Kept in memory whatever happens, so this run still says every notice; a write that fails is retried at
  /// the next change (the ledger's own failed save is what the user is told of).
  private func save() { try? store.write(notices, for: PayMeShared.returnNotices) }
}
