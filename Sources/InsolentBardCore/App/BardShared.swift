import Foundation
import SharedStore

/// Everything the Insolent Bard app shares with its widgets: one type owns the App Group, the widget kind and
/// the store keys.
public enum BardShared {
  /// The spec's kind, and the React Native app's (2.x's `InsultWidget`, in its extension `<app id>.InsultWidget`):
  /// a widget a user placed before the update keeps its place and comes back drawn by this one, as WidgetKit keeps
  /// a placed widget only while an extension of the same bundle ID offers its kind.
  public static let widgetKind = "InsultWidget"
  public static let appGroup = AppGroup(suffix: "insolentbard", widgetKinds: [widgetKind])

  // What the widget draws is not sensitive (an insult from a public kit, an interval), and after a restart it
  // must draw it before the first unlock: these files are readable then (`.none`), the rest keep iOS's default.
  public static let settings = StoreKey("settings", default: BardSettings()).protected(.none)
  /// The insult on screen now (IB-4.1). Its absence means the app was never opened (IB-4.2).
  public static let currentInsult = StoreKey<CurrentInsultRecord?>("current-insult", default: nil).protected(.none)
  public static let favourites = StoreKey("favourites", default: [SavedInsult]())
  public static let history = StoreKey("history", default: [SavedInsult]())
  /// What the widgets showed (`WidgetHistory`): written by the widget extension only, merged into History by the
  /// app.
  public static let widgetShown = StoreKey("widget-shown", default: [WidgetShownRecord]()).protected(.none)
  /// Up to when the app has merged `widgetShown` into History (or cleared History): written by the app only.
  public static let widgetShownMerged = StoreKey<Date?>("widget-shown-merged", default: nil)
  /// The newest of `widgetShown`'s records (its `sequence`) the app had read at that merge: written by the app
  /// only; nil before records were numbered.
  public static let widgetShownMergedRecord = StoreKey<Int?>("widget-shown-merged-record", default: nil)
  /// The insult on screen when History was last cleared: kept out of History (across launches) until another
  /// insult takes its place, so what "Clear History" removed does not come back on the next activation.
  /// Favourites changes made while the widget held Favourites' lock, not saved into it yet
  /// (`FavouritesSaving`): kept here so iOS ending the app in the background loses none. Written by
  /// the app only, so without the lock, and never busy.
  static let pendingFavourites = StoreKey("pending-favourites", default: [FavouriteChange]())
  /// How Favourites lists its rows (its Sort menu).
  public static let favouritesOrder = StoreKey("favourites-order", default: FavouritesOrder.newestFirst)
  /// The share card's style and size last chosen (`ShareCardLook`), for the next share.
  public static let shareCardLook = StoreKey("share-card-look", default: ShareCardLook())
  public static let historyClearedOnScreen = StoreKey<String?>("history-cleared-on-screen", default: nil)

  /// The device's time zone as it is at each use: the one source the app, the widgets and the intents read it
  /// from. `TimeZone.current` is cached for the life of the process (Apple's documentation), so a widget
  /// extension or intent kept alive across a flight or a new zone in Settings would count the old zone's slots;
  /// `autoupdatingCurrent` follows the device's setting.
  public static var timeZone: TimeZone { .autoupdatingCurrent }

  /// How many insults the history keeps.
  public static let historyLimit = 100

  /// The keys whose every write changes what a widget draws: the app's store reloads the widgets after writing
  /// one of these (`WidgetCenterClient.reloadHook(kinds:keys:)`). Not the settings: only some of them are drawn,
  /// so the model reloads for those (`SettingsEffects`); not History, which no widget draws.
  public static let keysReloadingWidgets: Set<String> = [currentInsult.name, favourites.name]
}

/// The user's choices (IB-2.1, IB-3.5).
public struct BardSettings: Codable, Equatable, Sendable {
  public enum Appearance: String, Codable, CaseIterable, Sendable {
    case system, light, dark
  }

  public var interval: RefreshInterval
  public var appearance: Appearance
  /// Leaves the kit's coarsest words out ("codpiece", "strumpet", …).
  public var familyFriendly: Bool
  /// When the daily "Insult of the Day" notification comes; nil when it is off (the default, and in files saved
  /// before it existed).
  public var insultOfTheDay: InsultOfTheDay.Time?
  /// The time it had when last turned off, for turning it on again; nil before then.
  public var insultOfTheDayLastTime: InsultOfTheDay.Time?
  /// How many a day, and until when (`InsultOfTheDay.Window`): one a day when a settings file has no choice.
  public var insultOfTheDayWindow: InsultOfTheDay.Window {
    get { insultOfTheDayReminders ?? .single }
    set { insultOfTheDayReminders = newValue }
  }
  /// Stored once the user chooses, so a file saved before the setting existed reads as one a day.
  var insultOfTheDayReminders: InsultOfTheDay.Window?

  /// The window's end pushed along past the time (`InsultOfTheDay.Window.valid(from:)`), once the user has chosen
  /// a window: every save of the settings does this, so Settings' end wheel shows when the last one comes.
  mutating func keepInsultOfTheDayWindowValid() {
    guard let start = insultOfTheDay, let window = insultOfTheDayReminders else { return }
    let valid = window.valid(from: start)
    if valid != window { insultOfTheDayReminders = valid }
  }
  /// Whether the app plays haptics (on by default).
  public var hapticsOn: Bool {
    get { hapticsOff != true }
    set { hapticsOff = newValue ? nil : true }
  }
  /// Stored only once haptics are turned off, so a file saved before the setting existed reads as on.
  var hapticsOff: Bool?
  /// Whether the Lock Screen widgets may show an insult with a coarse word (off by default: anyone who picks the
  /// phone up reads them; `LockScreenPrivacy.drawsCleanOnly`).
  public var coarseOnLockScreen: Bool {
    get { lockScreenCoarse == true }
    set { lockScreenCoarse = newValue ? true : nil }
  }
  /// Stored only once the user allows them, so a file saved before the setting existed reads as clean.
  var lockScreenCoarse: Bool?

  public init(interval: RefreshInterval = .default, appearance: Appearance = .system, familyFriendly: Bool = false) {
    self.interval = interval
    self.appearance = appearance
    self.familyFriendly = familyFriendly
  }

  public func schedule(timeZone: TimeZone) -> InsultSchedule {
    InsultSchedule(kit: .make(familyFriendly: familyFriendly), interval: interval, timeZone: timeZone)
  }
}

/// The current insult as the app (or the widget's "another insult" button) last showed it (IB-4.1): the text,
/// when it appeared (ISO-8601), the interval, and which slot and shuffle of the schedule it is.
public struct CurrentInsultRecord: Codable, Equatable, Sendable {
  public var insult: String
  public var timestamp: String
  public var intervalMinutes: Int
  public var slot: Int
  public var shuffle: Int
  /// Whether the insult came from the family-friendly kit; nil in records saved before this was kept, which
  /// came from the full kit.
  public var familyFriendly: Bool?
  /// When its slot began (ISO-8601). A slot's number depends on the time zone it was counted in (Kolkata's
  /// hours begin at :30 UTC, London's at :00), so after a flight or a new zone the number alone could pass a
  /// record off as the insult of an hour it was never made for; nil in records saved before this was kept.
  public var slotStart: String?

  public init(
    insult: String, timestamp: String, intervalMinutes: Int, slot: Int, shuffle: Int, familyFriendly: Bool = false,
    slotStart: String? = nil
  ) {
    self.insult = insult
    self.timestamp = timestamp
    self.intervalMinutes = intervalMinutes
    self.slot = slot
    self.shuffle = shuffle
    self.familyFriendly = familyFriendly
    self.slotStart = slotStart
  }

  /// Whether this record describes `slot` of `schedule`, the one `settings` make in the device's time zone now
  /// (else it is stale and recomputed): the same slot, beginning at the same moment, of the same interval and
  /// kit, so switching family-friendly on replaces an insult with coarse words at once, and its glosses with
  /// it, in the app and the widgets alike.
  public func matches(slot: Int, of schedule: InsultSchedule, settings: BardSettings) -> Bool {
    guard
      self.slot == slot, intervalMinutes == settings.interval.minutes,
      (familyFriendly ?? false) == settings.familyFriendly
    else { return false }
    guard let slotStart else { return true }
    return ISO8601.date(from: slotStart) == schedule.start(ofSlot: slot)
  }
}

/// An insult in the favourites or the history.
public struct SavedInsult: Codable, Equatable, Sendable, Identifiable {
  public var text: String
  public var savedAt: Date
  /// In History because a widget showed it, not the app (`WidgetHistory.widgetLimit` bounds those).
  public var fromWidget: Bool?
  public var id: String { text }

  /// What History and Favourites show under the insult: IB-4.3's wording within the day ("Just now", "3 minutes
  /// ago", "5 hours ago"), then "Yesterday", a weekday, a date (`SavedTimestamp`).
  public func timestamp(now: Date, timeZone: TimeZone = BardShared.timeZone, locale: Locale = BardLocale.app) -> String
  {
    SavedTimestamp.text(since: savedAt, now: now, timeZone: timeZone, locale: locale)
  }

  public init(text: String, savedAt: Date, fromWidget: Bool? = nil) {
    self.text = text
    self.savedAt = savedAt
    self.fromWidget = fromWidget
  }
}
