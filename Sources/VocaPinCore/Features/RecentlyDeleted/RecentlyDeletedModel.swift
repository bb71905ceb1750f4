import AppServices
import Foundation
import Localization
import Observation
import Presentation
import SharedStore

/// The Recently Deleted screen: the deleted notes it lists and what its rows do. It lives in its destination
/// (`VocaPinDestination.recentlyDeleted`), as the editor's `EditorModel` does, so it is read while its sheet
/// slides down and goes with the sheet. The notes wait in their own files (`RecentlyDeleted`), which this model
/// keeps; putting one back on the board (and taking it off again when its file here cannot go), asking before
/// "Delete Now" and saying what went wrong are the app's, through closures.
@MainActor
@Observable
public final class RecentlyDeletedModel {
  /// Most recently deleted first.
  public private(set) var notes: [DeletedNote]
  @ObservationIgnored private let trash: ItemCollection<DeletedNote>
  @ObservationIgnored private let now: @Sendable () -> Date
  /// Puts a deleted note back at the end of the board; false if it could not be (the app said why).
  @ObservationIgnored var onRestore: @MainActor (Note) -> Bool = { _ in false }
  /// Takes a restored note off the board again: its file here could not be removed, and a note Recently Deleted
  /// keeps may not be on the board too (the next launch would take it off).
  @ObservationIgnored var onRestoreUndone: @MainActor (UUID) -> Void = unimplemented(
    "RecentlyDeletedModel.onRestoreUndone")
  /// A note is back on the board and gone from here: its recordings come back, and the board shows it.
  @ObservationIgnored var onRestored: @MainActor (UUID) -> Void = unimplemented("RecentlyDeletedModel.onRestored")
  /// Shows a question on top (the app's stack); its answer comes back as `deleteForever(_:)`.
  @ObservationIgnored var onAsk: @MainActor (VocaPinAlert) -> Void = unimplemented("RecentlyDeletedModel.onAsk")
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("RecentlyDeletedModel.onDone")
  /// A note's file here could not be removed: the app says so (the note stays listed, nothing lost).
  @ObservationIgnored var onFailure: @MainActor (SharedStoreError) -> Void = unimplemented(
    "RecentlyDeletedModel.onFailure")
  /// A note was removed for good: its recordings go too.
  @ObservationIgnored var onDeletedForever: @MainActor (UUID) -> Void = unimplemented(
    "RecentlyDeletedModel.onDeletedForever")
  /// What Delete Now says when iCloud may still hold the note's words while sync does not run (off, signed out,
  /// stopped by another account): when, if ever, they leave iCloud. Nil: the usual words.
  @ObservationIgnored var iCloudKeepsWordsMessage: @MainActor (UUID) -> LocalizedCopy? = { _ in nil }

  /// Reads what `store` keeps (deleting what is past 30 days for good).
  public init(store: SharedStore, now: @escaping @Sendable () -> Date) {
    trash = RecentlyDeleted.collection(in: store)
    self.now = now
    notes = RecentlyDeleted.load(from: store, now: now())
  }

  /// Days before `deleted` goes for good, in words.
  public func daysLeft(_ deleted: DeletedNote) -> LocalizedCopy { VocaPinCopy.daysLeft(deleted.daysLeft(now: now())) }

  /// Brings a note back to the end of the board, as it was (its words, colour and dates; not the pin), and
  /// removes its file here once the board kept it. If either cannot be done, the note stays here only, and
  /// the user is told.
  public func restore(_ id: UUID) {
    guard let deleted = notes.first(where: { $0.id == id }), onRestore(deleted.note) else { return }
    do {
      try trash.delete(id)
    } catch {
      onRestoreUndone(id)
      return onFailure(error)
    }
    notes.removeAll { $0.id == id }
    onRestored(id)
  }

  /// "Delete Now" asks first: after it the note cannot come back.
  public func requestDeleteForever(_ id: UUID) {
    guard notes.contains(where: { $0.id == id }) else { return }
    onAsk(
      VocaPinAlert(
        id: VocaPinAlertID.deleteForever(id), title: VocaPinCopy.deleteForeverTitle.text,
        message: (iCloudKeepsWordsMessage(id) ?? VocaPinCopy.deleteForeverMessage).text,
        buttons: [
          .init(VocaPinCopy.deleteNow.text, role: .destructive, action: .deleteForever(id)),
          .init(VocaPinCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// The user said "Delete Now".
  public func deleteForever(_ id: UUID) {
    do {
      try trash.delete(id)
      notes.removeAll { $0.id == id }
      onDeletedForever(id)
    } catch {
      onFailure(error)
    }
  }

  /// Done.
  public func done() { onDone() }
}

/// Destinations compare their screens by identity.
extension RecentlyDeletedModel: HashableObject {}
