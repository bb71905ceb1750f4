import Foundation
import SharedStore

/// The one-time import of the React Native app's favourites and settings (1.8.0, `OldAppStore`) into the App
/// Group store, on the first launch of 1.9.0, the update of that app: without it an upgrading user would find
/// their favourites gone. It adds, never replaces: favourites already kept stay where they are, and settings are
/// taken only while 1.9.0 has none saved. The old files are left in place (a reinstall of 1.8.0 still reads them).
public enum OldAppImport {
  /// When the import ran (or found no old store): it never runs again.
  static let done = StoreKey<Date?>("old-app-imported", default: nil)

  /// Where @react-native-async-storage may have kept the old app's data, newest layout first: 2.x's
  /// `Application Support/<bundle id>/RCTAsyncLocalStorage_V1`, then the `Documents/` folders of versions before
  /// 1.13 (which 2.x moves on its first run, so an app updated without being opened still has them there).
  public static func folders(applicationSupport: URL?, documents: URL?, bundleID: String?) -> [URL] {
    var folders: [URL] = []
    if let applicationSupport, let bundleID, !bundleID.isEmpty {
      folders.append(
        applicationSupport.appendingPathComponent(bundleID, isDirectory: true)
          .appendingPathComponent(OldAppStore.folderName, isDirectory: true))
    }
    if let documents {
      for name in [OldAppStore.folderName, "RNCAsyncLocalStorage_V1", "RCTAsyncLocalStorage"] {
        folders.append(documents.appendingPathComponent(name, isDirectory: true))
      }
    }
    return folders
  }

  /// `old` merged into `store`: each favourite not kept yet added after (older than) those kept, in the old app's
  /// order; the settings written only when none are saved. Returns whether the settings were written.
  @discardableResult
  static func merge(_ old: OldAppStore, into store: SharedStore, at moment: Date) throws -> Bool {
    if !old.favourites.isEmpty {
      try store.update(BardShared.favourites) { list in
        var seen = Set(list.map(\.text))
        let oldest = list.map(\.savedAt).min() ?? moment
        // In the kit's words, so the Lock Screen's clean filter, the hearts and A-Z read them as the kit's own.
        let new = old.favourites.map { InsultKit.full.keptText(ofOldFavourite: $0) }.filter { seen.insert($0).inserted }
        // The list is newest first: the old app's come after everything kept in 1.9.0, a second apart.
        list += new.enumerated().map { SavedInsult(text: $1, savedAt: oldest.addingTimeInterval(-Double($0 + 1))) }
      }
    }
    guard old.interval != nil || old.hapticsOn != nil || old.appearance != nil,
      case .success(nil) = store.load(BardShared.settings)
    else { return false }
    var settings = BardSettings()
    if let interval = old.interval { settings.interval = interval }
    if let hapticsOn = old.hapticsOn { settings.hapticsOn = hapticsOn }
    if let appearance = old.appearance { settings.appearance = appearance }
    try store.write(settings, for: BardShared.settings)
    return true
  }
}

extension BardModel {
  /// Brings the old app's favourites and settings over, once (`OldAppImport`): read off the main actor, so a
  /// large or slow file never holds up the launch; merged, and marked done. A store that cannot be read now
  /// (before the first unlock) or a busy one is tried again at the next launch; a damaged one is skipped for good,
  /// and said once if it clearly held favourites.
  public func importOldApp(from folders: [URL]) async {
    let store = dependencies.store
    guard case .success(nil) = store.load(OldAppImport.done) else { return }
    let reading = await Task.detached { OldAppStore.read(firstOf: folders) }.value
    guard case .success(nil) = store.load(OldAppImport.done) else { return }
    do {
      if case .found(let old) = reading {
        let wroteSettings = try OldAppImport.merge(old, into: store, at: dependencies.now())
        favouritesSaving.reload()
        if wroteSettings {
          settings = store.read(BardShared.settings)
          // A new interval is a new insult of the moment; the widgets draw both.
          refresh()
          dependencies.widgetCenter.reloadTimelines(ofKind: BardShared.widgetKind)
        }
        if old.lostFavourites { showMessage(BardAlertID.messageAlert(BardCopy.oldFavouritesLost.text)) }
      }
      guard reading != .notNow else { return }
      try store.write(dependencies.now(), for: OldAppImport.done)
    } catch {
      // Busy or unwritable: nothing is marked done, so the next launch tries again; nothing is lost meanwhile.
    }
  }
}
