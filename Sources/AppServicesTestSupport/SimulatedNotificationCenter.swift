import AppServices
import Foundation

/// `UNUserNotificationCenter` as iOS behaves (../shared/reference/platform-behaviour.md, "UserNotifications"):
/// - the permission prompt appears once, while the status is `.notDetermined`, with the answer the test scripts
///   (`nextAnswer`); later requests return the stored status without a prompt;
/// - a request is refused while the app may not notify (`.notDetermined` or `.denied`): `add` throws
///   `NotificationsNotAllowed`, as `UNUserNotificationCenter.add` hands its completion
///   `UNError.Code.notificationsNotAllowed` ("your app ... isn't authorized to schedule notifications"), and
///   nothing is kept pending;
/// - a request whose identifier is pending replaces it;
/// - a calendar trigger (`.at`) is the wall-clock date and time of its moment in the time zone it was added in
///   (as `LiveNotificationCenter` builds its `UNCalendarNotificationTrigger`): without a zone of its own
///   (`NotificationRequest.timeZone` nil) iOS matches those components in the device's current zone, so a time
///   zone change (`userChangedTimeZone`, or the `deviceZone` the centre follows) moves it to the same clock time
///   in the new zone; with a zone it stays at its instant wherever the device is; a time-interval trigger
///   (`.after`) counts seconds from its adding and stays at its instant (Apple's `UNCalendarNotificationTrigger`
///   and `UNTimeIntervalNotificationTrigger` pages);
/// - at most 64 stay pending, the soonest (later ones are dropped);
/// - the user may change the permission in Settings at any time (`userChangedSettings`);
/// - while the permission prompt is up, the scene is `.inactive` (`scene`, if given), as for any system alert;
/// - a notification that fires while the app is in front (`scene` active) shows only as the delegate's
///   `willPresent` says (`willPresent`; nil: no delegate, nothing shown, nothing kept in Notification Center);
///   with `.provisional` permission it is delivered quietly, never as a banner.
public final class SimulatedNotificationCenter: NotificationCenterClient {
  public enum Answer: Sendable { case allow, dontAllow }

  /// `UNError.Code.notificationsNotAllowed`: the request was not added.
  public struct NotificationsNotAllowed: Error, Equatable {
    public let status: NotificationAuthorization
    public init(status: NotificationAuthorization) { self.status = status }
  }

  private struct State {
    var status: NotificationAuthorization
    var nextAnswer: Answer?
    var prompts = 0
    var added = 0
    var pending: [(request: NotificationRequest, fires: Date)] = []
    var delivered: [NotificationRequest] = []
    var banners: [NotificationRequest] = []
    var categories: [NotificationCategory] = []
    var timeZone: TimeZone
  }

  private let state: Locked<State>
  private let now: @Sendable () -> Date

  private let createdAt: CreatedAt
  private let scene: SimulatedScene?
  private let willPresent: ForegroundPresentation?
  private let deviceZone: (@Sendable () -> TimeZone)?

  /// An unscripted prompt is reported at the caller's line. The device is in `timeZone`, changed by
  /// `userChangedTimeZone`; or, given `deviceZone` (the zone the app under test reads), in that one as it is at
  /// each use of the centre, so a test's flight moves what is pending as iOS would.
  public init(
    status: NotificationAuthorization = .notDetermined, now: @escaping @Sendable () -> Date = { Date() },
    scene: SimulatedScene? = nil, willPresent: ForegroundPresentation? = nil, timeZone: TimeZone = .current,
    deviceZone: (@Sendable () -> TimeZone)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
    state = Locked(State(status: status, timeZone: deviceZone?() ?? timeZone))
    self.now = now
    self.scene = scene
    self.willPresent = willPresent
    self.deviceZone = deviceZone
  }

  /// Catches up with `deviceZone`, if followed, before anything reads or changes what is pending.
  private func followDeviceZone() {
    guard let deviceZone else { return }
    let zone = deviceZone()
    if zone != state({ $0.timeZone }) { userChangedTimeZone(to: zone) }
  }

  /// The device's time zone changed (Settings > General > Date & Time, or a flight): each calendar trigger
  /// without a zone of its own fires when the clock in the new zone reads what it read in the old one; one with a
  /// zone, and time-interval triggers, do not move.
  public func userChangedTimeZone(to zone: TimeZone) {
    state { state in
      var old = Calendar(identifier: .gregorian)
      old.timeZone = state.timeZone
      var new = old
      new.timeZone = zone
      state.timeZone = zone
      state.pending = state.pending.map { entry in
        guard case .at = entry.request.trigger, entry.request.timeZone == nil else { return entry }
        let wallClock = old.dateComponents([.year, .month, .day, .hour, .minute, .second], from: entry.fires)
        return (entry.request, new.date(from: wallClock) ?? entry.fires)
      }
      // iOS keeps them in the order they will fire.
      state.pending = state.pending.enumerated().sorted {
        ($0.element.fires, $0.offset) < ($1.element.fires, $1.offset)
      }.map(\.element)
    }
  }

  /// What the user will tap on the next permission prompt.
  public func scriptPrompt(_ answer: Answer) { state { $0.nextAnswer = answer } }
  /// Settings > Notifications > App.
  public func userChangedSettings(to status: NotificationAuthorization) { state { $0.status = status } }
  public var promptsShown: Int { state { $0.prompts } }
  /// How many requests were added (each `add` iOS accepted), replacements included: what rescheduling costs.
  public var requestsAdded: Int { state { $0.added } }
  public var status: NotificationAuthorization { state { $0.status } }
  /// What is pending, soonest first, with when each fires.
  public var schedule: [(request: NotificationRequest, fires: Date)] {
    followDeviceZone()
    return state { $0.pending }
  }
  /// What Notification Center shows: delivered and not yet removed, oldest first.
  public var delivered: [NotificationRequest] { state { $0.delivered } }
  /// Banners shown over the app while it was in front, in order.
  public var bannersShown: [NotificationRequest] { state { $0.banners } }

  public func authorizationStatus() async -> NotificationAuthorization { status }

  public func requestAuthorization() async -> Bool {
    let prompting = status == .notDetermined
    if prompting { await scene?.systemPromptAppeared() }
    let (asked, answered) = state { state -> (Bool, NotificationAuthorization) in
      guard state.status == .notDetermined else { return (false, state.status) }
      state.prompts += 1
      guard let answer = state.nextAnswer else { return (true, .notDetermined) }
      state.nextAnswer = nil
      state.status = answer == .allow ? .authorized : .denied
      return (true, state.status)
    }
    if prompting { await scene?.systemPromptDisappeared() }
    if asked, answered == .notDetermined { unscripted("notification permission prompt", at: createdAt) }
    return answered.allowsDelivery
  }

  public func add(_ request: NotificationRequest) async throws {
    followDeviceZone()
    let fires: Date
    switch request.trigger {
    case .after(let seconds): fires = now().addingTimeInterval(seconds)
    case .at(let date): fires = date
    }
    try state { state in
      guard state.status.allowsDelivery else { throw NotificationsNotAllowed(status: state.status) }
      state.pending.removeAll { $0.request.id == request.id }
      let index = state.pending.firstIndex { $0.fires > fires } ?? state.pending.endIndex
      state.pending.insert((request, fires), at: index)
      state.added += 1
      if state.pending.count > maximumPendingNotifications {
        state.pending.removeLast(state.pending.count - maximumPendingNotifications)
      }
    }
  }

  public func pendingRequests() async -> [NotificationRequest] {
    followDeviceZone()
    return state { $0.pending.map(\.request) }
  }

  /// The categories registered last (each registration replaces the ones before, as iOS's does).
  public var categories: [NotificationCategory] { state { $0.categories } }

  public func setNotificationCategories(_ categories: [NotificationCategory]) {
    state { $0.categories = categories }
  }

  /// What the Lock Screen shows as `request`'s body with previews hidden: its registered category's
  /// placeholder, or iOS's own "Notification" when it has no category or that category has none.
  public func hiddenPreviewBody(of request: NotificationRequest) -> String {
    let category = categories.first { $0.identifier == request.categoryIdentifier }
    return category?.hiddenPreviewsBodyPlaceholder ?? "Notification"
  }

  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    let gone = Set(identifiers)
    state { $0.pending.removeAll { gone.contains($0.request.id) } }
  }

  /// Time passes to `date`: what was due fires (and leaves the pending list), and is answered. Delivered only if
  /// allowed (the user may have turned notifications off in Settings since they were added); with the app in front, shown only as `willPresent` says; what is delivered to the list stays in
  /// Notification Center until removed (a delivered one with the same id is replaced).
  @discardableResult
  public func fire(until date: Date) -> [NotificationRequest] {
    let inFront = scene?.currentPhase == .active
    followDeviceZone()
    return state { state in
      let due = state.pending.prefix { $0.fires <= date }.map(\.request)
      state.pending.removeFirst(due.count)
      guard state.status.allowsDelivery else { return [] }
      if inFront {
        let shown = willPresent ?? []
        // Provisional ones are noninterrupting (Apple's `UNAuthorizationOptions.provisional`): never a banner,
        // only Notification Center, whatever `willPresent` asks.
        if shown.contains(.banner), state.status != .provisional { state.banners += due }
        guard shown.contains(.list) else { return due }
      }
      let ids = Set(due.map(\.id))
      state.delivered.removeAll { ids.contains($0.id) }
      state.delivered += due
      return due
    }
  }

  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    let gone = Set(identifiers)
    state { $0.delivered.removeAll { gone.contains($0.id) } }
  }
}
