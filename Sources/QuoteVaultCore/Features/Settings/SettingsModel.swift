import Foundation
import Observation
import SharedStore
import SupabaseClient

/// The settings screen's preferences (QV-9): kept on the device at once, synced to the profile when signed in.
@MainActor
@Observable
public final class SettingsModel {
  public private(set) var settings: QuoteVaultSettings
  private let store: SharedStore
  private let service: QuoteVaultService
  private let outbox: OutboxSync
  private let userID: @MainActor () -> String?
  private var syncing: Task<Void, Never>?
  /// The profile columns changed on this device since `beginAdoption()`: the profile being loaded was read
  /// before them (or raced their flush), so `adopt` leaves them as the user set them.
  @ObservationIgnored private var changedWhileLoading: Set<String>?
  /// The account's topics this version does not know (a newer app's, on another phone), as the profile last
  /// said: kept in every save of the topics, so choosing topics here never takes them from the account.
  @ObservationIgnored var topicsUnknownHere: [String] = []
  /// The settings file could not be read (a background launch before the first unlock): the defaults stand in,
  /// no reminder is planned from them (notifications would read as off), and it is read again (`readIfWaiting`).
  public private(set) var isUnread = false

  public init(
    store: SharedStore, service: QuoteVaultService, outbox: OutboxSync, userID: @escaping @MainActor () -> String?
  ) {
    self.store = store
    self.service = service
    self.outbox = outbox
    self.userID = userID
    settings = store.read(QuoteVaultShared.settings)
    if case .failure(.unreadable) = store.load(QuoteVaultShared.settings) { isUnread = true }
  }

  /// Reads the settings again if they could not be read before (the phone may have been unlocked since).
  func readIfWaiting() {
    guard isUnread, case .success(let saved) = store.load(QuoteVaultShared.settings) else { return }
    isUnread = false
    settings = saved ?? QuoteVaultSettings()
  }

  public var appearance: QuoteVaultSettings.Appearance {
    get { settings.appearance }
    set { update { $0.appearance = newValue } }
  }
  public var accent: String {
    get { settings.accent }
    set { update { $0.accent = newValue } }
  }
  public var fontScale: Double {
    get { settings.fontScale }
    set {
      update {
        $0.fontScale = min(
          max(newValue, QuoteVaultSettings.fontScales.lowerBound), QuoteVaultSettings.fontScales.upperBound)
      }
    }
  }

  /// Back to the defaults on this device only (a deleted account's preferences go with it; the widget reads
  /// them from the App Group too).
  public func resetOnDevice() {
    settings = QuoteVaultSettings()
    try? store.write(settings, for: QuoteVaultShared.settings)
  }

  public func setNotifications(enabled: Bool, time: String? = nil) {
    update {
      $0.notificationsEnabled = enabled
      if let time, NotificationPlan.parseTime(time) != nil { $0.notificationTime = time }
    }
  }

  /// Takes the profile's preferences after signing in (on this device or another). Notifications are never
  /// turned on here: that needs the system's permission and a schedule, which the app model asks for when this
  /// answers true (the profile wants them on and this device has them off). Turning them off is taken as is.
  /// A setting the user changes from now until `adopt` is theirs, whatever the profile being loaded says.
  public func beginAdoption() { changedWhileLoading = [] }

  /// A new account: what the user set on this device becomes its profile's (the columns that differ from the
  /// defaults a new profile has; nothing is sent when nothing was changed).
  public func giveToNewAccount() {
    changedWhileLoading = nil
    let fields = Self.changedFields(from: QuoteVaultSettings(), to: settings)
    guard !fields.isEmpty, let id = userID() else { return }
    try? service.perform(.updateProfile(fields), userID: id)
    let outbox = outbox
    syncing = Task { await outbox.send() }
  }

  @discardableResult
  public func adopt(_ profile: Profile) -> Bool {
    let kept = changedWhileLoading ?? []
    changedWhileLoading = nil
    var updated = settings
    if !kept.contains("theme") {
      updated.appearance = QuoteVaultSettings.Appearance(rawValue: profile.theme) ?? updated.appearance
    }
    if !kept.contains("accent_color"), QuoteVaultSettings.accents.contains(where: { $0.id == profile.accentColor }) {
      updated.accent = profile.accentColor
    }
    if !kept.contains("font_scale"), profile.fontScale.isFinite {
      updated.fontScale = min(
        max(profile.fontScale, QuoteVaultSettings.fontScales.lowerBound), QuoteVaultSettings.fontScales.upperBound)
    }
    let time = String(profile.notificationTime.prefix(5))
    if !kept.contains("notification_time"), NotificationPlan.parseTime(time) != nil {
      updated.notificationTime = time
    }
    let wantsNotifications = profile.notificationsEnabled && !kept.contains("notifications_enabled")
    if !kept.contains("notifications_enabled"), !profile.notificationsEnabled { updated.notificationsEnabled = false }
    settings = updated
    try? store.write(updated, for: QuoteVaultShared.settings)
    return wantsNotifications && !updated.notificationsEnabled
  }

  /// QV-9.6 locally at once, QV-9.7 to the profile through the outbox.
  private func update(_ change: (inout QuoteVaultSettings) -> Void) {
    let before = settings
    var updated = settings
    change(&updated)
    guard updated != before else { return }
    settings = updated
    try? store.write(updated, for: QuoteVaultShared.settings)
    let fields = Self.changedFields(from: before, to: updated)
    changedWhileLoading?.formUnion(fields.keys)
    guard let id = userID() else { return }
    // Into the outbox and onto the profile kept on the device at once (LocalCache.apply): an offline relaunch
    // shows this, not what the profile said before. Only what changed is sent, so a change of accent here never
    // writes this device's other settings over what another device set.
    try? service.perform(.updateProfile(fields), userID: id)
    // The outbox sends one flush at a time, so the server sees the changes in the order they were made.
    let outbox = outbox
    syncing = Task { await outbox.send() }
  }

  /// The profile columns that differ between two settings, as the profile row spells them.
  static func changedFields(from before: QuoteVaultSettings, to after: QuoteVaultSettings) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    if after.appearance != before.appearance { fields["theme"] = .string(after.appearance.rawValue) }
    if after.accent != before.accent { fields["accent_color"] = .string(after.accent) }
    if after.fontScale != before.fontScale { fields["font_scale"] = .number(after.fontScale) }
    if after.notificationsEnabled != before.notificationsEnabled {
      fields["notifications_enabled"] = .bool(after.notificationsEnabled)
    }
    if after.notificationTime != before.notificationTime {
      fields["notification_time"] = .string(after.notificationTime + ":00")
    }
    return fields
  }

  /// For You's topics, chosen on this device while signed in: onto the profile through the outbox, as a setting
  /// is (kept on the device and retried until the server has them). A load under way leaves them as chosen.
  func saveTopics(_ topics: [QuoteCategory]) {
    changedWhileLoading?.insert("topics")
    guard let id = userID() else { return }
    // The server's bound is 16 topics: the ones chosen here first.
    let names = (topics.map(\.rawValue) + topicsUnknownHere).prefix(16)
    try? service.perform(.updateProfile(["topics": .array(names.map { .string($0) })]), userID: id)
    let outbox = outbox
    syncing = Task { await outbox.send() }
  }

  /// Whether the user chose topics since `beginAdoption()` (the profile being loaded predates them).
  var topicsChangedWhileLoading: Bool { changedWhileLoading?.contains("topics") ?? false }

  /// Waits until the latest change has been offered to the server (for tests and the tool).
  public func finishSync() async { await syncing?.value }
}
