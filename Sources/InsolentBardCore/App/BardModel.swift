import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import SharedStore

/// The app's state and intents. Views read these properties and call these methods; nothing else.
/// Every sheet, alert and dialog is on `presentation` (the shared `PresentationStack`), so a widget tap lands
/// whatever is on screen.
@MainActor
@Observable
public final class BardModel: PresentationHost {
  public internal(set) var settings: BardSettings
  public private(set) var current: CurrentInsultRecord
  public private(set) var glosses: [(word: String, gloss: String)] = []
  /// The favourites on screen, with any changes a busy store keeps waiting on top (`FavouritesSaving`).
  public var favourites: [SavedInsult] { favouritesSaving.list }
  /// The favourites and how each change is saved while the widget may hold the store.
  let favouritesSaving: FavouritesSaving
  public private(set) var history: [SavedInsult]
  /// What is presented, over what, and the alert on top.
  public var presentation = BardPresentation()
  /// The last haptic to play; every event is new, so the view plays each one (even the same intent twice).
  public var haptic: HapticEvent? { haptics.last }
  private var haptics = HapticEmitter()
  /// Plays `intent` unless the user turned haptics off in Settings.
  func feel(_ intent: HapticIntent) { if settings.hapticsOn { haptics.emit(intent) } }
  /// The copy being confirmed ("Copied!" on the button or row that made it), until `copyConfirmationEnded`.
  public private(set) var copyConfirmation: CopyConfirmation?
  /// Whether the Copy button under the current insult says "Copied!".
  public var didCopy: Bool { copyConfirmation?.text == current.insult }
  /// The main screen's banner for a copy made without a Copy button in sight: "Copied!", for the same moment.
  public var copyBanner: LocalizedCopy? { copyConfirmation?.inBanner == true ? BardCopy.copied : nil }
  private var copies = 0
  /// Whether the next `becameActive` is a launch or a return from the background (`enteredBackground`).
  var isReturningFromBackground = true
  /// The share cards' pictures, drawn once per look, and the shares waiting for theirs (`BardModel+Share`).
  let sharePictures: SharePictures
  /// The share card's style last chosen, square, remembered between shares (`BardShared.shareCardLook`): a new
  /// share card starts in it and the one-tap Shares draw it (a size chosen on a card is that card's alone).
  public internal(set) var shareCardLook: ShareCardLook

  /// The time the user just turned the notification on for, while iOS's permission prompt is up.
  var insultOfTheDayAsked: InsultOfTheDay.Time?
  /// Hear It's reading, when there is a voice.
  let reader: SpeechReader<String>?
  /// The Insult of the Day's notifications kept pending as the settings say, and why they cannot come.
  let insultOfTheDaySchedule: InsultOfTheDaySchedule

  let dependencies: BardDependencies
  private var service: InsultOfTheHour { InsultOfTheHour(store: dependencies.store, timeZone: dependencies.timeZone()) }

  public init(dependencies: BardDependencies) {
    self.dependencies = dependencies
    sharePictures = SharePictures(draw: dependencies.drawShareCard)
    reader = dependencies.speech.map(SpeechReader.init(output:))
    let store = dependencies.store
    Self.repairWidgetFiles(in: store)
    settings = store.read(BardShared.settings)
    insultOfTheDaySchedule = InsultOfTheDaySchedule(
      center: dependencies.notifications, now: dependencies.now, timeZone: dependencies.timeZone)
    // Changes a busy store kept waiting when the app was last ended: saved (or shown on top) by `refresh()`.
    favouritesSaving = FavouritesSaving(store: store, rest: dependencies.rest, lockBudget: Self.mainActorLockBudget)
    history = store.read(BardShared.history)
    // Square whatever an earlier version saved: a story was that card's share only.
    shareCardLook = ShareCardLook(style: store.read(BardShared.shareCardLook).style)
    current = InsultOfTheHour(store: store, timeZone: dependencies.timeZone()).current(at: dependencies.now())
    insultOfTheDaySchedule.settings = { [weak self] in self?.settings }
    sharePictures.spared = { [weak self] in self?.currentShareKey }
    favouritesSaving.onSaveFailed = { [weak self] error in self?.saveFailed(error) }
    refresh()
  }

  /// What the widget reads, made readable by it: a damaged settings file (which would leave the widget on "Open
  /// app to refresh" for good) is set aside, its bytes kept, and the settings written afresh; files written
  /// before they were protected `.none` get that protection, so the widget reads them before the first unlock.
  private static func repairWidgetFiles(in store: SharedStore) {
    if case .failure(.corrupt) = store.load(BardShared.settings) {
      _ = try? store.update(BardShared.settings) { _ in }
    }
    store.applyProtection(to: BardShared.settings)
    store.applyProtection(to: BardShared.currentInsult)
  }

  // MARK: - Derived state

  /// Said on the main screen when the widgets cannot see what the app saves (a build without its App Group).
  public var storageWarning: LocalizedCopy? {
    if case .missing = dependencies.container { return BardCopy.widgetsCannotSeeApp }
    return nil
  }
  public var isFavourite: Bool { isFavourite(current.insult) }
  public func isFavourite(_ text: String) -> Bool { favourites.contains { $0.text == text } }
  public var updatedLabel: String { UpdatedLabel.text(sinceISO8601: current.timestamp, now: dependencies.now()) }
  /// The card's line at a moment ("Updated 5 minutes ago"): the card's TimelineView asks every minute, so the
  /// line never goes stale while the app is open.
  public func updatedLine(at date: Date) -> LocalizedCopy {
    BardCopy.updatedLine(UpdatedLabel.Elapsed(since: ISO8601.date(from: current.timestamp), now: date))
  }
  /// When the insult next changes, so the view can schedule a `refresh()`: the end of this moment's slot in the
  /// device's time zone now, as the widget's timeline counts it, not the slot after the shown insult's (whose
  /// number was counted in the zone it was made in, before a flight or a new zone in Settings).
  public var nextChange: Date {
    let schedule = settings.schedule(timeZone: dependencies.timeZone())
    return schedule.start(ofSlot: schedule.slot(at: dependencies.now()) + 1)
  }

  // MARK: - Intents

  /// The app came to the foreground: the insult of this moment, and the widgets asked to reload. Reloads are
  /// free while the app is in front, and a widget that could not read its files after a restart (before the
  /// first unlock) shows "Open app to refresh" until it is asked again, even when nothing new was written.
  /// The scene became active: the insult is brought up to date. Only on a return from the background (and at
  /// launch) are the widgets reloaded, and true is returned so the caller reschedules the Insult of the Day:
  /// pulling down Control Center or Notification Center passes through `.inactive` only, and must not re-add 60
  /// notifications and spend the widgets' reload budget each time.
  @discardableResult
  public func becameActive() -> Bool {
    refresh()
    guard isReturningFromBackground else { return false }
    isReturningFromBackground = false
    dependencies.widgetCenter.reloadTimelines(ofKind: BardShared.widgetKind)
    return true
  }

  /// Brings the insult up to date (on launch, on returning to the foreground, at `nextChange`) and saves it
  /// for the widget.
  public func refresh() { refreshSaving() }

  /// How long the main actor waits for a lock a widget holds when nothing is lost by not waiting (a refresh's
  /// History, Favourites' waiting changes): a moment, not `SharedStore.lockBudget`, which would hold the screen
  /// still for a second a lock; busy, the work waits for the next refresh (or the app leaving the screen).
  static let mainActorLockBudget: Duration = .milliseconds(50)

  /// `refresh()`; true when it saved a new current insult (whose write reloads the widgets).
  @discardableResult
  private func refreshSaving() -> Bool {
    var saved = false
    // Hearts tapped on the widget while the app was away; the app's own, if the store was busy, saved now.
    favouritesSaving.reload()
    let record = service.current(at: dependencies.now())
    // A new insult on screen goes to the top of History; the same one stays where it is, under what was copied,
    // shared or kept from Compose since.
    // The insult on screen when History was cleared stays out of it until another takes its place.
    let clearedAway =
      record.insult == current.insult && dependencies.store.read(BardShared.historyClearedOnScreen) == record.insult
    let isNewToHistory =
      record.insult != current.insult || (!history.contains { $0.text == record.insult } && !clearedAway)
    // Shown whatever the saves do: a failed save must not leave the previous slot's insult on screen.
    makeCurrent(record)
    trySaving {
      do {
        saved = try service.save(record)
        try mergeWidgetHistory(excluding: clearedAway ? record.insult : nil)
        if isNewToHistory { try addToHistory(record.insult, waitingAtMost: Self.mainActorLockBudget) }
      } catch SharedStoreError.busy {
        // A widget holds History's lock: its records wait, and the insult on screen goes in, at the next refresh.
      }
    }
    return saved
  }

  public func anotherInsult() {
    trySaving {
      let record = try service.another(at: dependencies.now())
      makeCurrent(record)
      try addToHistory(record.insult)
      feel(.buttonPress)
    }
  }

  /// A row of Favourites or History: its insult on the pasteboard, and the row says "Copied!".
  /// `confirmedInBanner`: the copy was asked for away from any Copy button (a notification's), so the main
  /// screen says "Copied!" in a banner (`copyBanner`).
  public func copy(_ text: String, confirmedInBanner: Bool = false) {
    dependencies.copyToPasteboard(text)
    copies += 1
    copyConfirmation = CopyConfirmation(text: text, id: copies, inBanner: confirmedInBanner)
    feel(.confirmation)
  }

  /// The Copy button: the current insult on the pasteboard, and the button says "Copied!".
  public func copyInsult() { copy(current.insult) }

  /// Whether the button or row for `text` says "Copied!" now.
  public func isCopied(_ text: String) -> Bool { copyConfirmation?.text == text }

  /// The Copy button's words: "Copy", or "Copied!" for a moment after a tap.
  public var copyButtonTitle: LocalizedCopy { didCopy ? BardCopy.copied : BardCopy.copy }

  /// The moment of a confirmation is over (the view waits `CopyConfirmation.duration`); a newer copy stays.
  public func copyConfirmationEnded(_ id: Int) {
    if copyConfirmation?.id == id { copyConfirmation = nil }
  }

  // MARK: - Presentation

  /// What the share card shares while it is up (IB-1.2, IB-5.1).
  public var pendingShare: String? {
    for surface in presentation.surfaces.reversed() {
      if case .shareCard(let sheet) = surface.destination { return sheet.text }
    }
    return nil
  }

  /// The alert the stack holds (shown, or about to be once nothing moves).
  public var alertUp: BardAlertID? { presentation.alert?.kind() }

  public func show(_ destination: BardDestination) { presentation.present(destination) }

  /// The insult card's tap: the sheet of its three words, with their glosses and plays.
  public func explainWords() {
    // The words of the insult as shown (its text names them), whatever the settings have done since.
    let insult = InsultKit.full.insult(parsing: current.insult) ?? service.insult(of: current)
    let sheet = WordOriginsModel(insult)
    sheet.onDone = { [weak self] sheet in self?.close(.wordOrigins(sheet)) }
    presentation.present(.wordOrigins(sheet))
  }

  /// The system share sheet for `item`, over whatever is on top (the share card, History, Favourites).
  public func share(_ item: ShareItem) { presentation.present(.share(item)) }

  /// A Done button.
  public func close(_ destination: BardDestination) { presentation.dismiss { $0 == destination } }

  public func perform(_ action: BardAlertAction) {
    switch action {
    case .clearHistory: clearHistory()
    case .removeFavourites(let texts): removeFavourites(texts)
    }
  }

  public func toggleFavourite() { toggleFavourite(current.insult) }

  /// The heart for `text` (the current insult, or Compose's): kept in Favourites, or let go if it was there.
  func toggleFavourite(_ text: String) {
    if favouritesSaving.change(.toggle(text, at: dependencies.now())) { feel(.confirmation) }
  }

  public func removeFavourites(_ texts: Set<String>) { favouritesSaving.change(.remove(texts)) }

  /// Everything seen so far goes, the widgets' included: what they showed before now is not merged again, and
  /// the insult on screen is not put back until another replaces it (`BardShared.historyClearedOnScreen`).
  public func clearHistory() {
    trySaving {
      // What is stored, whichever write failed.
      defer { history = dependencies.store.read(BardShared.history) }
      try WidgetHistory.clearHistory(in: dependencies.store, now: dependencies.now())
      try dependencies.store.write(current.insult, for: BardShared.historyClearedOnScreen)
    }
  }

  /// IB-2.1 and IB-2.3: saved, and the widgets reloaded; haptics and appearance only saved (`SettingsEffects`).
  public func setInterval(_ interval: RefreshInterval) { updateSettings { $0.interval = interval } }
  public func setAppearance(_ appearance: BardSettings.Appearance) { updateSettings { $0.appearance = appearance } }
  public func setFamilyFriendly(_ on: Bool) { updateSettings { $0.familyFriendly = on } }
  public func setHaptics(_ on: Bool) { updateSettings { $0.hapticsOn = on } }
  public func setCoarseOnLockScreen(_ on: Bool) { updateSettings { $0.coarseOnLockScreen = on } }

  /// How many a day (Settings' stepper, 1 to 5), spread from the time to `insultOfTheDayEnd`: saved, and the
  /// pending ones rescheduled while it is on.
  public func setInsultOfTheDayCount(_ count: Int) {
    let window = InsultOfTheDay.Window(count: count, end: settings.insultOfTheDayWindow.end)
    updateSettings { $0.insultOfTheDayWindow = window }
  }

  /// A change made in Settings (`BardSettingsModel.Change`), applied as the intent of the same name.
  func apply(_ change: BardSettingsModel.Change) {
    switch change {
    case .interval(let interval): setInterval(interval)
    case .appearance(let appearance): setAppearance(appearance)
    case .familyFriendly(let on): setFamilyFriendly(on)
    case .haptics(let on): setHaptics(on)
    case .coarseOnLockScreen(let on): setCoarseOnLockScreen(on)
    case .insultOfTheDayCount(let count): setInsultOfTheDayCount(count)
    }
  }

  // MARK: - Details

  /// Saves a change of the settings, then does what the fields that changed call for and nothing more
  /// (`SettingsEffects`): a new insult for a new interval or kit, a reload of the widgets when they draw what
  /// changed, and the Insult of the Day rescheduled when it carries it (unless `reschedulingInsultOfTheDay` is
  /// false: the caller reschedules and waits for it).
  func updateSettings(reschedulingInsultOfTheDay: Bool = true, _ change: (inout BardSettings) -> Void) {
    trySaving {
      let old = settings
      settings = try dependencies.store.update(BardShared.settings) { settings in
        change(&settings)
        // A start moved past the last one's time pushes it along (a wheel never saves a window over midnight).
        settings.keepInsultOfTheDayWindowValid()
      }
      let effects = SettingsEffects(from: old, to: settings)
      // A new insult saved reloads the widgets through the store's hook; otherwise they are asked here.
      let savedInsult = effects.contains(.insult) && refreshSaving()
      if effects.contains(.widgets), !savedInsult {
        dependencies.widgetCenter.reloadTimelines(ofKind: BardShared.widgetKind)
      }
      if effects.contains(.insultOfTheDay), reschedulingInsultOfTheDay { insultOfTheDaySchedule.start() }
    }
  }

  private func makeCurrent(_ record: CurrentInsultRecord) {
    current = record
    glosses = service.insult(of: record).glosses
  }

  /// `text` at the top of History (moved there if it was further down), the oldest beyond the limit let go.
  /// One insult the user saw, copied, kept or shared at a time: Browse's Select batches never come here, or 100
  /// selected rows would push everything seen out of History.
  func addToHistory(_ text: String, waitingAtMost budget: Duration = SharedStore.lockBudget) throws {
    let moment = dependencies.now()
    history = try dependencies.store.update(BardShared.history, waitingAtMost: budget) { list in
      list.removeAll { $0.text == text }
      list.insert(SavedInsult(text: text, savedAt: moment), at: 0)
      list = Array(list.prefix(BardShared.historyLimit))
    }
  }

  /// What the widgets showed since the last merge goes into History, so an insult seen only on the Home Screen
  /// (a slot's, or one from the widget's Another Insult button) can still be found.
  private func mergeWidgetHistory(excluding: String?) throws {
    let store = dependencies.store
    if let merged = try WidgetHistory.mergeIntoHistory(
      in: store, now: dependencies.now(), excluding: excluding, waitingAtMost: Self.mainActorLockBudget)
    {
      history = merged
    }
  }

  func trySaving(_ work: () throws -> Void) {
    do { try work() } catch { saveFailed(error) }
  }

  /// A write the user asked for failed: said in words, and felt, never swallowed.
  func saveFailed(_ error: any Error) {
    showMessage(BardAlertID.messageAlert(BardCopy.saveFailed(error).text))
    feel(.failure)
  }
}
