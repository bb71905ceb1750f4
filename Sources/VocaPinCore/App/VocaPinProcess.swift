import Foundation

/// What runs for the whole of VocaPin's process, from its launch, whether or not a screen is ever built: iCloud
/// Sync. Apple says to make the sync engine "soon after your process launches", so it can hear pushes and run its
/// scheduled syncs; iOS launches the app in the background for those (another iPhone's edit, a scheduled sync)
/// and builds no scene then. Sync made with the board would miss them, and the widget would show another iPhone's
/// edit only once the app was opened. So the app makes one `VocaPinProcess` as it launches (the App's
/// initializer, in a `static let`: once per process) and starts it: fetched notes go to the App Group's files and
/// the widgets redraw with no board. When the UI comes up, its `launch` makes the board's model on this same
/// `NoteSync`, so the process never has two engines.
@MainActor
public final class VocaPinProcess {
  public let dependencies: VocaPinDependencies
  /// The process's one iCloud Sync, and with it its one engine.
  public let noteSync: NoteSync
  /// The UI's launch, made when the first scene asks for it, on the process's sync.
  public private(set) lazy var launch = VocaPinLaunch(dependencies: dependencies, noteSync: noteSync)
  private var started: Task<Void, Never>?

  public init(dependencies: VocaPinDependencies) {
    self.dependencies = dependencies
    noteSync = NoteSync(client: dependencies.noteSync, store: dependencies.store, now: dependencies.now)
    // Until a board attaches (and after, through the board's own handler), notes another device changed reach
    // the widgets: the point of syncing in the background.
    let widgets = dependencies.widgetCenter
    noteSync.onNotesChanged = { widgets.reloadTimelines(ofKind: VocaPinShared.widgetKind) }
  }

  /// At the process's launch: starts the engine and syncs, when iCloud Sync is on (off, nothing is asked of
  /// iCloud), or may be (its file cannot be read before the first unlock: the sync reads it again and, still
  /// unreadable, waits for `protectedDataBecameAvailable`). A second call changes nothing. The task is for tests
  /// to wait on.
  @discardableResult
  public func start() -> Task<Void, Never>? {
    guard started == nil, noteSync.mayBeOn else { return started }
    let sync = noteSync
    let task = Task { await sync.sync() }
    started = task
    return task
  }

  /// iOS made the protected files readable (the first unlock after a restart, for a process launched before it):
  /// sync reads its file and runs if it is on.
  public func protectedDataBecameAvailable() async {
    await noteSync.protectedDataBecameAvailable()
  }
}
