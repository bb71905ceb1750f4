import DesignSystem
import Foundation
import Localization
import Observation
import Presentation

/// A screen pushed on the Collections tab's stack. A collection's screen carries its own model (compared by
/// identity), so what the tab shows is the model's to change: a link lands on a collection, a deleted one is
/// popped, sign-out empties the stack, and tests read what is pushed.
public enum CollectionsRoute: Hashable {
  /// "My Quotes": the user's own quotes.
  case myQuotes
  /// One collection's quotes.
  case collection(CollectionModel)
  /// A quote opened from a collection or My Quotes.
  case quote(Quote)

  /// The collection this screen shows, if it is one.
  public var collection: CollectionModel? {
    if case .collection(let screen) = self { screen } else { nil }
  }
}

/// One collection's screen (QV-5.5): its quotes as the library holds them, and taking one out (QV-5.4). The
/// collection it shows follows a rename made while it is open.
@MainActor
@Observable
public final class CollectionModel: HashableObject {
  public private(set) var collection: QuoteCollection
  @ObservationIgnored let library: LibraryModel

  /// What Undo's time is measured on (`ContinuousClock`; tests give one they move).
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var undoExpiry: Task<Void, Never>?
  /// How long Undo stays up, as Mail's does: long enough to read and reach, then out of the way. Not while
  /// VoiceOver or Switch Control is running (`assistiveTechnologyChanged`): then it stays until the user acts
  /// or leaves, as the Bard's banner does (`AssistiveTimeLimit`).
  public static let undoDuration = Duration.seconds(8)
  /// Whether VoiceOver or Switch Control is running, as the view last said.
  @ObservationIgnored private var assistiveTechnology = false

  init(_ collection: QuoteCollection, library: LibraryModel, clock: any Clock<Duration> = ContinuousClock()) {
    self.collection = collection
    self.library = library
    self.clock = clock
  }

  public var quotes: [Quote] { library.quotes(in: collection) }

  /// The quote the last removal took out, offered back (Undo, as Mail offers) until another is removed or the
  /// screen is left: a full swipe takes a quote out at once.
  public private(set) var recentlyRemoved: Quote?
  @ObservationIgnored private var removedIndex = 0
  /// The server's time for the removed quote's place (nil when the device never learnt it): Undo sends it back.
  @ObservationIgnored private var removedAddedAt: String?

  /// QV-5.4: the quote leaves this collection (the library sends the change on its way), and can be put back:
  /// Undo is offered as soon as the quote is out on the device, not once the server has answered (on a slow
  /// network that is many seconds, and the screen may be left by then).
  public func remove(_ quote: Quote) async {
    let index = quotes.firstIndex(of: quote)
    let addedAt = library.addedAt(quote.id, in: collection)
    await library.remove(quote.id, from: collection) { [weak self] in
      guard let self, let index, !quotes.contains(quote) else { return }
      offerUndo(quote, at: index, addedAt: addedAt)
    }
  }

  /// VoiceOver or Switch Control started or stopped (the view follows the system's settings): while running, an
  /// Undo up now or later has no time limit; once stopped, an Undo still up gets its full moment from then.
  public func assistiveTechnologyChanged(_ running: Bool) {
    guard running != assistiveTechnology else { return }
    assistiveTechnology = running
    undoExpiry?.cancel()
    undoExpiry = nil
    if recentlyRemoved != nil { startUndoExpiry() }
  }

  /// Undo for `quote`, until its time has passed (or another removal, Undo, or leaving ends it first).
  private func offerUndo(_ quote: Quote, at index: Int, addedAt: String?) {
    (recentlyRemoved, removedIndex, removedAddedAt) = (quote, index, addedAt)
    undoExpiry?.cancel()
    undoExpiry = nil
    startUndoExpiry()
  }

  /// Ends the Undo bar after `undoDuration`, unless assistive technology is running.
  private func startUndoExpiry() {
    guard let wait = AssistiveTimeLimit.duration(Self.undoDuration, assistiveTechnology: assistiveTechnology)
    else { return }
    let clock = clock
    undoExpiry = Task { [weak self] in
      try? await clock.sleep(for: wait)
      // Cancelled: a newer removal, Undo or leaving owns the bar now.
      guard !Task.isCancelled else { return }
      self?.recentlyRemoved = nil
    }
  }

  /// Undo: the removed quote is back in its place, and the addition goes through the outbox.
  public func undoRemove() async {
    guard let quote = recentlyRemoved else { return }
    undoExpiry?.cancel()
    recentlyRemoved = nil
    await library.putBack(quote, in: collection, at: removedIndex, addedAt: removedAddedAt)
  }

  /// The screen was left: its Undo goes with it.
  public func screenLeft() {
    undoExpiry?.cancel()
    recentlyRemoved = nil
  }

  /// What the Undo banner says.
  public var removedMessage: LocalizedCopy? {
    recentlyRemoved.map { _ in
      LocalizedCopy("quotevault.collection.removed", "Removed from “%@”", .text(collection.name))
    }
  }

  /// The library as now held: the name follows a rename; false when the collection is no longer there.
  func libraryChanged() -> Bool {
    guard let entry = library.collections.first(where: { $0.collection.id == collection.id }) else { return false }
    if entry.collection != collection { collection = entry.collection }
    return true
  }
}

/// The Collections tab: its navigation stack, and one screen model per collection listed, so a row's link and a
/// deep link push the same model and a redraw makes none.
@MainActor
@Observable
public final class CollectionsModel {
  /// What is pushed over the tab's list, bound to its `NavigationStack(path:)`.
  public var path: [CollectionsRoute] = []
  @ObservationIgnored let library: LibraryModel
  @ObservationIgnored private let undoClock: any Clock<Duration>
  /// Each listed collection's screen model, by id: made when the library is read, never while a view draws.
  @ObservationIgnored private var screens: [String: CollectionModel] = [:]

  init(library: LibraryModel, undoClock: any Clock<Duration> = ContinuousClock()) {
    self.library = library
    self.undoClock = undoClock
  }

  /// What a collection's row pushes.
  public func route(for collection: QuoteCollection) -> CollectionsRoute { .collection(screen(for: collection)) }

  /// A collection's screen model: the listed one's, else a new one (a collection not read into the list yet).
  public func screen(for collection: QuoteCollection) -> CollectionModel {
    screens[collection.id] ?? CollectionModel(collection, library: library, clock: undoClock)
  }

  /// A collection's screen over the list, alone (a link's landing).
  public func open(_ collection: QuoteCollection) { path = [route(for: collection)] }

  /// The library changed (a change made here, a sync, another user): screens follow renames, and a collection
  /// that is gone (deleted here or on another device) is popped with everything pushed over it.
  func libraryChanged() {
    var kept: [String: CollectionModel] = [:]
    for entry in library.collections {
      let screen = screens[entry.collection.id] ?? CollectionModel(entry.collection, library: library, clock: undoClock)
      _ = screen.libraryChanged()
      kept[entry.collection.id] = screen
    }
    screens = kept
    if let gone = path.firstIndex(where: { $0.collection.map { !$0.libraryChanged() } ?? false }) {
      path.removeSubrange(gone...)
    }
  }

  /// Someone else, or nobody, is signed in: the tab starts at its list.
  func reset() { path = [] }
}
