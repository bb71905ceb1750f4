import Foundation

// MARK: - Lock VocaPin

extension VocaPinModel {
  /// The lock's reports: a held link followed once unlocked, its messages on the stack (seen after the unlock),
  /// and Spotlight and the widgets following its choices.
  func connectAppLock() {
    appLock.onUnlocked = { [weak self] held in
      guard let self, let held else { return }
      self.open(held.route, from: held.source)
    }
    appLock.onMessage = { [weak self] in self?.showMessage($0) }
    spotlight.isLocked = { [weak self] in self?.appLock.settings.isOn ?? true }
    appLock.onChange = { [weak self] old, new in
      guard let self else { return }
      if old.isOn != new.isOn { self.spotlight.followLock(self.board) }
      if old.hidesWidgets != new.hidesWidgets { self.reloadWidgets() }
    }
    appLock.systemSheetUp = { [weak self] in
      self?.presentation.destinations.contains { destination in
        switch destination {
        case .share, .backupPicker: true
        default: false
        }
      } ?? false
    }
  }

  /// A link, quick action or Siri's that arrives while locked waits for the unlock, never opened under the
  /// cover nor lost; true when it was held. A link may be the first sign of a return, so the time away is
  /// judged first.
  func holdWhileLocked(_ route: VocaPinRoute, from source: VocaPinRouteSource) -> Bool {
    appLock.lockIfAwayLongEnough()
    guard appLock.isLocked else { return false }
    appLock.hold(route, from: source)
    return true
  }
}
