/// The Profile Settings widget toggle and its setup sheet, as a state machine (VP-1, VP-4, VP-6).
///
/// - Turning the toggle on saves the preference at once and presents the setup sheet, unless it is already up.
/// - Turning it off saves the preference and never presents the sheet; if the sheet is up, it goes away (its
///   guidance no longer applies), so there is never a sheet for a toggle that is off.
/// - However the sheet is dismissed ("Got it!", a swipe down, a tap outside), the toggle and every preference
///   stay as they are.
/// - Scene phase changes and rotation do not touch the state, so the sheet is still up after the app returns
///   to the foreground.
/// At most one sheet exists at any moment, whatever the order or speed of the events.
public struct WidgetToggle: Equatable, Sendable {
  public enum Dismissal: String, CaseIterable, Sendable {
    case gotIt, swipeDown, tapOutside
  }

  /// What the caller must do after an event.
  public struct Effects: Equatable, Sendable {
    /// Save this preference now (VP-1.2).
    public var savePreference: Bool?
    /// Ask WidgetKit to redraw: the widget's face depends on the preference.
    public var reloadWidgets: Bool

    public static let none = Effects(savePreference: nil, reloadWidgets: false)
  }

  public private(set) var isOn: Bool
  public private(set) var isShowingSetup = false
  /// How many times the sheet has been presented, for tests and analytics; never more than one at once.
  public private(set) var presentations = 0

  public init(isOn: Bool) {
    self.isOn = isOn
  }

  /// The user flipped the switch (or VoiceOver did).
  public mutating func setOn(_ on: Bool) -> Effects {
    guard on != isOn else { return .none }
    isOn = on
    if on {
      // VP-1.1, VP-6.1, VP-6.2: present only when no sheet is up.
      if !isShowingSetup {
        isShowingSetup = true
        presentations += 1
      }
    } else {
      // VP-1.5: off never shows the guidance.
      isShowingSetup = false
    }
    return Effects(savePreference: on, reloadWidgets: true)
  }

  /// The sheet went away, however it was dismissed (VP-1.4, VP-4.2 to VP-4.5).
  public mutating func dismissSetup(_ how: Dismissal) {
    isShowingSetup = false
  }

  /// SwiftUI's sheet binding was set: `true` never comes from the user, `false` is a dismissal.
  public mutating func setShowingSetup(_ showing: Bool) {
    if !showing { dismissSetup(.swipeDown) }
  }
}
