import DesignSystem
import Foundation
import Observation
import SharedStore

/// What the Insolent Bard needs from the outside world; the app passes live ones, tests pass fakes.
public struct BardDependencies: Sendable {
  public var store: SharedStore
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  public var copyToPasteboard: @Sendable (String) -> Void

  public init(
    store: SharedStore, now: @escaping @Sendable () -> Date = { Date() },
    timeZone: @escaping @Sendable () -> TimeZone = { .current },
    copyToPasteboard: @escaping @Sendable (String) -> Void
  ) {
    self.store = store
    self.now = now
    self.timeZone = timeZone
    self.copyToPasteboard = copyToPasteboard
  }
}

/// The app's state and intents. Views read these properties and call these methods; nothing else.
@MainActor
@Observable
public final class BardModel {
  public private(set) var settings: BardSettings
  public private(set) var current: CurrentInsultRecord
  public private(set) var glosses: [(word: String, gloss: String)] = []
  public private(set) var favourites: [SavedInsult]
  public private(set) var history: [SavedInsult]
  /// Non-nil while the share sheet is up, holding what it shares (IB-1.2, IB-5.1).
  public var pendingShare: String?
  public var isShowingHowToAddWidget = false
  public var isShowingFavourites = false
  /// The last haptic to play; every event is new, so the view plays each one (even the same intent twice).
  public var haptic: HapticEvent? { haptics.last }
  private var haptics = HapticEmitter()
  /// Set when something could not be saved, for an alert.
  public var errorMessage: String?
  public private(set) var didCopy = false

  private let dependencies: BardDependencies
  private var service: InsultOfTheHour { InsultOfTheHour(store: dependencies.store, timeZone: dependencies.timeZone()) }

  public init(dependencies: BardDependencies) {
    self.dependencies = dependencies
    let store = dependencies.store
    settings = store.read(BardShared.settings)
    favourites = store.read(BardShared.favourites)
    history = store.read(BardShared.history)
    current = InsultOfTheHour(store: store, timeZone: dependencies.timeZone()).current(at: dependencies.now())
    refresh()
  }

  // MARK: - Derived state

  public var isFavourite: Bool { favourites.contains { $0.text == current.insult } }
  public var updatedLabel: String { UpdatedLabel.text(sinceISO8601: current.timestamp, now: dependencies.now()) }
  /// The card's line at a moment ("Updated 5 minutes ago"): the card's TimelineView asks every minute, so the
  /// line never goes stale while the app is open.
  public func updatedLine(at date: Date) -> String {
    BardCopy.updatedLine(UpdatedLabel.text(sinceISO8601: current.timestamp, now: date))
  }
  public var widgetSectionText: String { BardCopy.widgetSectionText(settings.interval) }
  /// When the insult next changes, so the view can schedule a `refresh()`.
  public var nextChange: Date {
    settings.schedule(timeZone: dependencies.timeZone()).start(ofSlot: current.slot + 1)
  }

  // MARK: - Intents

  /// Brings the insult up to date (on launch, on returning to the foreground, at `nextChange`) and saves it
  /// for the widget.
  public func refresh() {
    perform {
      let (record, isNew) = try service.refresh(at: dependencies.now())
      show(record, addToHistory: isNew || history.first?.text != record.insult)
    }
  }

  public func anotherInsult() {
    perform {
      show(try service.another(at: dependencies.now()), addToHistory: true)
      haptics.emit(.buttonPress)
    }
  }

  public func copyInsult() {
    dependencies.copyToPasteboard(current.insult)
    didCopy = true
    haptics.emit(.confirmation)
  }

  public func shareInsult() {
    pendingShare = BardCopy.shareText(current.insult)
  }

  public func toggleFavourite() {
    let text = current.insult
    perform {
      favourites = try dependencies.store.update(BardShared.favourites) { list in
        if list.contains(where: { $0.text == text }) {
          list.removeAll { $0.text == text }
        } else {
          list.insert(SavedInsult(text: text, savedAt: dependencies.now()), at: 0)
        }
      }
      haptics.emit(.confirmation)
    }
  }

  public func removeFavourites(_ texts: Set<String>) {
    perform {
      favourites = try dependencies.store.update(BardShared.favourites) { $0.removeAll { texts.contains($0.text) } }
    }
  }

  public func clearHistory() {
    perform {
      try dependencies.store.write([], for: BardShared.history)
      history = []
    }
  }

  /// IB-2.1 and IB-2.3: saved, and the store's write hook reloads the widgets.
  public func setInterval(_ interval: RefreshInterval) { updateSettings { $0.interval = interval } }
  public func setAppearance(_ appearance: BardSettings.Appearance) { updateSettings { $0.appearance = appearance } }
  public func setFamilyFriendly(_ on: Bool) { updateSettings { $0.familyFriendly = on } }

  // Settable views of the settings and alerts, so SwiftUI binds to them (`$model.interval`) directly.
  public var interval: RefreshInterval {
    get { settings.interval }
    set { setInterval(newValue) }
  }
  public var appearance: BardSettings.Appearance {
    get { settings.appearance }
    set { setAppearance(newValue) }
  }
  public var familyFriendly: Bool {
    get { settings.familyFriendly }
    set { setFamilyFriendly(newValue) }
  }
  /// Whether the share sheet is up; dismissing it clears what it shares.
  public var isSharing: Bool {
    get { pendingShare != nil }
    set { if !newValue { pendingShare = nil } }
  }
  /// Whether the error alert is up; dismissing it clears the message.
  public var isShowingError: Bool {
    get { errorMessage != nil }
    set { if !newValue { errorMessage = nil } }
  }

  /// Handles an insolentbard:// link, cold or warm (IB-5).
  @discardableResult
  public func open(_ url: URL) -> Bool {
    guard let route = BardRoute(url: url) else { return false }
    refresh()
    switch route {
    case .shareInsult: shareInsult()
    case .favourites: isShowingFavourites = true
    }
    return true
  }

  // MARK: - Details

  private func updateSettings(_ change: (inout BardSettings) -> Void) {
    perform {
      settings = try dependencies.store.update(BardShared.settings, change)
      refresh()
    }
  }

  private func show(_ record: CurrentInsultRecord, addToHistory: Bool) {
    current = record
    glosses = service.insult(of: record).glosses
    didCopy = false
    guard addToHistory else { return }
    perform {
      history = try dependencies.store.update(BardShared.history) { list in
        list.removeAll { $0.text == record.insult }
        list.insert(SavedInsult(text: record.insult, savedAt: dependencies.now()), at: 0)
        list = Array(list.prefix(BardShared.historyLimit))
      }
    }
  }

  private func perform(_ work: () throws -> Void) {
    do {
      try work()
    } catch {
      errorMessage = "Could not save: \(error)"
      haptics.emit(.failure)
    }
  }
}
