import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import SharedStore

/// What PayMe needs from the outside world; the app passes live ones (AppServicesLive), tests the doubles of
/// AppServicesTestSupport, which behave as iOS does.
public struct PayMeDependencies: Sendable {
  /// Where the settings are kept (the app's own container; nothing else is stored).
  public var store: SharedStore
  /// The device owner check (`LAContext`).
  public var deviceOwner: any DeviceOwnerAuthentication
  /// Reminders for unanswered requests, while the Notifications switch is on.
  public var notifications: any UserNotificationCenter
  public var now: @Sendable () -> Date
  public var locale: Locale
  /// Opens PayMe's page in the Settings app (UIApplication.openSettingsURLString).
  public var openSettings: @Sendable () -> Void
  /// A monotonic clock in seconds, for thinning haptics.
  public var uptime: @Sendable () -> Double
  public var makeID: @Sendable () -> String

  public init(
    store: SharedStore, deviceOwner: any DeviceOwnerAuthentication, notifications: any UserNotificationCenter,
    now: @escaping @Sendable () -> Date = { Date() }, locale: Locale = .current,
    openSettings: @escaping @Sendable () -> Void,
    uptime: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
    makeID: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.store = store
    self.deviceOwner = deviceOwner
    self.notifications = notifications
    self.now = now
    self.locale = locale
    self.openSettings = openSettings
    self.uptime = uptime
    self.makeID = makeID
  }
}

public enum PayMeShared {
  public static let settings = StoreKey("payme-settings", default: PayMeSettings())
  /// The demo ledger, so a payment made today is still there tomorrow.
  public static let ledger = StoreKey<Ledger?>("payme-ledger", default: nil)
}

/// PayMe's state and intents. Views read these properties and call these methods; nothing else. Every sheet,
/// alert and dialog is in `presentation` (issue 27): no view holds presentation state of its own.
@MainActor
@Observable
public final class PayMeModel: PresentationHost {
  public var presentation = PresentationStack<PayMeDestination, PayMeAlertAction>()
  public private(set) var ledger: Ledger
  public private(set) var settings: PayMeSettings
  public var path: [PayMeRoute] = []
  /// The payment on the sheet that is up (nil once it is closed).
  public private(set) var flow: PaymentFlow?
  /// The payment a closed sheet still shows while it slides down, until its dismissal ends.
  private var closingFlow: PaymentFlow?
  public private(set) var balanceRevealed = false
  /// The privacy cover: up from `.background` (before the app switcher's snapshot) until the app is active again.
  public private(set) var isCovered = false
  public private(set) var onboardingPage = 0
  /// The system's notification permission, as last read (at launch and each return to the foreground).
  public private(set) var notificationAuthorization: NotificationAuthorization = .notDetermined
  /// What the Notifications switch shows while the permission prompt is up: what the user just chose.
  private var notificationsRequested: Bool?
  /// The onboarding's first Face ID evaluation is running.
  public private(set) var isTurningOnBiometrics = false
  /// The refusal of Face ID to PayMe has been said this launch (at a payment or in onboarding): not before every
  /// payment again. Settings keeps saying it, with the way there.
  @ObservationIgnored private var toldBiometryDenied = false
  /// How a payment is confirmed on this device now: read at launch, at each return to the app (the user may have
  /// allowed Face ID in Settings meanwhile) and after each check, so the Security section never shows it stale.
  public private(set) var paymentMethod: PaymentCheck.Method = .passcode
  /// The last thing VoiceOver should announce (an amount refused, a payment sent); views post it.
  public private(set) var announcement: Announcement?
  public var haptic: HapticEvent? { haptics.last }

  private var haptics = HapticEmitter()
  private var throttle = HapticThrottle()
  private var announcements = 0
  private let dependencies: PayMeDependencies
  /// Why the saved ledger must not be written over (a newer version's file, or one iOS would not let PayMe read):
  /// the app runs on the seed in memory and says so at the first change, never replacing what it could not read.
  private var ledgerProblem: SharedStoreError?

  /// The saved ledger, if it is one this app could have written; else the seed. A damaged or implausible file is
  /// set aside first (its bytes kept beside it); a file that cannot be read now or was written by a newer
  /// version is left alone, and reported.
  static func loadLedger(_ store: SharedStore, now: Date) -> (Ledger, SharedStoreError?, setAside: Bool) {
    let seed = DemoData.ledger(now: now)
    // The key's value is itself optional (nil: never saved), so a stored nil reads as nothing saved.
    switch store.load(PayMeShared.ledger).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible: return (saved, nil, false)
    case .success(nil): return (seed, nil, false)
    case .success(.some), .failure(.corrupt):
      do {
        try store.setAside(PayMeShared.ledger)
        return (seed, nil, true)
      } catch {
        return (seed, error, false)
      }
    case .failure(let error): return (seed, error, false)
    }
  }

  public init(dependencies: PayMeDependencies) {
    self.dependencies = dependencies
    let (loaded, problem, setAside) = Self.loadLedger(dependencies.store, now: dependencies.now())
    ledger = loaded
    ledgerProblem = problem
    settings = dependencies.store.read(PayMeShared.settings)
    readDeviceOwner()
    // Never a silent reset: the user is told, and the damaged copy is kept.
    if setAside { presentation.showAlert(PayMeAlerts.activityReset) }
  }

  public var locale: Locale { dependencies.locale }
  public var now: Date { dependencies.now() }
  /// What the device has (Face ID, Touch ID, Optic ID or none), read with `paymentMethod`, not at every access:
  /// each read is an `LAContext` and a `canEvaluatePolicy` call, and the onboarding page reads it many times a frame.
  public private(set) var biometryKind: BiometryKind = .none

  /// Reads the device owner's check again: at launch, after onboarding and each check, and at each return.
  private func readDeviceOwner() {
    let owner = dependencies.deviceOwner
    biometryKind = BiometryKind(owner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryType)
    paymentMethod = PaymentCheck.method(owner: owner)
  }
  public var dashboard: Dashboard {
    Dashboard(ledger: ledger, settings: settings, revealed: balanceRevealed, locale: locale, now: dependencies.now())
  }
  public var isShowingOnboarding: Bool { !settings.hasCompletedOnboarding }
  /// The alert the app wants shown (on the surface on top, once nothing moves).
  public var alert: PayMeAlert? { presentation.alert }

  // MARK: - Presentation

  /// What the payment sheet `surface` shows: the live payment while it is up, the closed one while it slides.
  /// What the sheet's bindings read: the payment under way, else the one whose sheet is sliding down, so the
  /// sheet keeps its step, amount and note until it has gone (nothing pops or blanks mid-dismissal).
  private var shownFlow: PaymentFlow? { flow ?? closingFlow }

  public func flow(for surface: Surface<PayMeDestination>) -> PaymentFlow? {
    isUp(surface) ? flow : closingFlow
  }

  private func isUp(_ surface: Surface<PayMeDestination>) -> Bool {
    presentation.surfaces.contains { $0.id == surface.id }
  }

  // What a payment sheet's fields and navigation stack read and write, for that sheet: the live payment while
  // the sheet is up; the payment it closed with while it slides away (a link may already have started the next
  // one), which nothing writes to.
  public func path(on surface: Surface<PayMeDestination>) -> [PaymentStepRoute] {
    isUp(surface) ? flowPath : closingFlow?.path ?? []
  }
  public func setPath(_ path: [PaymentStepRoute], on surface: Surface<PayMeDestination>) {
    if isUp(surface) { flowPath = path }
  }
  public func amountText(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? amountText : closingFlow?.entry.text ?? ""
  }
  public func setAmountText(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { amountText = text }
  }
  public func note(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? note : closingFlow?.note ?? ""
  }
  public func setNote(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { note = text }
  }
  public func recipientQuery(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? recipientQuery : closingFlow?.recipientQuery ?? ""
  }
  public func setRecipientQuery(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { recipientQuery = text }
  }

  /// A swipe down is held back while the payment holds what the user entered (`interactiveDismissDisabled`);
  /// the attempt asks, as Cancel does (`userAttemptedDismissal`).
  public func refusesSwipeDown(_ surface: Surface<PayMeDestination>) -> Bool {
    flow(for: surface)?.holdsUserInput ?? false
  }

  /// The user tried to swipe a filled-in payment down (iOS reports it while the swipe is held back): the same
  /// dialog as Cancel, Discard or Keep Editing, as Mail asks before discarding a draft.
  public func userAttemptedDismissal(_ surface: Surface<PayMeDestination>) {
    guard presentation.surfaces.contains(where: { $0.id == surface.id }) else { return }
    cancelFlow()
  }

  public func perform(_ action: PayMeAlertAction) {
    switch action {
    case .confirmPayment:
      play(.confirmation)
      track { await self.authenticateAndPay(.preferred) }
    case .retryAuthentication: track { await self.authenticateAndPay(.preferred) }
    case .usePasscode: track { await self.authenticateAndPay(.passcode) }
    case .openSettings: dependencies.openSettings()
    case .resetDemoData:
      let before = ledger
      ledger = DemoData.ledger(now: dependencies.now())
      saveLedger()
      // Reminders of requests the reset removed would open nothing: withdrawn with them.
      let gone = before.transactions.filter { ledger.transaction($0.id) == nil }.map {
        RequestReminder.identifier(for: $0.id)
      }
      let center = dependencies.notifications
      if !gone.isEmpty { track { await center.removePendingRequests(withIdentifiers: gone) } }
      // The user stays where they are (Settings); only screens of entries that no longer exist go.
      path.removeAll { route in
        if case .transaction(let id) = route { return ledger.transaction(id) == nil }
        return false
      }
      play(.confirmation)
    case .cancelRequest(let id):
      if ledger.cancelRequest(id) {
        saveLedger()
        play(.confirmation)
        let center = dependencies.notifications
        track { await center.removePendingRequests(withIdentifiers: [RequestReminder.identifier(for: id)]) }
      }
    case .discardPayment:
      dismissPayment()
      // A link that arrived over the filled-in payment is followed once the user chose to discard it.
      if let link = waitingLink {
        waitingLink = nil
        open(link)
      }
    case .declineRequest(let id):
      if ledger.decline(request: id) {
        saveLedger()
        play(.confirmation)
      }
    }
  }

  public func userDismissed(_ surface: Surface<PayMeDestination>) { releaseClosedFlow() }

  public func surfaceGone(_ surface: Surface<PayMeDestination>) {
    if !presentation.leaving.contains(where: { if case .payment = $0.surface.destination { true } else { false } }) {
      closingFlow = nil
    }
  }

  /// A link waiting for the answer to "Discard Payment?": it arrived while a payment held what the user entered.
  private var waitingLink: PayMeLink?
  /// A link that arrived during onboarding (any page or app can send `payme://send`): followed when it ends.
  private var linkAfterOnboarding: PayMeLink?

  /// A link (a reminder's tap, `payme://`): whatever stands in the way is closed (a sheet, an alert), then the
  /// target is shown. A filled-in payment is never thrown away silently: the discard dialog asks first, and the
  /// link is followed if the user discards (Keep Editing keeps the payment and drops the link).
  public func open(_ url: URL) {
    guard let link = PayMeLink(url: url) else { return }
    // Nothing opens over onboarding, before the payment check is set up: the link is followed once it is done.
    guard !isShowingOnboarding else {
      linkAfterOnboarding = link
      return
    }
    let keepsSheet: Bool =
      switch link {
      case .send: flow?.purpose == .send && presentation.isPresenting(.payment(.send))
      case .request: flow?.purpose == .request && presentation.isPresenting(.payment(.request))
      case .transaction, .settings: false
      }
    if !keepsSheet, let flow, flow.holdsUserInput, presentation.isPresenting(.payment(flow.purpose)) {
      waitingLink = link
      // While the system check is up, the link waits for its result: a payment it confirms is not to be met by
      // a dialog saying it "hasn't been sent".
      if flow.step != .authenticating { presentation.showAlert(PayMeAlerts.discardPayment(flow.purpose)) }
      return
    }
    open(link)
  }

  private func open(_ link: PayMeLink) {
    switch link {
    case .transaction(let id):
      presentation.dismissAll()
      path = ledger.transaction(id) != nil ? [.activity, .transaction(id)] : [.activity]
    case .settings:
      presentation.dismissAll()
      path = [.settings]
    case .send, .request:
      let purpose: PaymentFlow.Purpose = link == .send ? .send : .request
      if flow?.purpose == purpose, presentation.isPresenting(.payment(purpose)) {
        presentation.open([.init(.payment(purpose))])
        return
      }
      // Another payment's sheet slides down with what it showed; the new one starts empty.
      if let flow { closingFlow = flow }
      presentation.open([.init(.payment(purpose))])
      flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
      return
    }
    releaseClosedFlow()
  }

  // MARK: - Onboarding (PM-9)

  /// The onboarding pages for this device's biometry, and the one on screen.
  public var onboardingPages: [OnboardingPage] { OnboardingPage.pages(for: biometryKind) }
  public var currentOnboardingPage: OnboardingPage {
    let pages = onboardingPages
    return pages[min(max(onboardingPage, 0), pages.count - 1)]
  }

  public func continueOnboarding() {
    play(.buttonPress)
    if onboardingPage + 1 < onboardingPages.count {
      onboardingPage += 1
    } else {
      finishOnboarding()
    }
  }

  /// The last page's "Not Now", or the end of "Turn On Face ID". Payments ask the device owner either way; Not Now
  /// leaves iOS's Face ID permission prompt to the first payment.
  public func finishOnboarding() {
    update { $0.hasCompletedOnboarding = true }
    readDeviceOwner()
    if let link = linkAfterOnboarding {
      linkAfterOnboarding = nil
      open(link)
    }
  }

  /// "Turn On Face ID": the first evaluation happens here, so iOS's permission prompt appears in onboarding and
  /// never in the middle of a payment. Recognised: done. Refused: done, with the way to Settings (payments ask
  /// the passcode). Not recognised or cancelled: the page stays, to try again or choose Not Now. No biometry, none
  /// enrolled or locked out: nothing to ask now.
  public func turnOnBiometrics() async {
    guard !isTurningOnBiometrics else { return }
    play(.buttonPress)
    let owner = dependencies.deviceOwner
    let availability = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    let kind = BiometryKind(availability.biometryType)
    if availability.biometryDenied {
      toldBiometryDenied = true
      finishOnboarding()
      presentation.showAlert(PayMeAlerts.biometryDeniedAtSetup(kind))
      return
    }
    guard availability.canEvaluate else {
      // No biometry: "Use Passcode" means iOS's passcode screen confirms payments (nothing to ask now). Not
      // enrolled or locked out: payments ask the passcode until Face ID can be used, and the user is told why
      // the button did not show Face ID.
      finishOnboarding()
      if kind != .none { presentation.showAlert(PayMeAlerts.biometryUnavailableAtSetup(kind, availability.error)) }
      return
    }
    isTurningOnBiometrics = true
    let result = await owner.evaluate(
      .deviceOwnerAuthenticationWithBiometrics, reason: PayMeCopy.turnOnReason(kind), fallbackTitle: "")
    isTurningOnBiometrics = false
    switch result {
    case .success:
      play(.biometricSuccess)
      finishOnboarding()
    case .failure(.userCancel), .failure(.systemCancel), .failure(.appCancel):
      break
    case .failure(.biometryNotAvailable):
      // Refused at the prompt just now: the evaluation itself says so (canEvaluatePolicy may not yet, until the
      // app is launched again).
      toldBiometryDenied = true
      finishOnboarding()
      presentation.showAlert(PayMeAlerts.biometryDeniedAtSetup(kind))
    case .failure:
      play(.failure)
      presentation.showAlert(PayMeAlerts.biometryNotRecognizedAtSetup(kind))
    }
  }

  // MARK: - Dashboard

  public func toggleBalance() {
    guard settings.hideBalance else { return }
    balanceRevealed.toggle()
    play(.selectionChange)
  }

  // MARK: - Send and request (PM-0.1, PM-0.2)

  public func startSend() { start(.send) }
  public func startRequest() { start(.request) }

  private func start(_ purpose: PaymentFlow.Purpose) {
    guard flow == nil else { return }
    play(.buttonPress)
    flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
    presentation.present(.payment(purpose))
  }

  public func choose(_ contact: Contact) { flow?.choose(contact) }

  /// The recipients' search field (`.searchable`), kept with the payment.
  public var recipientQuery: String {
    get { shownFlow?.recipientQuery ?? "" }
    set { flow?.recipientQuery = String(newValue.prefix(PaymentFlow.maximumNoteLength)) }
  }

  /// Recents (while not searching) and the contacts matching the search, as the recipients list shows them.
  public func recipients(for flow: PaymentFlow?) -> (recents: [Contact], contacts: [Contact]) {
    let query = flow?.recipientQuery ?? ""
    let recents = query.isEmpty ? ledger.recentContacts() : []
    return (recents, ledger.contacts(matching: query))
  }

  /// The amount field's text (a decimal-pad TextField binds here): an edit or paste the rules refuse leaves the
  /// stored amount, which the field shows again, and says why. SwiftUI's TextField keeps what the user typed
  /// when its binding reads back the value it read before, so a refused text is echoed for one frame, then
  /// replaced by the stored amount: a change the field applies.
  public var amountText: String {
    get { refusedText ?? shownFlow?.entry.text ?? "" }
    set {
      edit(newValue)
      echo(newValue, kept: flow?.entry.text ?? "", in: \.refusedText)
    }
  }
  /// What the field holds for a frame after a refused edit (see `amountText`).
  private var refusedText: String?
  @ObservationIgnored private var refusals = 0

  public func edit(_ text: String) {
    guard var flow else { return }
    flow.editAmount(text)
    if let error = flow.amountError, error != self.flow?.amountError { announce(error.message(locale: locale)) }
    self.flow = flow
  }

  /// The note field: at most 140 characters. Text past the limit is echoed for a frame and then cut, as a refused
  /// amount is (see `amountText`), so the field never shows what will not be sent.
  public var note: String {
    get { refusedNote ?? shownFlow?.note ?? "" }
    set {
      let kept = String(newValue.prefix(PaymentFlow.maximumNoteLength))
      flow?.note = kept
      echo(newValue, kept: kept, in: \.refusedNote)
    }
  }
  private var refusedNote: String?

  /// A field whose text was refused or cut (`kept` is what the model holds): the typed text is read back for one
  /// frame, so SwiftUI draws it before the correction, then the kept text (a change the TextField applies).
  private func echo(_ typed: String, kept: String, in field: ReferenceWritableKeyPath<PayMeModel, String?>) {
    guard typed != kept else {
      self[keyPath: field] = nil
      return
    }
    self[keyPath: field] = typed
    refusals += 1
    let refusal = refusals
    track {
      try? await Task.sleep(for: .milliseconds(50))
      if self.refusals == refusal { self[keyPath: field] = nil }
    }
  }

  /// The payment sheet's navigation path. SwiftUI shortens it when the user taps the back button or swipes
  /// back; each step popped is one `back()`, and nothing pops while the check is up or after success.
  public var flowPath: [PaymentStepRoute] {
    get { shownFlow?.path ?? [] }
    set {
      guard var flow, newValue.count < flow.path.count, flow.allowsBack else { return }
      for _ in newValue.count..<flow.path.count where flow.allowsBack { flow.back() }
      self.flow = flow
    }
  }

  public func continueToReview() {
    play(.buttonPress)
    flow?.continueToReview(balance: ledger.balance)
    if let error = flow?.amountError {
      play(.failure)
      announce(error.message(locale: locale))
    }
  }

  /// "Send" on the review screen: the system confirmation alert first.
  public func confirmSend() {
    guard let flow, flow.step == .review, let amount = flow.amount, let recipient = flow.recipient else { return }
    play(.buttonPress)
    presentation.showAlert(PayMeAlerts.confirmSend(amount, to: recipient, locale: locale))
  }

  /// "Send Request": no money moves, so no check.
  public func sendRequest() {
    guard var flow else { return }
    let alert = flow.sendRequest(ledger: &ledger, now: dependencies.now(), id: dependencies.makeID())
    self.flow = flow
    if let alert {
      presentation.showAlert(alert)
      play(.failure)
      return
    }
    saveLedger()
    play(.confirmation)
    if case .succeeded(let request) = flow.step {
      announce(PayMeCopy.requestSentAnnouncement(request, locale: locale))
      if notificationsOn {
        let reminder = RequestReminder.request(for: request, locale: locale)
        let center = dependencies.notifications
        track { try? await center.add(reminder) }
      }
    }
  }

  /// Cancel in the sheet: asks first when the payment holds what the user entered.
  public func cancelFlow() {
    guard let flow else { return }
    waitingLink = nil
    if flow.holdsUserInput {
      presentation.showAlert(PayMeAlerts.discardPayment(flow.purpose))
    } else {
      dismissPayment()
    }
  }

  /// Done, after the payment or request went.
  public func closeFlow() { dismissPayment() }

  private func dismissPayment() {
    // An alert of the sheet's goes with it; it must not reappear on the dashboard.
    if let alert = presentation.alert { presentation.alertDismissed(id: alert.id) }
    presentation.dismiss { if case .payment = $0 { true } else { false } }
    releaseClosedFlow()
  }

  /// Once no payment sheet is up or on its way, the payment moves to the sheet that is sliding down.
  private func releaseClosedFlow() {
    let presenting =
      presentation.surfaces.contains { if case .payment = $0.destination { true } else { false } }
      || presentation.queued.contains { if case .payment = $0.destination { true } else { false } }
    guard !presenting, let flow else { return }
    closingFlow = flow
    self.flow = nil
  }

  // MARK: - Requests waiting for an answer

  /// Amounts are dots while Hide Balance is on and the balance has not been revealed: on the dashboard, in the
  /// history and on a transaction's own screen alike.
  public var hidesAmounts: Bool { settings.hideBalance && !balanceRevealed }

  /// A history row as the Activity screen shows it.
  public func row(_ transaction: Transaction) -> RowValue {
    Dashboard.row(transaction, hideAmounts: hidesAmounts, locale: locale, now: dependencies.now())
  }

  /// The large amount on a transaction's screen.
  public func detailAmount(_ transaction: Transaction) -> String {
    hidesAmounts ? PayMeCopy.hiddenAmount : Dashboard.signedAmount(transaction, locale: locale)
  }
  /// What VoiceOver says for that amount: "Amount hidden", never six "bullet"s.
  public func detailAmountAccessibility(_ transaction: Transaction) -> String {
    hidesAmounts ? PayMeCopy.amountHidden : Dashboard.signedAmount(transaction, locale: locale)
  }

  /// The receipt the Share button hands on: a completed payment only, and never while amounts are hidden.
  public func receipt(_ transaction: Transaction) -> String? {
    hidesAmounts ? nil : Receipt.text(transaction, holder: ledger.holderName, locale: locale)
  }

  /// The status on a transaction's screen, in PayMe's words.
  public func statusText(_ transaction: Transaction) -> String {
    switch transaction.status {
    case .completed:
      switch transaction.kind {
      case .received: PayMeCopy.received
      case .incoming: PayMeCopy.paid
      case .sent, .request: PayMeCopy.sent
      }
    case .pending: PayMeCopy.pending
    case .declined: PayMeCopy.declined
    case .cancelled: PayMeCopy.cancelled
    }
  }

  /// Actions a transaction offers: a pending request can be reminded or withdrawn.
  public func canRemindOrCancel(_ id: String) -> Bool {
    ledger.transaction(id).map { $0.kind == .request && $0.status == .pending } ?? false
  }

  /// A contact's request still waiting for the user's answer: Pay or Decline.
  public func canAnswer(_ id: String) -> Bool {
    ledger.transaction(id).map { $0.kind == .incoming && $0.status == .pending } ?? false
  }

  /// "Pay" on a contact's request: the payment sheet opens at the review, then the same confirmation and check.
  public func pay(request id: String) {
    guard flow == nil, canAnswer(id), let request = ledger.transaction(id) else { return }
    play(.buttonPress)
    guard request.amount.amount <= ledger.balance.amount else {
      return presentation.showAlert(PayMeAlerts.cannotPay(request, locale: locale))
    }
    flow = PaymentFlow.answering(request, locale: locale)
    presentation.present(.payment(.send))
  }

  public func askToDecline(_ id: String) {
    guard canAnswer(id), let request = ledger.transaction(id) else { return }
    presentation.showAlert(PayMeAlerts.declineRequest(request, locale: locale))
  }

  public func remind(_ id: String) {
    guard canRemindOrCancel(id), let transaction = ledger.transaction(id) else { return }
    play(.confirmation)
    presentation.showAlert(PayMeAlerts.reminded(transaction.counterparty))
  }

  public func askToCancelRequest(_ id: String) {
    guard canRemindOrCancel(id), let transaction = ledger.transaction(id) else { return }
    presentation.showAlert(PayMeAlerts.cancelRequest(transaction, locale: locale))
  }

  /// The device owner check, then the payment (PaymentCheck says which check, or which alert instead). Nothing
  /// is paid unless the check succeeds while the payment's sheet is still up.
  private func authenticateAndPay(_ attempt: PaymentCheck.Attempt) async {
    guard var flow, flow.beginAuthentication(), let amount = flow.amount, let recipient = flow.recipient else { return }
    let owner = dependencies.deviceOwner
    let result: AuthenticationResult
    switch PaymentCheck.plan(attempt, owner: owner, toldDenied: toldBiometryDenied) {
    case .alert(let alert):
      if alert.id == PayMeAlerts.biometryDenied(biometryKind).id { toldBiometryDenied = true }
      presentation.showAlert(alert)
      play(.failure)
      return
    case .evaluate(let policy):
      self.flow = flow
      // nil: iOS's own fallback title ("Enter Passcode"), shown after a face is not recognised.
      result = await owner.evaluate(
        policy, reason: PayMeCopy.paymentReason(amount, to: recipient, locale: locale), fallbackTitle: nil)
      readDeviceOwner()
      if result == .success { play(.biometricSuccess) }
    }
    // The sheet may have been closed meanwhile: nothing is paid then.
    guard var current = self.flow, current.step == .authenticating else { return }
    let denied = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryDenied
    let alert = current.finishAuthentication(
      result, kind: biometryKind, denied: denied, ledger: &ledger, now: dependencies.now(),
      id: dependencies.makeID())
    self.flow = current
    if case .succeeded(let transaction) = current.step {
      saveLedger()
      announce(PayMeCopy.sentAnnouncement(transaction, locale: locale))
      // A link that arrived during the check: the payment is made, so nothing is lost by following it now.
      if let link = waitingLink {
        waitingLink = nil
        open(link)
      }
      return
    }
    if let alert {
      presentation.showAlert(alert)
      play(.failure)
    } else if waitingLink != nil {
      // Cancelled with a link waiting: the payment is still filled in, so ask now.
      presentation.showAlert(PayMeAlerts.discardPayment(current.purpose))
    }
  }

  // MARK: - Settings

  /// The Security section's row, its footer and its Open Settings button, and the review's Send hint, as the
  /// views show them: what confirms a payment on this device now (`paymentMethod`).
  public var security: SecurityCopy { SecurityCopy(paymentMethod) }
  public var sendHint: String { security.sendHint }

  /// Reminders go out only while the user wants them and iOS allows them.
  public var notificationsOn: Bool { settings.notifications && notificationAuthorization.allowsDelivery }

  /// The Notifications switch: the system's permission and the user's choice together, read again at every
  /// return to the app; while iOS asks, it shows what the user chose, so it never snaps.
  public var notificationsSwitch: Bool { notificationsRequested ?? notificationsOn }

  /// On: iOS asks once (`.notDetermined`); refused now or before, the switch stays off and an alert shows the
  /// way to Settings. Off: every reminder already scheduled is withdrawn.
  public func setNotifications(_ on: Bool) async {
    let center = dependencies.notifications
    if on {
      notificationsRequested = true
      var status = await center.authorizationStatus()
      if status == .notDetermined {
        _ = await center.requestAuthorization()
        status = await center.authorizationStatus()
      }
      notificationAuthorization = status
      notificationsRequested = nil
      guard status.allowsDelivery else {
        update { $0.notifications = false }
        presentation.showAlert(PayMeAlerts.notificationsOff)
        return
      }
      update { $0.notifications = true }
      // Requests already waiting (made while reminders were off, or the demo's own) are reminded too.
      for reminder in RequestReminder.requests(for: ledger, now: dependencies.now(), locale: locale) {
        try? await center.add(reminder)
      }
    } else {
      update { $0.notifications = false }
      notificationsRequested = nil
      let pending = ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
      await center.removePendingRequests(withIdentifiers: pending.map { RequestReminder.identifier(for: $0.id) })
    }
  }

  /// Reads the system's permission again (the user may have changed it in Settings).
  public func refreshNotificationAuthorization() async {
    notificationAuthorization = await dependencies.notifications.authorizationStatus()
  }

  /// Work started by an intent that a test may wait for (a check, a reminder); a test calls `settle()` where
  /// SwiftUI would simply let it run.
  /// Each task removes itself when done, so a long session does not keep every finished one.
  @ObservationIgnored private var pendingWork: [Int: Task<Void, Never>] = [:]
  @ObservationIgnored private var workCount = 0

  private func track(_ work: @escaping @MainActor () async -> Void) {
    workCount += 1
    let id = workCount
    pendingWork[id] = Task {
      await work()
      self.pendingWork[id] = nil
    }
  }

  public func settle() async {
    while let (_, task) = pendingWork.first { await task.value }
  }

  public func setAppearance(_ appearance: PayMeSettings.Appearance) { update { $0.appearance = appearance } }
  public func setHideBalance(_ on: Bool) {
    update { $0.hideBalance = on }
    balanceRevealed = false
  }
  public func askToResetDemoData() { presentation.showAlert(PayMeAlerts.resetDemoData) }

  // Settable views of the settings, so SwiftUI binds to them (`$model.hideBalance`).
  public var notificationsEnabled: Bool {
    get { notificationsSwitch }
    set {
      // What the user chose shows at once, before the task runs: the switch never flashes back for a frame.
      notificationsRequested = newValue
      track { await self.setNotifications(newValue) }
    }
  }
  public var appearance: PayMeSettings.Appearance {
    get { settings.appearance }
    set { setAppearance(newValue) }
  }
  public var hideBalance: Bool {
    get { settings.hideBalance }
    set { setHideBalance(newValue) }
  }

  /// The scene's phase. The cover goes up at `.background`, before iOS takes the app switcher's snapshot, and
  /// never at `.inactive`: PayMe's own Face ID prompt, the notification permission alert or Control Center
  /// make the scene inactive while the user is still looking at it. Back in front, it comes down and the
  /// notification permission is read again.
  public func scenePhaseChanged(to phase: AppScenePhase) {
    switch phase {
    case .background:
      isCovered = true
      balanceRevealed = false
    case .active:
      isCovered = false
      readDeviceOwner()
      track { await self.refreshNotificationAuthorization() }
    case .inactive:
      break
    }
  }

  // MARK: - Details

  private func announce(_ text: String) {
    announcements += 1
    announcement = Announcement(id: announcements, text: text)
  }

  private func update(_ change: (inout PayMeSettings) -> Void) {
    var updated = settings
    change(&updated)
    guard updated != settings else { return }
    settings = updated
    // Settings are a convenience: if they cannot be saved, the app goes on with them in memory.
    try? dependencies.store.write(updated, for: PayMeShared.settings)
    play(.selectionChange)
  }

  /// The ledger on disk after every change; if it cannot be saved (or must not be, see `ledgerProblem`), the
  /// change stays in memory and an alert says so in words, once.
  private func saveLedger() {
    do {
      if let ledgerProblem { throw ledgerProblem }
      try dependencies.store.write(ledger, for: PayMeShared.ledger)
    } catch {
      guard !saidLedgerNotSaved else { return }
      saidLedgerNotSaved = true
      presentation.showAlert(PayMeAlerts.notSaved(error))
    }
  }
  private var saidLedgerNotSaved = false

  private func play(_ intent: HapticIntent) {
    if throttle.shouldPlay(intent, at: dependencies.uptime()) { haptics.emit(intent) }
  }
}

/// Something VoiceOver announces (`AccessibilityNotification.Announcement`); a new id for every announcement,
/// so the same words said twice are announced twice.
public struct Announcement: Equatable, Sendable {
  public let id: Int
  public let text: String
}
