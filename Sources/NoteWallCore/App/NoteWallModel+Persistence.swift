import Foundation
import Localization
import SharedStore

// MARK: - Persistence (NW-9.1)

extension NoteWallModel {
  func saveSession() {
    save(
      NoteWallSession(
        leftForShortcuts: onboarding.leftForShortcuts, permissionsRun: onboarding.permissionsRun,
        lockScreenOutOfDate: lockScreen.lockScreenOutOfDate, pendingRun: lockScreen.pendingRun),
      for: NoteWallSession.key)
  }

  func save<Value>(_ value: Value, for key: StoreKey<Value>) {
    do {
      if let problem = unwritable[key.name] { throw problem }
      try dependencies.store.write(value, for: key)
    } catch {
      showMessage(NoteWallCopy.notSaved(error).text)
    }
  }
}
