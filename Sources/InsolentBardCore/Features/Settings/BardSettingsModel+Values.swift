import AppServices
import Localization

/// What Settings shows and changes, as the sheet's own properties, so its view binds to the sheet alone
/// (`$sheet.interval`). The settings stay the app model's (one copy, saved, read by the widgets): each value is
/// read through `settings` and each change goes up as a `Change`, which the app applies with its effects
/// (`SettingsEffects`): a new insult, the widgets reloaded, the Insult of the Day rescheduled.
extension BardSettingsModel {
  /// One change the user makes in Settings.
  public enum Change: Equatable, Sendable {
    case interval(RefreshInterval)
    case appearance(BardSettings.Appearance)
    case familyFriendly(Bool)
    case haptics(Bool)
    case coarseOnLockScreen(Bool)
    case insultOfTheDayCount(Int)
  }

  /// The Insult of the Hour's interval (IB-2.1).
  public var interval: RefreshInterval {
    get { settings().interval }
    set { onChange(.interval(newValue)) }
  }
  public var appearance: BardSettings.Appearance {
    get { settings().appearance }
    set { onChange(.appearance(newValue)) }
  }
  public var familyFriendly: Bool {
    get { settings().familyFriendly }
    set { onChange(.familyFriendly(newValue)) }
  }
  public var hapticsOn: Bool {
    get { settings().hapticsOn }
    set { onChange(.haptics(newValue)) }
  }
  public var coarseOnLockScreen: Bool {
    get { settings().coarseOnLockScreen }
    set { onChange(.coarseOnLockScreen(newValue)) }
  }
  /// How many a day (the stepper, 1 to 5), spread from the time to the end wheel's.
  public var insultOfTheDayCount: Int {
    get { settings().insultOfTheDayWindow.reminders }
    set { onChange(.insultOfTheDayCount(newValue)) }
  }

  /// Under the interval's section: what "Coarse words on the Lock Screen" does, while that toggle is shown (the
  /// family-friendly kit has no coarse words, and Settings hides it then).
  public var coarseOnLockScreenFooter: LocalizedCopy? {
    familyFriendly ? nil : BardCopy.coarseOnLockScreenFooter
  }

  /// The Widget section's words (IB-6.1), for the interval chosen.
  public var widgetSectionText: LocalizedCopy { BardCopy.widgetSectionText(interval) }

  /// The Insult of the Day toggle: on once the notification is on, and while iOS's prompt for it is up.
  public var insultOfTheDayIsOn: Bool { insultOfTheDayState().on }
  /// Why the notification is off in words (refused, or not scheduled), under its section; nil when all is well.
  public var insultOfTheDayProblem: LocalizedCopy? { insultOfTheDayState().problem }
  /// "Open Settings" under the problem: only when notifications are off for the app.
  public var offersNotificationSettings: Bool { insultOfTheDayProblem == BardCopy.insultOfTheDayDenied }

  /// The toggle moved: on asks iOS the first time, and the app schedules the days (or removes them).
  public func setInsultOfTheDayOn(_ on: Bool) async { await onInsultOfTheDayOn(on) }

  /// "Open Settings": the app's notification settings in the Settings app.
  public func openNotificationSettings() async { await onOpenNotificationSettings() }

  /// "How to Add the Widget": its own sheet, over Settings.
  public func showHowToAddWidget() { onShowHowToAddWidget() }
}
