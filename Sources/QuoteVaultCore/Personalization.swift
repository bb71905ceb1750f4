import DesignSystem
import Foundation
import Localization
import Observation
import Rendering
import SharedStore
import SupabaseClient

/// Appearance, accent and quote size (QV-9): kept on the device at once, synced to the profile when signed in.
public struct QuoteVaultSettings: Codable, Equatable, Sendable {
  public enum Appearance: String, CaseIterable, Codable, Sendable { case system, light, dark }

  public var appearance = Appearance.system
  public var accent = "blue"
  /// Quote text size relative to the default, 0.8 to 1.6 as the profile column allows.
  public var fontScale = 1.0
  public var notificationsEnabled = false
  /// HH:mm, local time.
  public var notificationTime = "08:00"

  public init() {}

  public static let fontScales: ClosedRange<Double> = 0.8...1.6
  /// The Quote Size picker's choices, with their names.
  public static var fontScaleChoices: [(scale: Double, name: String)] {
    QuoteVaultCopy.Settings.sizes.map { ($0.scale, $0.name.text) }
  }
  /// The choice the picker shows for any stored scale (another device may have stored one between two choices).
  public static func nearestFontScaleChoice(_ scale: Double) -> Double {
    fontScaleChoices.min { abs($0.scale - scale) < abs($1.scale - scale) }?.scale ?? 1.0
  }

  /// The accent colours the app offers (QV-9.3): the default and four more.
  public static var accents: [AccentColor] { AccentColor.quoteVault }

  /// What the root view asks SwiftUI for (`.preferredColorScheme`): the user's choice, or nil, which follows
  /// the system (QV-9.1, QV-9.2).
  public var preferredScheme: ColorScheme? {
    switch appearance {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }

  /// The scheme the app shows: the user's choice, or the system's when they left it on System.
  public func colorScheme(system: ColorScheme) -> ColorScheme { preferredScheme ?? system }

  public var theme: Theme {
    let color = AccentColor.quoteVault.first { $0.id == accent } ?? AccentColor.quoteVault[0]
    return Theme.quoteVault.withAccent(color)
  }

  /// The point size of quote text at a Dynamic Type setting (QV-9.5).
  public func quoteTextSize(at size: DynamicTypeSize) -> Double { Self.scaled(.title3, at: size, by: fontScale) }

  /// The Quote of the Day card's and the quote page's text: a step above the rows (Title 2 instead of Title 3), at
  /// the same Quote Size and under the same cap.
  public func featuredQuoteTextSize(at size: DynamicTypeSize) -> Double {
    Self.scaled(.title2, at: size, by: fontScale)
  }

  /// The full-screen reader's text: Large Title, at the same Quote Size and under the same cap.
  public func readerQuoteTextSize(at size: DynamicTypeSize) -> Double {
    Self.scaled(.largeTitle, at: size, by: fontScale)
  }

  /// Larger than this, Quote Size adds nothing: at the accessibility sizes Dynamic Type alone is already large,
  /// and Quote Size on top (up to 1.6 times) would leave a few letters a line, words broken mid-word.
  static let largestQuoteSize = 60.0

  private static func scaled(_ style: TextStyle, at size: DynamicTypeSize, by scale: Double) -> Double {
    let base = TypeScale.metrics(style, at: size).pointSize
    let scaled = base * min(max(scale, 0.8), 1.6)
    return (min(scaled, max(base, largestQuoteSize)) * 2).rounded() / 2
  }
}

public enum QuoteVaultShared {
  public static let widgetKind = "QuoteVaultQuoteOfTheDay"
  public static let appGroup = AppGroup(suffix: "quotevault", widgetKinds: [widgetKind])
  /// The widget's sizes (QV-10.4): small, medium and large home screen widgets.
  public static let widgetFamilies: [WidgetFamilyID] = [.small, .medium, .large]
  public static let settings = StoreKey("quotevault-settings", default: QuoteVaultSettings())
  /// The quotes of today and the next days as the app last fetched them (one call, `quotesOfTheDays`), in date
  /// order: the widget's timeline (an entry per midnight) and the notification plan read this same answer, so
  /// the widget, the notification and the app show the same quote every day, with the app never opened
  /// (QV-10.2). The widget makes no requests of its own.
  public static let dailyQuotes = StoreKey<[DailyQuote]>("daily-quotes", default: [])
  /// The user chose to browse without an account (App Review 5.1.1): kept across launches until they sign in.
  public static let browsingAsGuest = StoreKey("quotevault-guest", default: false)
  /// The sign-in link this device asked for and is waiting for (AuthModel.ExpectedLink).
  public static let expectedAuthLink = StoreKey<AuthModel.ExpectedLink?>("quotevault-expected-link", default: nil)
  /// A guest's heart waiting for them to sign in (`QuoteVaultModel.favoriteAwaitingSignIn`).
  public static let favoriteAwaitingSignIn = StoreKey<Quote?>("quotevault-favorite-awaiting-sign-in", default: nil)
}

/// A day's quote, shared with the widget and the notifications.
public struct DailyQuote: Codable, Equatable, Sendable {
  public let day: String
  public let quote: Quote
  public init(day: String, quote: Quote) {
    self.day = day
    self.quote = quote
  }
}

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

  public init(
    store: SharedStore, service: QuoteVaultService, outbox: OutboxSync, userID: @escaping @MainActor () -> String?
  ) {
    self.store = store
    self.service = service
    self.outbox = outbox
    self.userID = userID
    settings = store.read(QuoteVaultShared.settings)
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

  /// Waits until the latest change has been offered to the server (for tests and the tool).
  public func finishSync() async { await syncing?.value }
}

/// The profile screen: name and avatar (QV-2).
@MainActor
@Observable
public final class ProfileModel {
  public private(set) var profile: Profile?
  /// The avatar image's bytes, for the profile screen (QV-2.1).
  public private(set) var avatarData: Data?
  public private(set) var message: String? {
    didSet { if let message { onMessage?(message) } }
  }
  /// Told of each new message: the app model shows it as an alert on top.
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?
  public private(set) var isUploading = false
  private let service: QuoteVaultService
  private let outbox: OutboxSync
  private let userID: @MainActor () -> String?

  /// Bound to the alert that shows `message`: dismissing the alert clears it.
  public var isShowingMessage: Bool {
    get { message != nil }
    set { if !newValue { message = nil } }
  }

  public init(service: QuoteVaultService, outbox: OutboxSync, userID: @escaping @MainActor () -> String?) {
    self.service = service
    self.outbox = outbox
    self.userID = userID
  }

  public var displayName: String { profile?.displayName ?? "" }

  /// The name field: what the user is typing, else the profile's name (so it is filled once the profile is
  /// there, also right after signing in from Settings' own sheet).
  public var nameField: String {
    get { nameDraft ?? displayName }
    set { nameDraft = newValue }
  }
  private var nameDraft: String?

  /// The user is done with the name (Return, the field losing focus, leaving Settings or the app): a changed name
  /// is saved, so an edit is never thrown away by switching tabs; an invalid one is said and kept in the field.
  public func commitName() async {
    // A refused name is said once: leaving Settings or the app again does not raise the same alert anew.
    guard let draft = nameDraft, draft != refusedDraft else { return }
    guard draft.trimmingCharacters(in: .whitespacesAndNewlines) != displayName else {
      nameDraft = nil
      return
    }
    await rename(draft)
    if profile?.displayName == draft.trimmingCharacters(in: .whitespacesAndNewlines) {
      nameDraft = nil
      refusedDraft = nil
    } else {
      refusedDraft = draft
    }
  }
  private var refusedDraft: String?

  /// Another user (or nobody) is signed in: this one's profile leaves the screen.
  func reset() {
    nameDraft = nil
    profile = nil
    avatarData = nil
    message = nil
  }
  public var avatarURL: URL? { profile?.avatarURL.flatMap(URL.init(string:)) }

  /// The user's profile from the server, with any change of theirs still waiting in the outbox over it: the
  /// server's answer never undoes a change it has not received yet. Offline, the profile on the device.
  public func load() async {
    guard let id = userID() else { return }
    do {
      var fetched = try await service.api.profile(id)
      for entry in (try? service.cache.pending(user: id)) ?? [] {
        if case .updateProfile(let fields) = entry.change { fetched = fetched.applying(fields) }
      }
      guard userID() == id else { return }
      profile = fetched
      try? service.cache.saveProfile(fetched)
      if let url = fetched.avatarURL {
        let image = try? await service.api.avatar(at: url)
        // Whoever is signed in once the photo arrives: another user's (or nobody's) screen never shows it.
        guard userID() == id else { return }
        avatarData = image
      }
    } catch {
      // A load given up (Settings left for another tab) is no failure to tell; one for a user who has since
      // gone shows nothing of theirs.
      guard error != .cancelled, userID() == id else { return }
      profile = try? service.cache.profile(id)
      if profile == nil { message = error.userMessage }
    }
  }

  /// QV-2.2: saved locally and queued for the server.
  public func rename(_ raw: String) async {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty, name.count <= 80, var profile, userID() != nil else {
      message = LocalizedCopy("quotevault.profile.nameLength", "Names have 1 to 80 characters.").text
      return
    }
    profile.displayName = name
    self.profile = profile
    guard let id = userID() else { return }
    // `perform` changes the name on the profile kept on the device; this screen's copy is not written over it,
    // as it may predate settings changed since (an offline relaunch would bring those back).
    try? service.perform(.updateProfile(["display_name": .string(name)]), userID: id)
    await outbox.send()
  }

  /// The picked photo could not be read from the library (an iCloud original not downloaded, say).
  public func photoUnavailable() {
    message =
      LocalizedCopy(
        "quotevault.profile.photoUnavailable",
        "That photo couldn't be loaded. Try again, or choose another. Your previous photo is unchanged."
      ).text
  }

  /// QV-2.3, QV-2.4: the picked photo, made a 512-pixel JPEG on the device (AvatarImage), replaces the old one
  /// only once uploaded; a failure keeps the old one and says so.
  public func uploadAvatar(_ picked: Data, renderer: any Renderer) async {
    guard let id = userID() else { return }
    let data: Data
    do {
      data = try await AvatarImage.prepareInBackground(picked, renderer: renderer)
    } catch {
      message = error.message
      return
    }
    let contentType = AvatarImage.contentType
    isUploading = true
    defer { isUploading = false }
    do {
      let url = try await service.api.uploadAvatar(data, contentType: contentType, userID: id)
      guard userID() == id else { return }
      profile?.avatarURL = url
      avatarData = data
      // Only the avatar changes on the profile kept on the device (this screen's copy may be older).
      if var kept = try? service.cache.profile(id) {
        kept.avatarURL = url
        try? service.cache.saveProfile(kept)
      }
      message = nil
    } catch {
      guard error != .cancelled, userID() == id else { return }
      message =
        LocalizedCopy(
          "quotevault.profile.uploadFailed", "The photo could not be uploaded. %@ Your previous photo is unchanged.",
          .text(error.userMessage)
        ).text
    }
  }
}
