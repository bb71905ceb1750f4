import Foundation
import Localization
import SharedStore

// MARK: - Persistence (NW-9.1)

extension NoteWallModel {
  func saveProgress() { save(progress, for: OnboardingProgress.key) }

  func saveSession() {
    save(
      NoteWallSession(
        leftForShortcuts: leftForShortcuts, permissionsRun: permissionsRun, lockScreenOutOfDate: lockScreenOutOfDate,
        pendingRun: pendingRun),
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

  func open(_ link: String) async {
    guard let url = URL(string: link), await dependencies.urls.open(url) else {
      showMessage(NoteWallCopy.cannotOpen.text)
      return
    }
  }
}
