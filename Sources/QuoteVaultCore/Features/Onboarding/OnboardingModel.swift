import Foundation
import Localization
import Observation
import Presentation
import SharedStore

/// Where the first-run flow is, kept on the device as each choice is made, so iOS ending the app mid-flow
/// costs nothing: the next launch opens it at the same step with the same choices.
public struct OnboardingProgress: Codable, Equatable, Sendable {
  public enum Step: String, Codable, CaseIterable, Sendable {
    /// The topics the user likes (For You's mix).
    case topics
    /// Whether they want reminders, how many a day and in what window.
    case reminders
    /// iOS's notification permission, asked here only when reminders were chosen.
    case permission
  }

  /// Finished or skipped: never shown again. Also set, without showing it, for a user who had the app before.
  public var finished = false
  public var step = Step.topics
  public var topics: [QuoteCategory] = []
  public var wantsReminders = true
  /// The reminders as chosen: how many a day, from `start` to `end` (the app's own `ReminderSchedule`).
  public var reminders = ReminderSchedule(count: 3)

  public init() {}
}

extension QuoteVaultShared {
  /// The first-run flow's progress; nil until the first launch has decided whether it is owed.
  public static let onboarding = StoreKey<OnboardingProgress?>("quotevault-onboarding", default: nil)
}

extension OnboardingProgress {
  /// Whether this device owes the first-run flow, decided once and kept in `store`: only a new install does;
  /// someone who had the app before (a session, or settings or reminders saved) is never shown it. The progress
  /// as kept.
  static func decide(in store: SharedStore, firstLaunchOfInstall: Bool, signedIn: Bool) -> OnboardingProgress? {
    if store.read(QuoteVaultShared.onboarding) == nil {
      func saved<Value>(_ key: StoreKey<Value>) -> Bool {
        if case .success(.some) = store.load(key) { true } else { false }
      }
      let hadTheApp =
        saved(QuoteVaultShared.settings) || saved(QuoteVaultShared.reminders) || saved(QuoteVaultShared.reminderSets)
      var progress = OnboardingProgress()
      progress.finished = !firstLaunchOfInstall || signedIn || hadTheApp
      try? store.write(progress, for: QuoteVaultShared.onboarding)
    }
    return store.read(QuoteVaultShared.onboarding)
  }
}

/// The first-run flow's screen model (a full-screen cover's, held by `.onboarding`): topics, reminders, then
/// the permission in context. Every step can be skipped; each choice is saved as it is made. What a step's
/// choice changes in the app (topics, reminder settings, the permission) the app model does (`onApply`).
@MainActor
@Observable
public final class OnboardingModel {
  public private(set) var progress: OnboardingProgress
  /// iOS's answer was no: where to turn notifications on, said on the permission step, which then finishes.
  public private(set) var permissionNote: String?
  /// The permission prompt is up (the button waits).
  public private(set) var isAsking = false
  /// A step's Continue is going into the app (For You's first page may wait on the network): the buttons wait,
  /// so a second tap, or Skip, cannot pass the next step unseen.
  public private(set) var isApplying = false
  /// The step's buttons wait: its Continue is on its way, or iOS is asking.
  public var isBusy: Bool { isApplying || isAsking }
  private let store: SharedStore
  @ObservationIgnored var onApply: (@MainActor (OnboardingProgress.Step, OnboardingProgress) async -> Void)?
  /// Asks iOS; true when notifications may be delivered.
  @ObservationIgnored var onAskPermission: (@MainActor () async -> Bool)?
  @ObservationIgnored var onFinish: (@MainActor () -> Void)?
  /// Whether nobody is signed in, as the app says: the flow's last step then offers Sign In (a first launch opens
  /// as a guest, on the quotes; the account is offered here and in Settings, never as a wall).
  @ObservationIgnored var signInOffered: @MainActor () -> Bool
  public var offersSignIn: Bool { signInOffered() }
  @ObservationIgnored var onSignIn: (@MainActor () -> Void)?

  public init(store: SharedStore, progress: OnboardingProgress, offersSignIn: Bool = false) {
    self.store = store
    self.progress = progress
    signInOffered = { offersSignIn }
  }

  public var step: OnboardingProgress.Step { progress.step }

  public func isFollowing(_ topic: QuoteCategory) -> Bool { progress.topics.contains(topic) }

  /// Not while Continue is on its way: the topics it applies are the ones on screen, so none changes meanwhile.
  public func toggle(_ topic: QuoteCategory) {
    guard !isBusy else { return }
    save {
      if let index = $0.topics.firstIndex(of: topic) { $0.topics.remove(at: index) } else { $0.topics.append(topic) }
    }
  }

  /// The reminders step's controls are held as the topics are while Continue applies the step: what it applies
  /// is what is on screen (the view disables them on `isBusy`; a change that still arrives is not taken).
  public var wantsReminders: Bool {
    get { progress.wantsReminders }
    set {
      guard !isBusy else { return }
      save { $0.wantsReminders = newValue }
    }
  }
  public var reminderCount: Int {
    get { progress.reminders.count }
    set {
      guard !isBusy else { return }
      save {
        $0.reminders.count = min(max(newValue, ReminderSchedule.counts.lowerBound), ReminderSchedule.counts.upperBound)
      }
    }
  }
  /// "HH:mm" from the wheel; a time that does not parse is ignored.
  public func setWindow(start: String? = nil, end: String? = nil) {
    guard !isBusy else { return }
    save {
      if let start, NotificationPlan.parseTime(start) != nil { $0.reminders.start = start }
      if let end, NotificationPlan.parseTime(end) != nil { $0.reminders.end = end }
    }
  }
  /// What the window note says (past midnight, or one a day), as Settings says it.
  public var windowNote: String? { progress.reminders.windowNote }

  /// Continue: the step's choice goes into the app, then the next step (the permission only when reminders
  /// were chosen).
  /// One at a time: taps while it is on its way do nothing, and it moves on only from the step it applied.
  public func next() async {
    guard !isBusy else { return }
    let step = progress.step
    isApplying = true
    await onApply?(step, progress)
    isApplying = false
    guard progress.step == step, !progress.finished else { return }
    advance()
  }

  /// Skip: past this step, its choice left out of the app (nothing applied); on the last, the flow finishes.
  /// Not while Continue is on its way (that moves on by itself).
  public func skip() {
    guard !isBusy else { return }
    advance(applying: false)
  }

  /// "Skip Setup": the whole flow ends here, never to be shown again; what was already applied stays.
  public func skipAll() { finish() }

  /// The permission step's Allow: iOS asks (only the first time); a no is said with where to change it, and
  /// Done then finishes.
  public func allowNotifications() async {
    guard !isAsking else { return }
    isAsking = true
    let allowed = await onAskPermission?() ?? false
    isAsking = false
    if allowed {
      finish()
    } else {
      permissionNote = Self.permissionDenied.text
    }
  }

  /// Whether the step on screen is the flow's last: the permission, or the reminders when none are wanted.
  public var isLastStep: Bool {
    switch progress.step {
    case .topics: false
    case .reminders: !progress.wantsReminders
    case .permission: true
    }
  }

  /// Whether the step on screen offers Sign In: the last, to a guest.
  public var showsSignIn: Bool { offersSignIn && isLastStep }

  /// The last step's Sign In: the flow ends (what was chosen stays), and the app shows the sign-in sheet. On the
  /// permission step iOS is asked first, as Allow does, so reminders chosen a step before are not dropped
  /// silently for the account; a refusal keeps the step up to say where to turn them on (Sign In then goes on).
  public func signIn() async {
    guard showsSignIn, !isBusy else { return }
    if progress.step == .permission, permissionNote == nil {
      isAsking = true
      let allowed = await onAskPermission?() ?? false
      isAsking = false
      guard allowed else {
        permissionNote = Self.permissionDenied.text
        return
      }
    }
    finish()
    onSignIn?()
  }

  public func finish() {
    save { $0.finished = true }
    onFinish?()
  }

  private func advance(applying: Bool = true) {
    switch progress.step {
    case .topics: save { $0.step = .reminders }
    case .reminders:
      if applying && progress.wantsReminders { save { $0.step = .permission } } else { finish() }
    case .permission: finish()
    }
  }

  private func save(_ change: (inout OnboardingProgress) -> Void) {
    change(&progress)
    try? store.write(progress, for: QuoteVaultShared.onboarding)
  }

  public static let permissionDenied = LocalizedCopy(
    "quotevault.onboarding.permissionDenied",
    "Notifications are off for QuoteVault, so reminders can't come yet. Turn them on in Settings > Notifications > QuoteVault, then your reminders start."
  )
}

/// A cover's model is the same cover only as itself.
extension OnboardingModel: HashableObject {}
