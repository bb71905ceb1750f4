import DesignSystem
import Foundation
import Observation
import SharedStore

/// What PayMe needs from the outside world; the app passes live ones, tests pass fakes.
public struct PayMeDependencies: Sendable {
  /// Where the settings are kept (the app's own container; nothing else is stored).
  public var store: SharedStore
  public var biometrics: any BiometricAuthenticator
  /// Reminders for unanswered requests, while the Notifications switch is on.
  public var notifications: any PaymentNotifier
  public var now: @Sendable () -> Date
  public var locale: Locale
  /// Opens PayMe's page in the Settings app (UIApplication.openSettingsURLString).
  public var openSettings: @Sendable () -> Void
  /// A monotonic clock in seconds, for thinning haptics.
  public var uptime: @Sendable () -> Double
  public var makeID: @Sendable () -> String

  public init(
    store: SharedStore, biometrics: any BiometricAuthenticator,
    notifications: any PaymentNotifier = NoNotifications(), now: @escaping @Sendable () -> Date = { Date() },
    locale: Locale = .current, openSettings: @escaping @Sendable () -> Void,
    uptime: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
    makeID: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.store = store
    self.biometrics = biometrics
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

/// PayMe's state and intents. Views read these properties and call these methods; nothing else.
@MainActor
@Observable
public final class PayMeModel {
  public private(set) var ledger: Ledger
  public private(set) var settings: PayMeSettings
  public var path: [PayMeRoute] = []
  /// The send or request sheet, while it is up.
  public private(set) var flow: PaymentFlow?
  /// The system alert on screen.
  public private(set) var alert: AlertValue?
  public private(set) var balanceRevealed = false
  /// The privacy cover over the app while it is not in front.
  public private(set) var isCovered = false
  public private(set) var onboardingPage = 0
  public var haptic: HapticEvent? { haptics.last }

  private var haptics = HapticEmitter()
  private var throttle = HapticThrottle()
  private let dependencies: PayMeDependencies

  public init(dependencies: PayMeDependencies) {
    self.dependencies = dependencies
    // The saved ledger, if it is one this app could have written; else the demo's seed.
    let saved = dependencies.store.read(PayMeShared.ledger)
    ledger = saved.flatMap { $0.isPlausible ? $0 : nil } ?? DemoData.ledger(now: dependencies.now())
    settings = dependencies.store.read(PayMeShared.settings)
  }

  public var locale: Locale { dependencies.locale }
  public var biometryKind: BiometryKind { dependencies.biometrics.kind() }
  public var dashboard: Dashboard {
    Dashboard(ledger: ledger, settings: settings, revealed: balanceRevealed, locale: locale, now: dependencies.now())
  }
  public var isShowingOnboarding: Bool { !settings.hasCompletedOnboarding }
  public var isShowingFlow: Bool {
    get { flow != nil }
    set { if !newValue { flow = nil } }
  }
  // MARK: - Presentation

  /// The view on top, where an alert belongs: the payment sheet while it is up, else the root.
  public var topSurface: PayMeSurface { flow != nil ? .paymentSheet : .root }

  /// The alert's binding for one surface: up only on the one on top.
  public func isShowingAlert(on surface: PayMeSurface) -> Bool { alert != nil && topSurface == surface }

  public func setShowingAlert(_ showing: Bool, on surface: PayMeSurface) {
    if !showing, topSurface == surface { alert = nil }
  }

  /// The payment sheet's navigation path. SwiftUI shortens it when the user taps the back button or swipes
  /// back; each step popped is one `back()`, and nothing pops while the check is up or after success.
  public var flowPath: [PaymentStepRoute] {
    get { flow?.path ?? [] }
    set {
      guard var flow, newValue.count < flow.path.count, flow.allowsBack else { return }
      for _ in newValue.count..<flow.path.count where flow.allowsBack { flow.back() }
      self.flow = flow
    }
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
      finishOnboarding(faceID: settings.faceIDForPayments)
    }
  }

  public func finishOnboarding(faceID: Bool) {
    update {
      $0.faceIDForPayments = faceID; $0.hasCompletedOnboarding = true
    }
  }

  // MARK: - Dashboard

  public func toggleBalance() {
    guard settings.hideBalance else { return }
    balanceRevealed.toggle()
    play(.selectionChange)
  }

  public func open(_ route: PayMeRoute) {
    play(.buttonPress)
    path.append(route)
  }

  // MARK: - Send and request (PM-0.1, PM-0.2)

  public func startSend() { start(.send) }
  public func startRequest() { start(.request) }

  private func start(_ purpose: PaymentFlow.Purpose) {
    play(.buttonPress)
    flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
  }

  public func choose(_ contact: Contact) { flow?.choose(contact) }
  public func press(_ key: AmountEntry.Key) { flow?.entry.press(key) }
  public func paste(_ text: String) -> AmountError? { flow?.entry.paste(text) }
  /// The amount field's text, for a text field with the decimal pad: invalid edits are not taken.
  public var amountText: String {
    get { flow?.entry.text ?? "" }
    set { flow?.entry.edit(newValue) }
  }
  public var note: String {
    get { flow?.note ?? "" }
    set { flow?.note = String(newValue.prefix(PaymentFlow.maximumNoteLength)) }
  }
  public func back() { flow?.back() }

  public func continueToReview() {
    play(.buttonPress)
    flow?.continueToReview(balance: ledger.balance)
    if flow?.amountError != nil { play(.failure) }
  }

  /// "Send" on the review screen: the system confirmation alert first.
  public func confirmSend() {
    guard let flow, flow.step == .review, let amount = flow.amount, let recipient = flow.recipient else { return }
    play(.buttonPress)
    alert = PayMeAlerts.confirmSend(amount, to: recipient, locale: locale)
  }

  /// "Send Request": no money moves, so no check.
  public func sendRequest() {
    guard var flow else { return }
    alert = flow.sendRequest(ledger: &ledger, now: dependencies.now(), id: dependencies.makeID())
    self.flow = flow
    if alert == nil { saveLedger() }
    if alert == nil, settings.notifications, case .succeeded(let request) = flow.step {
      let reminder = RequestReminder(for: request, locale: locale)
      let notifications = dependencies.notifications
      pendingWork.append(Task { await notifications.schedule(reminder) })
    }
    play(alert == nil ? .confirmation : .failure)
  }

  /// An alert button.
  public func handle(_ action: AlertValue.Action) async {
    alert = nil
    switch action {
    case .dismiss: break
    case .confirmPayment, .retryAuthentication:
      play(.confirmation)
      await authenticateAndPay()
    case .openSettings: dependencies.openSettings()
    case .resetDemoData:
      ledger = DemoData.ledger(now: dependencies.now())
      saveLedger()
      path = []
      play(.confirmation)
    case .cancelRequest(let id):
      if ledger.cancelRequest(id) {
        saveLedger()
        play(.confirmation)
        await dependencies.notifications.cancel([RequestReminder.identifier(for: id)])
      }
    }
  }

  // MARK: - Requests waiting for an answer

  /// Actions a transaction offers: a pending request can be reminded or withdrawn.
  public func canRemindOrCancel(_ id: String) -> Bool {
    ledger.transaction(id).map { $0.kind == .request && $0.status == .pending } ?? false
  }

  public func remind(_ id: String) {
    guard canRemindOrCancel(id), let transaction = ledger.transaction(id) else { return }
    play(.confirmation)
    alert = PayMeAlerts.reminded(transaction.counterparty)
  }

  public func askToCancelRequest(_ id: String) {
    guard canRemindOrCancel(id), let transaction = ledger.transaction(id) else { return }
    alert = PayMeAlerts.cancelRequest(transaction, locale: locale)
  }

  private func authenticateAndPay() async {
    guard var flow, flow.beginAuthentication(), let amount = flow.amount, let recipient = flow.recipient else { return }
    self.flow = flow
    let outcome = await dependencies.biometrics.authenticate(
      reason: "Send \(amount.formatted(locale: locale)) to \(recipient.name)",
      allowBiometrics: settings.faceIDForPayments)
    // The sheet may have been closed meanwhile: nothing is paid then.
    guard var current = self.flow, current.step == .authenticating else { return }
    if outcome == .success { play(.biometricSuccess) }
    alert = current.finishAuthentication(
      outcome, kind: biometryKind, ledger: &ledger, now: dependencies.now(), id: dependencies.makeID())
    self.flow = current
    if case .succeeded = current.step { saveLedger() }
    if alert != nil { play(.failure) }
  }

  public func closeFlow() { flow = nil }

  // MARK: - Settings

  public func setFaceIDForPayments(_ on: Bool) { update { $0.faceIDForPayments = on } }
  /// The Notifications switch: on asks iOS first (refused, it stays off and says where to allow it); off
  /// withdraws every reminder already scheduled.
  public func setNotifications(_ on: Bool) async {
    if on {
      guard await dependencies.notifications.requestAuthorization() else {
        update { $0.notifications = false }
        alert = PayMeAlerts.notificationsOff
        return
      }
      update { $0.notifications = true }
    } else {
      update { $0.notifications = false }
      let pending = ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
      await dependencies.notifications.cancel(pending.map { RequestReminder.identifier(for: $0.id) })
    }
  }

  /// Work started by an intent that a test may wait for (scheduling a reminder).
  @ObservationIgnored private var pendingWork: [Task<Void, Never>] = []
  public func settle() async {
    let work = pendingWork
    pendingWork = []
    for task in work { await task.value }
  }
  public func setAppearance(_ appearance: PayMeSettings.Appearance) { update { $0.appearance = appearance } }
  public func setHideBalance(_ on: Bool) {
    update { $0.hideBalance = on }
    balanceRevealed = false
  }
  public func askToResetDemoData() { alert = PayMeAlerts.resetDemoData }

  // Settable views of the settings, so SwiftUI binds to them (`$model.hideBalance`).
  public var faceIDForPayments: Bool {
    get { settings.faceIDForPayments }
    set { setFaceIDForPayments(newValue) }
  }
  public var notificationsEnabled: Bool {
    get { settings.notifications }
    set { pendingWork.append(Task { await setNotifications(newValue) }) }
  }
  public var appearance: PayMeSettings.Appearance {
    get { settings.appearance }
    set { setAppearance(newValue) }
  }
  public var hideBalance: Bool {
    get { settings.hideBalance }
    set { setHideBalance(newValue) }
  }

  /// The app left the foreground (or came back): amounts are covered whenever it is not active.
  public func scenePhaseChanged(to phase: AppScenePhase) {
    isCovered = PrivacyCover.isCovering(phase)
    if phase == .background { balanceRevealed = false }
  }

  // MARK: - Details

  private func update(_ change: (inout PayMeSettings) -> Void) {
    var updated = settings
    change(&updated)
    guard updated != settings else { return }
    settings = updated
    // Settings are a convenience: if they cannot be saved, the app goes on with them in memory.
    try? dependencies.store.write(updated, for: PayMeShared.settings)
    play(.selectionChange)
  }

  /// The ledger on disk after every change. A demo that cannot save goes on in memory, as it did before.
  private func saveLedger() { try? dependencies.store.write(ledger, for: PayMeShared.ledger) }

  private func play(_ intent: HapticIntent) {
    if throttle.shouldPlay(intent, at: dependencies.uptime()) { haptics.emit(intent) }
  }
}
