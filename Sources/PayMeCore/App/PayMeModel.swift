import AppLock
import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import SharedStore

/// PayMe's state and intents. Views read these properties and call these methods; nothing else. Every sheet,
/// alert and dialog is in `presentation`: no view holds presentation state of its own.
@MainActor
@Observable
public final class PayMeModel: PresentationHost {
  public var presentation = PresentationStack<PayMeDestination, PayMeAlertAction>()
  /// The ledger and its file (LedgerBook.swift): every change is saved there before it is the app's.
  public let book: LedgerBook
  /// The ledger, as every screen reads it; changed only through the book.
  public var ledger: Ledger { book.ledger }
  public internal(set) var settings: PayMeSettings
  /// Who this install is: the name and handle My Code and Messages requests ask to be paid (PayMeModel+Holder).
  public internal(set) var holder: PayMeHolder?
  /// The holder's file could not be read at launch (before the first unlock): the one in `holder` is made up for
  /// this run, and the saved one is read again with the other protected files.
  @ObservationIgnored var holderUnread = false
  public var path: [PayMeRoute] = []
  /// The Activity screen's search and filter.
  public let activity = ActivityModel()
  /// The home screen's Pending section, with Pay and Decline in a request's row (PendingModel.swift).
  public let pending: PendingModel
  /// The Settings screen's switches and pickers (PayMeSettingsModel.swift), owned here as the screen is pushed.
  public let settingsScreen: PayMeSettingsModel
  /// The Statements screen (StatementsModel.swift), pushed from Activity.
  public let statements: StatementsModel
  /// Photos of recipients picked from the device's Contacts (this run only).
  public internal(set) var contactPhotos = ContactPhotos()
  public internal(set) var balanceRevealed = false
  /// The privacy cover: up from the moment the scene resigns active (the app switcher's live card, then its
  /// snapshot) until it is active again; never for PayMe's own system prompts (`withOwnPrompt`).
  public var isCovered: Bool { lock.isCovered }
  /// The onboarding's pages and Turn On Face ID (PayMeOnboardingModel.swift).
  public let onboarding: PayMeOnboardingModel
  /// The refusal of Face ID to PayMe has been said this launch (at a payment or in onboarding): not before every
  /// payment again. Settings keeps saying it, with the way there.
  @ObservationIgnored var toldBiometryDenied = false
  /// The notifications of money the calendar moves, and the in-app notice of a return none told
  /// (MoneyMovedNotifier.swift).
  public let moneyMoved: MoneyMovedNotifier
  /// The reminders of requests still waiting for an answer (RequestReminders.swift).
  let requestReminders: RequestReminders
  /// Whether notifications go out, and what turning them on or off or Hide Balance does to those planned
  /// (PayMeNotifications.swift).
  let notifications: PayMeNotifications
  /// The answers to a request's or a payment's question (EntryAnswers.swift).
  let entryAnswers: EntryAnswers
  /// How a payment is confirmed on this device now: read at launch, at each return to the app (the user may have
  /// allowed Face ID in Settings meanwhile) and after each check, so the Security section never shows it stale.
  public private(set) var paymentMethod: PaymentCheck.Method = .passcode
  /// Haptics and VoiceOver's announcements (PayMeFeedback.swift).
  public let feedback: PayMeFeedback
  /// The last thing VoiceOver should announce (an amount refused, a payment sent); views post it.
  public var announcement: Announcement? { feedback.announcement }
  public var haptic: HapticEvent? { feedback.haptic }
  let dependencies: PayMeDependencies
  /// The settings file could not be read at launch (before the first unlock after a restart): the defaults stand
  /// in until `readProtectedFiles` reads it.
  var settingsUnread = false
  /// PayMe has been active once: the settings are as readable as they will be this launch.
  var protectedDataWaitOver = false

  /// A link that arrived while something had to finish first (onboarding, the unlock, a filled-in sheet closing),
  /// and what it waits for (PendingLink.swift); followed by `deliverPendingLink` once that is done.
  public internal(set) var pendingLink: PendingLink?
  /// App Lock holds the screen: nothing shows, and nothing opens, until the device owner confirms.
  public var isLocked: Bool { lock.isLocked }
  /// App Lock and the privacy cover over the scene (AppLock's session, VocaPin's too): locked, when PayMe left and
  /// whether the return asks, kept in memory only, so a killed app locks at launch whatever the delay
  /// (PayMeModel+AppLock.swift).
  let lock: AppLockSession

  /// Work started by an intent that a test may wait for (a check, a reminder); a test calls `finishWork()` where
  /// SwiftUI would simply let it run.
  /// Each task removes itself when done, so a long session does not keep every finished one.
  @ObservationIgnored var pendingWork: [Int: Task<Void, Never>] = [:]
  @ObservationIgnored var workCount = 0

  /// The scheduled payments' model: the schedules, Repeat, sending what is due and the reminders; the app commits
  /// the ledger it hands back (PayMeModel+Scheduled.swift).
  public let scheduledPayments: ScheduledPaymentsModel
  var saidSettingsNotSaved = false

  public init(dependencies: PayMeDependencies) {
    self.dependencies = dependencies
    locale = dependencies.locale
    book = LedgerBook(store: dependencies.store, now: dependencies.now())
    let loaded = book.ledger
    moneyMoved = MoneyMovedNotifier(
      book: book, store: dependencies.store, center: dependencies.notifications, now: dependencies.now)
    requestReminders = RequestReminders(center: dependencies.notifications) { [book, now = dependencies.now] in
      .init(ledger: book.ledger, locale: .current, hidingAmount: false, isOn: false, now: now())
    }
    entryAnswers = EntryAnswers(access: Self.ledgerAccess(book, dependencies))
    settingsScreen = PayMeSettingsModel(dependencies: dependencies)
    pending = PendingModel { [book] in book.ledger }
    lock = AppLockSession(
      owner: dependencies.deviceOwner, now: dependencies.now, unlockReason: PayMeCopy.unlockReason, cover: .always,
      locked: false)
    // The loaded ledger until `wire` points it at this model's.
    statements = StatementsModel(dependencies: dependencies) { [loaded] in loaded }
    (holder, holderUnread) = Self.loadHolder(dependencies, name: loaded.holderName)
    settings = dependencies.store.read(PayMeShared.settings)
    if case .failure(.unreadable) = dependencies.store.load(PayMeShared.settings) { settingsUnread = true }
    scheduledPayments = ScheduledPaymentsModel(
      store: dependencies.store, locale: dependencies.locale, calendar: Self.calendar(dependencies.locale),
      now: dependencies.now)
    scheduledPayments.undoClock = dependencies.undoClock
    notifications = PayMeNotifications(
      center: dependencies.notifications, requests: requestReminders, scheduled: scheduledPayments,
      moneyMoved: moneyMoved, ledger: { [book] in book.ledger })
    onboarding = PayMeOnboardingModel(owner: dependencies.deviceOwner)
    feedback = PayMeFeedback(uptime: dependencies.uptime)
    wire(book)
    wire(moneyMoved)
    wire(requestReminders)
    wire(notifications)
    wire(onboarding)
    wire(activity)
    wire(entryAnswers)
    wire(pending)
    wire(settingsScreen)
    wire(statements)
    wire(settingsScreen.handleEditor)
    wireAppLock()
    statements.sweep()
    connectScheduledPayments()
    scheduledPayments.load()
    scheduledPayments.tellUnseenRunMessages()
    readDeviceOwner()
    // App Lock holds from launch; the first `.active` asks.
    if settings.appLock, settings.hasCompletedOnboarding { lock.lockNow() }
    // Never a silent reset: the user is told, and the damaged copy is kept.
    if book.setAsideAtLaunch { showMessage(PayMeAlerts.activityReset) }
  }

  /// The user's region and language formats: at launch, and as Settings changes them (`localeChanged(to:)`).
  public internal(set) var locale: Locale
  public var now: Date { dependencies.now() }
  /// What the device has (Face ID, Touch ID, Optic ID or none), read with `paymentMethod`, not at every access:
  /// each read is an `LAContext` and a `canEvaluatePolicy` call, and the onboarding page reads it many times a frame.
  public private(set) var biometryKind: BiometryType = .none

  /// Reads the device owner's check again: at launch, after onboarding and each check, and at each return.
  func readDeviceOwner() {
    let owner = dependencies.deviceOwner
    biometryKind = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryType
    paymentMethod = PaymentCheck.method(owner: owner)
  }
  public var dashboard: Dashboard {
    Dashboard(ledger: ledger, settings: settings, revealed: balanceRevealed, locale: locale, now: dependencies.now())
  }
  /// Runs `work` as SwiftUI would let it run, and keeps it so a test can wait for it (`finishWork`).
  func track(_ work: @escaping @MainActor () async -> Void) {
    workCount += 1
    let id = workCount
    pendingWork[id] = Task {
      await work()
      self.pendingWork[id] = nil
    }
  }

  public func finishWork() async {
    while let (_, task) = pendingWork.first { await task.value }
  }

  /// Onboarding is for someone who has not finished it: never while the settings that say so cannot be read yet
  /// (`isWaitingForProtectedData`), when the defaults standing in would show it to someone who has.
  public var isShowingOnboarding: Bool { !isWaitingForProtectedData && !settings.hasCompletedOnboarding }
  /// The alert the app wants shown (on the surface on top, once nothing moves).
  public var alert: PayMeAlert? { presentation.alert }
}
