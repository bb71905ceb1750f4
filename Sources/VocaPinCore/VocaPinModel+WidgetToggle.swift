import DesignSystem
import Localization
import Presentation
import SharedStore

// MARK: - The widget toggle (VP-1, VP-4, VP-6)

extension VocaPinModel {
  public func setWidgetEnabled(_ on: Bool) {
    let before = toggle
    let effects = toggle.setOn(on, setupIsUp: isShowingWidgetSetup)
    guard let preference = effects.savePreference else { return }
    do {
      // Read, change, write: the pin lives in the same record. A damaged file is set aside, not overwritten.
      try repository.updateSettings { $0.widgetEnabled = preference }
      if effects.reloadWidgets { reloadWidgets() }
      haptics.emit(.selectionChange)
    } catch {
      toggle = before
      showError("\(VocaPinCopy.widgetSettingFailed.text) \(VocaPinCopy.changeFailed(error).text)")
      return
    }
    // The state machine decides; the stack presents (over Profile Settings, where the toggle is).
    if effects.presentSetup {
      presentation.present(.widgetSetup)
    } else if effects.dismissSetup {
      takeDown(.widgetSetup)
    }
  }

  /// "Got it!" (VP-4.2); swipes and taps outside reach the stack through the adapter. However it goes, the
  /// toggle and preferences stay (VP-4.4), so `how` changes nothing; it names what the user did.
  public func dismissWidgetSetup(_ how: WidgetToggle.Dismissal = .gotIt) {
    takeDown(.widgetSetup)
  }
}

// MARK: - The Home Screen: what is placed there, and the board's offer

extension VocaPinModel {
  /// How many VocaPin widgets are placed, as WidgetKit last said (nil before it answered).
  public var placedWidgets: Int? { toggle.placedWidgets }

  /// Profile Settings' line under the toggle: what is actually on the Home Screen, in words.
  public var widgetStatus: LocalizedCopy? {
    guard let placed = toggle.placedWidgets else { return nil }
    if placed == 0 { return VocaPinCopy.noWidgetPlaced }
    return toggle.preference == false
      ? VocaPinCopy.widgetsPlacedShowingNoText(placed) : VocaPinCopy.widgetsPlaced(placed)
  }

  /// The board offers the widget, the app's reason to exist, once there is a note to pin and no VocaPin widget
  /// is placed, until the user chooses (the toggle, the offer, or "Not Now").
  public var offersWidget: Bool {
    !board.notes.isEmpty && toggle.preference == nil && toggle.placedWidgets == 0 && !widgetOfferDismissed
  }

  /// "Add to Home Screen" on the board's offer: the toggle goes on, with its guidance (VP-1.1).
  public func acceptWidgetOffer() {
    guard offersWidget else { return }
    setWidgetEnabled(true)
  }

  /// "Not Now": the offer goes, and stays gone; the toggle and the guidance are still in Profile Settings.
  public func dismissWidgetOffer() {
    do {
      try repository.updateSettings { $0.widgetOfferDismissed = true }
      widgetOfferDismissed = true
    } catch {
      showError(VocaPinCopy.changeFailed(error))
    }
  }
}
