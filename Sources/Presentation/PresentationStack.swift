/// What an app presents, over what: the root (level 0), then each sheet or full-screen cover over the one below.
/// SwiftUI's rules hold by construction, so a model can never ask for what SwiftUI would drop:
/// - each level presents at most one surface (SwiftUI shows one sheet per view);
/// - the alert or confirmation dialog is shown only on the surface on top, and only once nothing is sliding in
///   or out (a view that is presenting, or being dismissed, drops an alert);
/// - a surface's payload stays readable until its dismissal has ended (`sheet(item:)` keeps its item), so
///   nothing flashes empty while it slides down;
/// - `open(_:)` (a deep link, a widget tap) first dismisses what is in its way, then presents the rest of its
///   path one surface at a time, each once the one below has appeared.
/// ../shared/reference/platform-behaviour.md, "SwiftUI presentation", has Apple's page for each rule.
///
/// SwiftUI reports back through `appeared(_:)` (a surface's content appeared) and
/// `dismissalEnded(presentedBy:)` (its `onDismiss`); `PresentationUI` wires both, and tests call them where
/// SwiftUI would. A surface that never appears is let go after `appearanceBound` (`presentationTimedOut`).
public struct PresentationStack<Destination: Hashable & Sendable, AlertAction: Hashable & Sendable>: Equatable,
  Sendable
{
  public typealias Alert = AlertValue<AlertAction>

  /// What is presented, bottom first: `surfaces[0]` is presented by the root, `surfaces[n]` by `surfaces[n-1]`.
  public private(set) var surfaces: [Surface<Destination>] = []
  /// Surfaces dismissed but still sliding out, with the level that presented each. Their payload stays readable.
  public private(set) var leaving: [Leaving] = []
  /// The alert or dialog the app wants shown; it appears on the top surface once the stack is settled.
  public private(set) var alert: Alert?
  /// Messages raised with `enqueueMessage` that the user has not seen yet, waiting behind the alert up (or for
  /// the stack to settle): each shows in turn, so none is lost.
  public private(set) var waitingMessages: [Alert] = []
  /// The rest of a path `open(_:)` asked for, presented one by one as the way clears.
  public private(set) var queued: [Step] = []
  /// The surface presented last whose content has not yet appeared: nothing is presented over it until it has.
  public private(set) var appearing: Int?
  private var nextID = 1
  /// Surfaces let go by `presentationTimedOut`, in case SwiftUI shows one after all (the last few only).
  private var timedOut: [Leaving] = []
  /// Levels whose surface was let go by `dismissalTimedOut` after it had appeared: its `onDismiss` may still
  /// come, and then ends nothing presented since. Cleared once a surface presented by that level appears.
  private var lateDismissals: Set<Int> = []
  private var messageCount = 0
  /// Ids of the enqueued messages: never dropped until the user dismisses them.
  private var keptMessageIDs: Set<AlertID> = []

  public struct Leaving: Hashable, Sendable {
    public let surface: Surface<Destination>
    public let level: Int
    /// Its content appeared before it was dismissed. A surface dismissed before that may never have been shown
    /// (presented and dismissed in one update): SwiftUI then calls no `onDismiss` for it
    /// (`endDismissalsNeverShown`).
    public var hadAppeared = true
    /// Let go after `appearanceBound`, then shown by SwiftUI after all: its `onDismiss` is still to come, and
    /// ends only this entry (it was reported gone at the timeout), never a surface presented since at its level.
    public var showedAfterTimeout = false
  }

  /// One surface of a path to open.
  public struct Step: Hashable, Sendable {
    public let destination: Destination
    public let style: PresentationStyle

    public init(_ destination: Destination, as style: PresentationStyle = .sheet) {
      self.destination = destination
      self.style = style
    }
  }

  public init() {}

  // MARK: - What the views read

  /// The surface on top, or nil when the root is on top.
  public var top: Surface<Destination>? { surfaces.last }
  /// The level on top: 0 for the root, n for `surfaces[n-1]`.
  public var topLevel: Int { surfaces.count }
  public var destinations: [Destination] { surfaces.map(\.destination) }
  /// Nothing sliding in or out and nothing waiting: what SwiftUI shows is what the stack says.
  public var isSettled: Bool { leaving.isEmpty && appearing == nil && queued.isEmpty }

  /// What the view at `level` presents (its one `sheet(item:)` or `fullScreenCover(item:)` item).
  public func surface(presentedBy level: Int) -> Surface<Destination>? {
    level >= 0 && level < surfaces.count ? surfaces[level] : nil
  }

  /// The alert the view at `level` shows: only the top one, and only when nothing is moving.
  public func alert(on level: Int) -> Alert? {
    level == topLevel && leaving.isEmpty && appearing == nil ? alert : nil
  }

  /// A surface's payload while it is up or sliding out: what its content reads.
  public func destination(of id: Int) -> Destination? {
    surfaces.first { $0.id == id }?.destination ?? leaving.first { $0.surface.id == id }?.surface.destination
  }

  public func isPresenting(_ destination: Destination) -> Bool { surfaces.contains { $0.destination == destination } }

  /// Whether `destination` is up or waiting its turn to rise (not one sliding away): a second tap on what opens
  /// it must not open it twice.
  public func isPresentedOrQueued(_ destination: Destination) -> Bool {
    isPresenting(destination) || queued.contains { $0.destination == destination }
  }

  /// The last payload `extract` finds up, else waiting its turn to rise (never one sliding away): a sheet's own
  /// model, by its destination's case.
  public func lastPresentedOrQueued<Payload>(_ extract: (Destination) -> Payload?) -> Payload? {
    for surface in surfaces.reversed() {
      if let payload = extract(surface.destination) { return payload }
    }
    for surface in queued.reversed() {
      if let payload = extract(surface.destination) { return payload }
    }
    return nil
  }

  /// The messages raised with `enqueueMessage` that the user has not dismissed: the one up, if it is one, then
  /// those waiting, in the order they show. The stack alone knows which alerts are messages, so an app never
  /// keeps a list of its own beside it.
  public var messages: [Alert] { [alert].compactMap { $0 }.filter { isMessage($0.id) } + waitingMessages }

  /// The messages of the app's alert type `Kind` that match, up or waiting: every return notice, say, or every
  /// message about one note.
  public func messages<Kind>(of kind: Kind.Type, where matches: (Kind) -> Bool = { _ in true }) -> [Alert] {
    messages.filter { $0.kind(as: kind).map(matches) ?? false }
  }

  /// Whether the alert `id` is a message not yet dismissed, rather than a question a screen asked (`showAlert`).
  public func isMessage(_ id: AlertID) -> Bool { keptMessageIDs.contains(id) }

  /// The alert up when it is a screen's question or dialog, not a message: what a screen that goes closes with it
  /// (a message is the user's to dismiss, and shows on the screen below).
  public var question: Alert? { alert.flatMap { isMessage($0.id) ? nil : $0 } }

  // MARK: - Intents

  /// Presents `destination` over the top surface; an open alert closes first (a view showing an alert cannot
  /// present). While the stack is moving, the presentation waits its turn.
  @discardableResult
  public mutating func present(_ destination: Destination, as style: PresentationStyle = .sheet) -> Bool {
    setAside()
    queued.append(Step(destination, as: style))
    drain()
    return surfaces.last?.destination == destination
  }

  /// Dismisses the surface `id` and everything above it. Their payloads stay readable until the dismissal ends.
  public mutating func dismiss(_ id: Int) {
    guard let index = surfaces.firstIndex(where: { $0.id == id }) else { return }
    for level in (index..<surfaces.count).reversed() {
      var going = Leaving(surface: surfaces[level], level: level)
      going.hadAppeared = appearing != surfaces[level].id
      leaving.append(going)
    }
    surfaces.removeSubrange(index...)
    if let appearing, !surfaces.contains(where: { $0.id == appearing }) { self.appearing = nil }
  }

  /// Dismisses the top surface, if any.
  public mutating func dismissTop() {
    if let top { dismiss(top.id) }
  }

  /// Dismisses every surface whose destination matches (and what is above the lowest of them), and drops the
  /// matching steps still waiting in `queued`: a sheet closed before its turn never rises afterwards.
  public mutating func dismiss(where matches: (Destination) -> Bool) {
    queued.removeAll { matches($0.destination) }
    if let first = surfaces.first(where: { matches($0.destination) }) { dismiss(first.id) }
  }

  /// Shows `alert` on the surface on top; held while a surface slides in or out. An enqueued message it
  /// replaces waits to be shown after it.
  public mutating func showAlert(_ alert: Alert) {
    waitingMessages.removeAll { $0.id == alert.id }
    if self.alert?.id != alert.id { setAside() }
    self.alert = alert
  }

  /// Shows `message` (an error or a confirmation in words, built by the app's one alert function with its own OK),
  /// and never drops it: while a message the user has not dismissed is up, it waits behind it; a sheet or
  /// question that takes its place puts it back in line. A message already up or waiting is not repeated. Each
  /// gets an id of its own, so a dismissal reported for an older message never closes this one.
  public mutating func enqueueMessage(_ message: Alert) {
    let pending = ([alert].compactMap { $0 } + waitingMessages).filter { keptMessageIDs.contains($0.id) }
    guard !pending.contains(where: { $0.id.sameKind(as: message.id) }) else { return }
    messageCount += 1
    let message = message.numbered(messageCount)
    keptMessageIDs.insert(message.id)
    if let up = alert, keptMessageIDs.contains(up.id) {
      waitingMessages.append(message)
    } else {
      showAlert(message)
    }
  }

  /// Drops the messages that match, up or waiting: what they said is now said another way (a question that
  /// quotes it), or is no longer anyone's (an account signed out).
  public mutating func withdrawMessages(where matches: (Alert) -> Bool) {
    for message in waitingMessages where matches(message) { keptMessageIDs.remove(message.id) }
    waitingMessages.removeAll(where: matches)
    if let up = alert, keptMessageIDs.contains(up.id), matches(up) {
      keptMessageIDs.remove(up.id)
      alert = nil
      showNextWaitingMessage()
    }
  }

  /// The alert `id` went away (a button was tapped, or SwiftUI cleared it). An older id never closes a newer alert.
  /// The next waiting message, if any, takes its place.
  public mutating func alertDismissed(id: AlertID) {
    guard alert?.id == id else { return }
    keptMessageIDs.remove(id)
    alert = nil
    showNextWaitingMessage()
  }

  /// Goes to `path` from the root: keeps the surfaces already on the way, dismisses the first that differs (and
  /// all above it), closes any alert, and presents the rest of the path once the way is clear.
  public mutating func open(_ path: [Step]) {
    var kept = 0
    while kept < surfaces.count, kept < path.count,
      surfaces[kept].destination == path[kept].destination, surfaces[kept].style == path[kept].style
    {
      kept += 1
    }
    setAside()
    if kept < surfaces.count { dismiss(surfaces[kept].id) }
    queued = Array(path.dropFirst(kept))
    drain()
  }

  /// Back to the root.
  public mutating func dismissAll() { open([]) }

  // MARK: - What SwiftUI reports

  /// The content of surface `id` appeared: what waits to go over it may now be presented.
  public mutating func appeared(_ id: Int) {
    if appearing == id { appearing = nil }
    // A new sheet from that view: SwiftUI is done with the one let go before it.
    if let level = surfaces.firstIndex(where: { $0.id == id }) { lateDismissals.remove(level) }
    // Shown after it was let go: SwiftUI will dismiss it (its item is gone) and report that dismissal.
    if let index = timedOut.firstIndex(where: { $0.surface.id == id }) {
      var late = timedOut.remove(at: index)
      late.showedAfterTimeout = true
      leaving.append(late)
    }
    drain()
  }

  /// The view at `level` finished dismissing what it presented (`onDismiss`): that surface and any above it are
  /// gone, whether the app dismissed them or the user swiped them down.
  /// Returns the surfaces now gone, so their models may let go of what they showed.
  @discardableResult
  public mutating func dismissalEnded(presentedBy level: Int) -> [Surface<Destination>] {
    // The onDismiss of a surface shown after its timeout: it ends that surface alone, already reported gone.
    if leaving.contains(where: { $0.showedAfterTimeout && $0.level == level }) {
      leaving.removeAll { $0.showedAfterTimeout && $0.level == level }
      drain()
      return []
    }
    // The late onDismiss of a surface let go by `dismissalTimedOut`: nothing of this level slides out now, so
    // it is that one's, and the surface presented since stays.
    if lateDismissals.remove(level) != nil, !leaving.contains(where: { $0.level >= level }) {
      drain()
      return []
    }
    var gone = leaving.filter { $0.level >= level }.map(\.surface)
    leaving.removeAll { $0.level >= level }
    if level >= 0, level < surfaces.count {
      gone += surfaces[level...]
      surfaces.removeSubrange(level...)
      if let appearing, !surfaces.contains(where: { $0.id == appearing }) { self.appearing = nil }
    }
    drain()
    return gone
  }

  /// Whether a dismissed surface whose content never appeared is still counted as sliding out: the adapter
  /// gives SwiftUI a moment to end it, then calls `endDismissalsNeverShown()`.
  public var isWaitingOnNeverShown: Bool { leaving.contains { !$0.hadAppeared } }

  /// Ends the dismissals of surfaces that never appeared: SwiftUI calls no `onDismiss` for a sheet it never
  /// presented, and without this every later sheet and alert would wait for it for ever. Surfaces that did
  /// appear keep waiting for their own `onDismiss`. Returns what is now gone.
  @discardableResult
  public mutating func endDismissalsNeverShown() -> [Surface<Destination>] {
    guard let level = leaving.filter({ !$0.hadAppeared }).map(\.level).min() else { return [] }
    // Only when nothing that did appear still slides out at or above that level: its onDismiss ends those.
    guard !leaving.contains(where: { $0.hadAppeared && $0.level >= level }) else { return [] }
    return dismissalEnded(presentedBy: level)
  }

  /// How long a surface dismissed before it appeared is still counted as sliding out: a sheet's slide down
  /// (about half a second) with a margin, after which SwiftUI would have reported a dismissal it will never
  /// report (`endDismissalsNeverShown`).
  public static var neverShownGrace: Duration { .milliseconds(800) }

  /// How long a presented surface may take to appear before the stack lets it go: several times a sheet's slide
  /// (about half a second) and the share sheet's first load, yet short enough that nothing seems stuck.
  public static var appearanceBound: Duration { .seconds(3) }

  /// The surface `id` was presented `appearanceBound` ago and its content has not appeared: SwiftUI dropped it
  /// (a sheet it could not show, a system sheet that failed) and will report neither its appearance nor its
  /// dismissal. It is let go, so the sheets and alerts after it go on instead of waiting for ever; what was
  /// queued behind it is presented next. A surface that appeared, or a later one, is never touched; should
  /// SwiftUI show it after all, its dismissal is awaited on its own (`Leaving.showedAfterTimeout`).
  /// Returns the surfaces now gone, so their models may let go of what they showed.
  @discardableResult
  public mutating func presentationTimedOut(_ id: Int) -> [Surface<Destination>] {
    guard appearing == id, let index = surfaces.firstIndex(where: { $0.id == id }) else { return [] }
    let gone = Array(surfaces[index...])
    surfaces.removeSubrange(index...)
    appearing = nil
    timedOut = Array((timedOut + [Leaving(surface: gone[0], level: index, hadAppeared: false)]).suffix(4))
    drain()
    return gone
  }

  /// How long a dismissed surface may take to slide out before the stack lets it go: as long as one may take
  /// to appear.
  public static var dismissalBound: Duration { appearanceBound }

  /// The surface sliding out that the adapter waits on: the lowest one (its `onDismiss` ends those above it).
  public var awaitedDismissal: Int? { leaving.min { $0.level < $1.level }?.surface.id }

  /// The surface `id` was dismissed `dismissalBound` ago and SwiftUI has not reported the end of its dismissal
  /// (a system sheet such as the share sheet, gone without telling the sheet that held it). It is let go with
  /// whatever slid out above it, so the sheets and alerts after it go on instead of waiting for ever. Should its
  /// `onDismiss` come after all, it ends nothing presented since (`lateDismissals`). Returns the surfaces now
  /// gone (not those already reported gone at an appearance timeout).
  @discardableResult
  public mutating func dismissalTimedOut(_ id: Int) -> [Surface<Destination>] {
    guard let going = leaving.first(where: { $0.surface.id == id }) else { return [] }
    let gone = leaving.filter { $0.level >= going.level }
    leaving.removeAll { $0.level >= going.level }
    lateDismissals.insert(going.level)
    drain()
    return gone.filter { !$0.showedAfterTimeout }.map(\.surface)
  }

  /// The user closed the surface presented by `level` (swiped the sheet down): SwiftUI set its item to nil.
  /// Returns the surface, so the model can act on it (save a draft, say); nil if it was already going.
  @discardableResult
  public mutating func userDismissed(presentedBy level: Int) -> Surface<Destination>? {
    guard let surface = surface(presentedBy: level) else { return nil }
    dismiss(surface.id)
    return surface
  }

  /// Finishes every animation in flight, as SwiftUI would given time: dismissals end, presented surfaces
  /// appear, queued surfaces are presented. For the stack's own tests only: an app's tests go through what the
  /// adapter calls (`PresentationHost.settlePresentation()`), so a model's `surfaceGone` is never skipped.
  mutating func settle() {
    // Each pass ends a dismissal or an appearance, so this ends within the path's length.
    var passes = 0
    while !isSettled, passes <= surfaces.count + leaving.count + queued.count + 1 {
      passes += 1
      if let lowest = leaving.map(\.level).min() { dismissalEnded(presentedBy: lowest) }
      if let appearing { appeared(appearing) }
    }
  }

  // MARK: - Private

  /// Closes the alert up; an enqueued message among them waits, first in line, to be shown again.
  private mutating func setAside() {
    if let up = alert, keptMessageIDs.contains(up.id) { waitingMessages.insert(up, at: 0) }
    alert = nil
  }

  /// With no alert up and nothing moving, the next waiting message shows.
  private mutating func showNextWaitingMessage() {
    guard alert == nil, isSettled, !waitingMessages.isEmpty else { return }
    alert = waitingMessages.removeFirst()
  }

  /// Presents the next queued step when nothing is moving: one surface at a time, each over one that appeared.
  private mutating func drain() {
    defer { showNextWaitingMessage() }
    guard leaving.isEmpty, appearing == nil, !queued.isEmpty else { return }
    let step = queued.removeFirst()
    let surface = Surface(id: nextID, destination: step.destination, style: step.style)
    nextID += 1
    surfaces.append(surface)
    appearing = surface.id
  }
}
