/// The Profile Settings widget toggle, as a state machine that decides when its setup sheet rises (VP-1, VP-4,
/// VP-6). Whether the sheet is up is the presentation stack's to say, never kept here, so the two cannot
/// disagree however the sheet went (a swipe, a link, its presenter closing).
///
/// - Turning the toggle on saves the preference at once and presents the setup sheet, unless it is already up.
/// - Turning it off saves the preference and never presents the sheet; if the sheet is up, it goes away (its
///   guidance no longer applies), so there is never a sheet for a toggle that is off.
/// - However the sheet is dismissed ("Got it!", a swipe down, a tap outside), the toggle and every preference
///   stay as they are.
/// - Scene phase changes and rotation do not touch the state, so the sheet is still up after the app returns
///   to the foreground.
/// - Before the user has chosen (a fresh install), the toggle tells the truth about the Home Screen: on while a
///   VocaPin widget is placed there, off while none is (`WidgetCenter.getCurrentConfigurations`, read on each
///   return to the app), so the first turn on brings up the guidance. Once chosen, the choice holds.
/// At most one sheet exists at any moment, whatever the order or speed of the events.
public struct WidgetToggle: Equatable, Sendable {
  /// How the user dismissed the setup sheet; every way leaves the toggle and preferences as they are (VP-4.4).
  public enum Dismissal: String, CaseIterable, Sendable {
    case gotIt, swipeDown, tapOutside
  }

  /// What the caller must do after an event.
  public struct Effects: Equatable, Sendable {
    /// Save this preference now (VP-1.2).
    public var savePreference: Bool?
    /// Ask WidgetKit to redraw: the widget's face depends on the preference.
    public var reloadWidgets: Bool
    /// Present the setup sheet (VP-1.1).
    public var presentSetup = false
    /// Take the setup sheet down: the toggle went off under it (VP-1.5).
    public var dismissSetup = false

    public static let none = Effects(savePreference: nil, reloadWidgets: false)
  }

  /// The user's choice, nil before there was one.
  public private(set) var preference: Bool?
  /// How many VocaPin widgets are placed, as WidgetKit last said; nil before it answered (or if it failed).
  public private(set) var placedWidgets: Int?
  /// How many times the sheet has been presented, for tests and analytics; never more than one at once.
  public private(set) var presentations = 0

  /// What the switch shows: the user's choice, or before one, whether a widget is placed.
  public var isOn: Bool { preference ?? ((placedWidgets ?? 0) > 0) }

  public init(preference: Bool?, placedWidgets: Int? = nil) {
    self.preference = preference
    self.placedWidgets = placedWidgets
  }

  public init(isOn: Bool) {
    self.init(preference: isOn)
  }

  /// WidgetKit said how many VocaPin widgets are placed (on launch and on each return to the app).
  public mutating func placedWidgetsRead(_ count: Int) {
    placedWidgets = max(0, count)
  }

  /// The user flipped the switch (or VoiceOver did); `setupIsUp` is whether the setup sheet is up now.
  public mutating func setOn(_ on: Bool, setupIsUp: Bool) -> Effects {
    guard on != isOn else { return .none }
    preference = on
    var effects = Effects(savePreference: on, reloadWidgets: true)
    if on {
      // VP-1.1, VP-6.1, VP-6.2: present only when no sheet is up.
      if !setupIsUp {
        effects.presentSetup = true
        presentations += 1
      }
    } else {
      // VP-1.5: off never shows the guidance.
      effects.dismissSetup = setupIsUp
    }
    return effects
  }
}
