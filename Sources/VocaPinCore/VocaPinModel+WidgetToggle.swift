import DesignSystem
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
      showError("\(VocaPinCopy.widgetSettingFailed) \(VocaPinCopy.changeFailed(error.description))")
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
