import AppServices
import Foundation

/// The optional daily "Insult of the Day" notification (`InsultOfTheDay`).
extension BardModel {
  /// When it comes; nil when it is off.
  public var insultOfTheDay: InsultOfTheDay.Time? { settings.insultOfTheDay }

  /// The toggle and the time picker: on asks for permission the first time (iOS prompts once, then answers with
  /// the user's choice); refused, it stays off and says why in words.
  public func setInsultOfTheDay(_ time: InsultOfTheDay.Time?) async {
    discardTimeDraft()
    if let time {
      // The toggle shows what the user asked for while iOS's prompt is up, not off until it is answered.
      insultOfTheDayAsked = time
      let allowed = await dependencies.notifications.requestAuthorization()
      insultOfTheDayAsked = nil
      guard allowed else { return insultOfTheDaySchedule.toggled(refused: true) }
    }
    insultOfTheDaySchedule.toggled(refused: false)
    updateSettings(reschedulingInsultOfTheDay: false) { settings in
      // Turned off, the time is kept for turning it on again.
      if time == nil, let kept = settings.insultOfTheDay { settings.insultOfTheDayLastTime = kept }
      settings.insultOfTheDay = time
    }
    await scheduleInsultOfTheDay()
  }

  /// How many a day (1 to 5), spread from the time to `insultOfTheDayEnd` (`setInsultOfTheDayCount(_:)`).
  public var insultOfTheDayCount: Int { settings.insultOfTheDayWindow.reminders }

  /// Until when the reminders of a day are spread (Settings' end wheel, shown with more than one a day, saves
  /// through its sheet once it rests: `BardSettingsModel.pickEnd(at:)`).
  public var insultOfTheDayEnd: InsultOfTheDay.Time {
    get { settings.insultOfTheDayWindow.end }
    set {
      let window = InsultOfTheDay.Window(count: settings.insultOfTheDayWindow.reminders, end: newValue)
      updateSettings { $0.insultOfTheDayWindow = window }
    }
  }

  /// The toggle: on at the time it had when last on (9:00 the first time), off keeping that time.
  public func setInsultOfTheDayOn(_ on: Bool) async {
    await setInsultOfTheDay(on ? settings.insultOfTheDayLastTime ?? .morning : nil)
  }

  /// How long the wheel rests before its time is saved and the days rescheduled.
  public static let insultOfTheDayTimeRest = Duration.milliseconds(700)

  /// The Settings sheet that is up or waiting its turn to rise: the one whose wheel holds a time not saved yet.
  public var settingsSheet: BardSettingsModel? {
    presentation.lastPresentedOrQueued(\.settingsSheet)
  }

  /// The gear button: Settings, with a wheel of its own.
  public func showSettings() {
    let sheet = BardSettingsModel()
    sheet.savedTime = { [weak self] in self?.insultOfTheDay }
    sheet.onCommit = { [weak self] time in
      guard let self, insultOfTheDay != nil else { return false }
      // Permission was asked when the toggle went on, so a new time needs no prompt; the sheet reschedules.
      updateSettings(reschedulingInsultOfTheDay: false) { $0.insultOfTheDay = time }
      return true
    }
    sheet.savedEnd = { [weak self] in self?.insultOfTheDayEnd ?? .morning }
    sheet.onCommitEnd = { [weak self] end in
      guard let self, insultOfTheDayEnd != end else { return false }
      let window = InsultOfTheDay.Window(count: settings.insultOfTheDayWindow.reminders, end: end)
      updateSettings(reschedulingInsultOfTheDay: false) { $0.insultOfTheDayWindow = window }
      return true
    }
    sheet.onReschedule = { [weak self] in await self?.scheduleInsultOfTheDay() }
    sheet.rest = dependencies.rest
    sheet.timeZone = dependencies.timeZone
    sheet.now = dependencies.now
    sheet.onDone = { [weak self, weak sheet] in
      guard let sheet else { return }
      self?.close(.settings(sheet))
    }
    wireValues(of: sheet)
    presentation.present(.settings(sheet))
  }

  /// What Settings shows is this model's settings, and each change there is applied here, with its effects.
  private func wireValues(of sheet: BardSettingsModel) {
    sheet.settings = { [weak self] in self?.settings ?? BardSettings() }
    sheet.onChange = { [weak self] change in self?.apply(change) }
    sheet.insultOfTheDayState = { [weak self] in
      (self?.insultOfTheDayToggleIsOn ?? false, self?.insultOfTheDaySchedule.problem)
    }
    sheet.onInsultOfTheDayOn = { [weak self] on in await self?.setInsultOfTheDayOn(on) }
    sheet.onOpenNotificationSettings = { [weak self] in await self?.openNotificationSettings() }
    sheet.onShowHowToAddWidget = { [weak self] in self?.show(.howToAddWidget) }
    sheet.policy = { [weak self] in self?.privacyPolicy ?? PrivacyPolicy(configured: nil, summary: []) }
  }

  /// Saves a time still on Settings' wheel (the app leaving the screen); nothing when none is.
  @discardableResult
  public func saveInsultOfTheDayTime() -> Task<Void, Never>? { settingsSheet?.saveTime() }

  private func discardTimeDraft() { settingsSheet?.discardDraft() }

  /// The toggle: on once the notification is on, and while the user's asking for it waits on iOS's prompt.
  public var insultOfTheDayToggleIsOn: Bool { insultOfTheDay != nil || insultOfTheDayAsked != nil }

  /// The "Open Settings" button under the denied message: the app's notification settings in Settings.
  public func openNotificationSettings() async {
    _ = await dependencies.urls.open(dependencies.notificationSettingsPage)
  }

  /// A button of the notification, with its link: Copy puts its insult on the pasteboard (only an insult of
  /// the kit, as for any link) and says "Copied!" in a banner, as the insult may not be the one on screen; Share
  /// opens its share card. False for a button this app does not know.
  @discardableResult
  public func handleInsultOfTheDayAction(_ identifier: String, link: URL) -> Bool {
    switch identifier {
    case InsultOfTheDay.copyAction:
      guard case .shareInsult(let insult?) = BardRoute(url: link) else { return false }
      copy(insult, confirmedInBanner: true)
      return true
    case InsultOfTheDay.shareAction:
      return open(link)
    default:
      return false
    }
  }

  /// Keeps the next days scheduled with their insults: at launch, on each return, and whenever the settings
  /// change the insults (interval, family-friendly) or the time (`updateSettings`; never for haptics or
  /// appearance). Off, nothing of it stays pending. Each run waits for the one before and reads the settings
  /// when its turn comes, so runs never interleave their removals and additions and what is pending always
  /// follows the last setting.
  public func scheduleInsultOfTheDay() async {
    await insultOfTheDaySchedule.start().value
  }

  /// The clock or the time zone changed (UIKit's significant time change): the insult for the new time at once,
  /// and the next days' notifications rescheduled, since each day's moment and insult are counted in the zone
  /// (8:30 in Kolkata is not 8:30 in London). Returns the rescheduling run.
  @discardableResult
  public func clockChanged() -> Task<Void, Never> {
    refresh()
    return insultOfTheDaySchedule.start()
  }
}
