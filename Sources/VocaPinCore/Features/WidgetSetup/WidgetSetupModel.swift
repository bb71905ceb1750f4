import AppServices
import DesignSystem
import Localization
import Observation
import Presentation
import SharedStore

/// The widget's setup: Profile Settings' toggle (`WidgetToggle`, the state machine that says when the setup sheet
/// rises), what is placed on the Home Screen, the board's offer, and the Widget Setup sheet's height and VoiceOver
/// order. The sheet's destination holds it (`VocaPinDestination.widgetSetup`); the app's model keeps the one
/// instance, since the toggle outlives any sheet. Whether the sheet is up, presenting it, saving the settings and
/// saying what went wrong are the app's, through closures.
@MainActor
@Observable
public final class WidgetSetupModel {
  public internal(set) var toggle: WidgetToggle
  /// The user said "Not Now" to the board's widget offer.
  public internal(set) var offerDismissed: Bool
  /// The app's window as the root view measures it (its height and bottom safe-area inset): what the setup
  /// sheet's height is a share of, wherever the sheet is presented (VP-2.1).
  public private(set) var window: WindowMetrics?

  /// Whether the setup sheet is up or on its way up: the stack's to say.
  @ObservationIgnored var isSetupUp: @MainActor () -> Bool = { false }
  /// Presents the setup sheet, or takes it down (wherever it is: up, or waiting its turn).
  @ObservationIgnored var onPresent: @MainActor () -> Void = unimplemented("WidgetSetupModel.onPresent")
  @ObservationIgnored var onDismiss: @MainActor () -> Void = unimplemented("WidgetSetupModel.onDismiss")
  /// Reads, changes and writes the settings file (the pin lives in the same record; a damaged file is set
  /// aside, not overwritten). Unwired, it reports so and nothing is saved.
  @ObservationIgnored var saveSettings: @MainActor (_ change: (inout VocaPinSettings) -> Void) throws -> Void = {
    [unwired = unimplemented("WidgetSetupModel.saveSettings")] _ in unwired()
  }
  /// The toggle's choice was saved: the widgets redraw (their face depends on it) and the switch clicks.
  @ObservationIgnored var onSaved: @MainActor (_ reloadWidgets: Bool) -> Void = unimplemented(
    "WidgetSetupModel.onSaved")
  /// What went wrong, in words (the app's message alert).
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("WidgetSetupModel.onMessage")
  /// Whether the board has a note to pin: the offer waits for one.
  @ObservationIgnored var hasNotes: @MainActor () -> Bool = { false }
  /// Whether the sheet is up over Profile Settings (Got it! returns there), rather than over the board.
  @ObservationIgnored var isOverSettings: @MainActor () -> Bool = { false }

  /// A setup reporting nowhere, as previews use; `VocaPinModel` makes the connected one.
  public init(toggle: WidgetToggle = WidgetToggle(preference: nil), offerDismissed: Bool = false) {
    self.toggle = toggle
    self.offerDismissed = offerDismissed
  }

  /// The Profile Settings toggle (VP-1).
  public var isOn: Bool {
    get { toggle.isOn }
    set { setOn(newValue) }
  }

  public func setOn(_ on: Bool) {
    let before = toggle
    let effects = toggle.setOn(on, setupIsUp: isSetupUp())
    guard let preference = effects.savePreference else { return }
    do {
      try saveSettings { $0.widgetEnabled = preference }
      onSaved(effects.reloadWidgets)
    } catch {
      toggle = before
      onMessage("\(VocaPinCopy.widgetSettingFailed.text) \(VocaPinCopy.changeFailed(error).text)")
      return
    }
    // The state machine decides; the stack presents (over Profile Settings, where the toggle is).
    if effects.presentSetup {
      onPresent()
    } else if effects.dismissSetup {
      onDismiss()
    }
  }

  /// "Got it!" (VP-4.2); swipes and taps outside reach the stack through the adapter. However it goes, the
  /// toggle and preferences stay (VP-4.4), so `how` changes nothing; it names what the user did.
  public func dismiss(_ how: WidgetToggle.Dismissal = .gotIt) { onDismiss() }

  /// Profile Settings' "How to Add the Widget" row: the guidance whenever the user wants it, the toggle
  /// untouched (it may be on because a widget is already placed). With the toggle off the guide says so at
  /// its top (`widgetOffNotice`), with a button that turns it on: the steps alone would end at a widget that
  /// says "Widget is off".
  public func showGuide() {
    guard !isSetupUp() else { return }
    onPresent()
  }

  /// What the setup sheet says above its steps while the user has turned the widget off (nil otherwise): a
  /// widget added now would show no note. Before any choice a placed widget shows the pinned note, so nothing
  /// is said then.
  public var widgetOffNotice: LocalizedCopy? { toggle.preference == false ? VocaPinCopy.guideWidgetOff : nil }

  /// The notice's button: the toggle goes on and its choice is saved; the sheet already up stays, the only one.
  public func turnOnFromGuide() {
    guard widgetOffNotice != nil else { return }
    setOn(true)
  }

  /// How many VocaPin widgets are placed, as WidgetKit last said (nil before it answered).
  public var placedWidgets: Int? { toggle.placedWidgets }

  /// How many New Voice Note widgets are on the Lock Screen, as WidgetKit last said (nil before it answered).
  public private(set) var placedVoiceNoteWidgets: Int?

  /// WidgetKit said which VocaPin widgets are placed (at launch and on each return): the note widgets are the
  /// toggle's (they show note text); New Voice Note shows none, and is only counted for the status line.
  func placedWidgetsRead(_ widgets: [PlacedWidget]) {
    toggle.placedWidgetsRead(widgets.filter { $0.kind == VocaPinShared.widgetKind }.count)
    placedVoiceNoteWidgets = widgets.filter { $0.kind == VocaPinShared.voiceNoteWidgetKind }.count
  }

  /// Profile Settings' line under the toggle: what is actually on the Home Screen and Lock Screen, in words.
  public var status: LocalizedCopy? {
    guard let placed = toggle.placedWidgets else { return nil }
    if placed == 0 {
      return (placedVoiceNoteWidgets ?? 0) > 0 ? VocaPinCopy.onlyVoiceNoteWidgetPlaced : VocaPinCopy.noWidgetPlaced
    }
    return toggle.preference == false
      ? VocaPinCopy.widgetsPlacedShowingNoText(placed) : VocaPinCopy.widgetsPlaced(placed)
  }

  /// The board offers the widget, the app's reason to exist, once there is a note to pin and no VocaPin widget
  /// is placed, until the user chooses (the toggle, the offer, or "Not Now").
  public var offersWidget: Bool {
    hasNotes() && toggle.preference == nil && toggle.placedWidgets == 0 && !offerDismissed
  }

  /// "Add to Home Screen" on the board's offer: the toggle goes on, with its guidance (VP-1.1).
  public func acceptOffer() {
    guard offersWidget else { return }
    setOn(true)
  }

  /// "Not Now": the offer goes, and stays gone; the toggle and the guidance are still in Profile Settings.
  public func dismissOffer() {
    do {
      try saveSettings { $0.widgetOfferDismissed = true }
      offerDismissed = true
    } catch {
      onMessage(VocaPinCopy.changeFailed(error).text)
    }
  }

  /// The root view measured the window (at launch, and on rotation or resizing); anything not a real window is
  /// ignored.
  public func windowMeasured(height: Double, bottomSafeAreaInset: Double) {
    guard let measured = WindowMetrics(height: height, bottomSafeAreaInset: bottomSafeAreaInset) else { return }
    window = measured
  }

  /// What the Widget Setup sheet's `.presentationDetents` reads: a height that makes the sheet three quarters of
  /// the window, whatever presents it (VP-2.1); the system's large sheet until the window was measured.
  public var detent: WidgetSetupDetent { window.map(WidgetSetupGuide.detent(in:)) ?? .large }

  /// The Widget Setup sheet as VoiceOver reads it: Got it! returns to the screen under the sheet (Profile
  /// Settings, or the board, whose offer opened it); with the widget off, the notice and its button too.
  public var accessibility: [AccessibilityElement] {
    WidgetSetupGuide.accessibilityElements(
      returningTo: isOverSettings() ? VocaPinCopy.profileSettingsTitle : VocaPinCopy.boardTitle,
      widgetOff: widgetOffNotice)
  }
}

/// Destinations compare their screens by identity: there is one setup, so one Widget Setup sheet.
extension WidgetSetupModel: HashableObject {}
