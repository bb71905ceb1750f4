import Foundation
import Localization
import SharedStore

/// The unsaved own quotes (`OwnQuoteDraft`), kept in memory and written to the device off the main actor: a
/// keystroke changes memory only, and the file is written by one write at a time, the ones asked for meanwhile
/// coalesced into the next. `flush()` (the app leaving the foreground) waits until the file holds what memory
/// holds, so iOS ending the app loses nothing. A write that fails is reported (`onWritten`), never silent.
@MainActor
final class OwnQuoteDraftKeeper {
  private let store: SharedStore
  /// The drafts as the device last read them, changed by every keystroke since; read once, when first needed.
  private var loaded: [String: OwnQuoteDraft]?
  /// Memory holds something the file does not yet.
  private var unwritten = false
  private var writing: Task<Void, Never>?
  /// The sheet whose typing asked for the last write: told how it went.
  weak var sheet: OwnQuoteModel?
  /// Told after each write: nil when the file has the drafts, the cause when it could not be written.
  var onWritten: (@MainActor (SharedStoreError?) -> Void)?

  /// `store`: the app's own folder (the drafts are no widget's business, so writing them reloads none).
  init(store: SharedStore) { self.store = store }

  /// Every account's drafts, by `OwnQuoteDraft.key(user:editing:)`.
  var drafts: [String: OwnQuoteDraft] {
    if let loaded { return loaded }
    let read = store.read(QuoteVaultShared.ownQuoteDrafts)
    loaded = read
    return read
  }

  /// Keeps `draft` under `key` (nil forgets it); written soon after, off the main actor.
  func set(_ draft: OwnQuoteDraft?, for key: String) {
    var drafts = drafts
    guard drafts[key] != draft else { return }
    drafts[key] = draft
    loaded = drafts
    scheduleWrite()
  }

  /// Forgets every draft whose key `matches`.
  func removeAll(where matches: (String) -> Bool) {
    var drafts = drafts
    let gone = drafts.keys.filter(matches)
    guard !gone.isEmpty else { return }
    for key in gone { drafts.removeValue(forKey: key) }
    loaded = drafts
    scheduleWrite()
  }

  /// Returns once the file holds what memory holds (or the last write failed, and said so).
  func flush() async {
    while let writing { await writing.value }
  }

  private func scheduleWrite() {
    unwritten = true
    guard writing == nil else { return }
    writing = Task { await self.writeWhileUnwritten() }
  }

  /// Writes the latest drafts until nothing new came in meanwhile: a burst of keystrokes costs one write in
  /// flight and one after it, not one each.
  private func writeWhileUnwritten() async {
    while unwritten {
      unwritten = false
      let (snapshot, store) = (drafts, store)
      let failure = await Task.detached(priority: .utility) { () -> SharedStoreError? in
        do throws(SharedStoreError) {
          try store.write(snapshot, for: QuoteVaultShared.ownQuoteDrafts)
          return nil
        } catch {
          return error
        }
      }.value
      onWritten?(failure)
    }
    writing = nil
  }

  /// What the own-quote sheet says under its fields when what is typed could not be kept on the device.
  static func problem(_ error: SharedStoreError) -> String {
    error.fileProblem == .diskFull
      ? LocalizedCopy(
        "quotevault.ownQuote.draftNotKeptFull",
        "Your iPhone's storage is full, so what you're writing isn't kept on this iPhone yet. Save it before you leave."
      ).text
      : LocalizedCopy(
        "quotevault.ownQuote.draftNotKept",
        "What you're writing couldn't be kept on this iPhone. Save it before you leave, or it may be lost."
      ).text
  }
}
