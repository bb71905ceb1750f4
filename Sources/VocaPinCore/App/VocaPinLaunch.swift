import Foundation
import Observation
import SharedStore

/// What a launch reads from the App Group before the board can show: the notes (a delete a failed removal left
/// half done finished first), Recently Deleted past its 30 days cleared, and the words of an editor iOS ended.
/// Read off the main actor (`VocaPinLaunch`), so a board of hundreds of notes never holds the first frame.
public struct VocaPinLaunchLoad: Sendable {
  public var notes: NotesLoad
  public var unsavedDraft: NoteDraft?
  /// Which note has which recordings (the app's own container), read once here; the model keeps it from then on.
  /// Nil: the index is there but cannot be read.
  public var recordings: [UUID: [NoteRecording]]?

  /// Reads it all now, on whatever thread calls (the app: off the main actor; tests and previews: at once).
  public static func read(_ dependencies: VocaPinDependencies) -> VocaPinLaunchLoad {
    let repository = NotesRepository(store: dependencies.store)
    let notes = repository.load()
    // A delete whose note file stayed is finished (the note was kept off the board either way).
    let unfinished = notes.folderProblem == nil ? repository.finishDeletes(notes.interruptedDeletes) : []
    // Deleted notes past their 30 days go for good at launch, even if Recently Deleted is never opened.
    _ = RecentlyDeleted.load(from: dependencies.store, now: dependencies.now(), sparing: unfinished)
    var unsavedDraft: NoteDraft?
    if case .success(let kept??) = dependencies.store.load(VocaPinShared.unsavedDraft) { unsavedDraft = kept }
    return VocaPinLaunchLoad(notes: notes, unsavedDraft: unsavedDraft, recordings: dependencies.recordings.readIndex())
  }
}

/// The app's launch: the board's files are read off the main actor, and only then is there a model, so the
/// board shows once, with its notes, never an empty board first (the launch screen's cream stays until then).
/// A link or quick action that arrives meanwhile waits, and is opened on the board once it is up.
@MainActor
@Observable
public final class VocaPinLaunch {
  /// The app's model, once the files were read.
  public private(set) var model: VocaPinModel?
  @ObservationIgnored private let dependencies: VocaPinDependencies
  /// The process's iCloud Sync (`VocaPinProcess`), already running; nil: the model makes its own (tests).
  @ObservationIgnored private let noteSync: NoteSync?
  @ObservationIgnored private var waiting: [(route: VocaPinRoute, source: VocaPinRouteSource)] = []
  @ObservationIgnored private var loading: Task<Void, Never>?

  public init(dependencies: VocaPinDependencies, noteSync: NoteSync? = nil) {
    self.dependencies = dependencies
    self.noteSync = noteSync
  }

  /// Reads the files off the main actor, then makes the model; a second call waits for the first.
  public func start() async {
    if loading == nil {
      let dependencies = dependencies
      // Sync may write notes while the files are read (it runs from the process's launch): a change counted
      // meanwhile is read again once the board is up.
      let syncChanges = noteSync?.filesChangedCount
      loading = Task { [weak self] in
        let loaded = await Task.detached(priority: .userInitiated) { VocaPinLaunchLoad.read(dependencies) }.value
        self?.finish(loaded, syncChangesBefore: syncChanges)
      }
    }
    await loading?.value
  }

  /// A widget tap, a link or a quick action: opened now if the board is up, else once it is.
  public func open(_ url: URL) {
    guard let route = VocaPinRoute(url) else { return }
    open(route, from: .link)
  }

  /// A route from VocaPin's own quick action or App Shortcut (`.app`), or a link's: opened now, or once the
  /// board is up.
  public func open(_ route: VocaPinRoute, from source: VocaPinRouteSource) {
    if let model { model.open(route, from: source) } else { waiting.append((route, source)) }
  }

  /// A Spotlight result the user tapped (its item's identifier): opened as `open(_:)` opens a link, so one that
  /// launched the app waits for the board; an identifier that names no note is ignored.
  public func openSpotlightResult(_ identifier: String) {
    guard let route = VocaPinRoute(spotlightIdentifier: identifier) else { return }
    open(route.url)
  }

  private func finish(_ loaded: VocaPinLaunchLoad, syncChangesBefore: Int?) {
    let model = VocaPinModel(dependencies: dependencies, loaded: loaded, noteSync: noteSync)
    self.model = model
    if let noteSync, noteSync.filesChangedCount != syncChangesBefore {
      model.refreshFromOutside(readingNotes: true, readingPlacedWidgets: false)
    }
    let routes = waiting
    waiting = []
    for (route, source) in routes { model.open(route, from: source) }
  }
}
