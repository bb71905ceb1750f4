/// A model that owns a `PresentationStack`: the SwiftUI adapter (`PresentationUI`) reads and reports through
/// these members, and tests call the very same ones.
@MainActor
public protocol PresentationHost: AnyObject {
  associatedtype Destination: Hashable & Sendable
  associatedtype AlertAction: Hashable & Sendable

  var presentation: PresentationStack<Destination, AlertAction> { get set }

  /// The user swiped `surface` down. The default lets it go; a model may save what it held first.
  func userDismissed(_ surface: Surface<Destination>)

  /// An alert button with an action was tapped (the alert has already gone).
  func perform(_ action: AlertAction)

  /// The user tried to swipe `surface` down while it holds the swipe back (`interactiveDismissDisabled`); iOS
  /// reports the attempt (`presentationControllerDidAttemptToDismiss`). The default does nothing; a model asks,
  /// e.g. with a confirmation dialog: discard or keep editing.
  func userAttemptedDismissal(_ surface: Surface<Destination>)

  /// `surface` finished sliding away: what its content showed may be let go now, not before.
  func surfaceGone(_ surface: Surface<Destination>)
}

extension PresentationHost {
  public func userDismissed(_ surface: Surface<Destination>) {}
  public func surfaceGone(_ surface: Surface<Destination>) {}
  public func userAttemptedDismissal(_ surface: Surface<Destination>) {}

  /// What the adapter calls when the user tries to swipe down the surface presented by `level`, which holds the
  /// swipe back.
  public func sheetDismissalAttempted(presentedBy level: Int) {
    if let surface = presentation.surface(presentedBy: level) { userAttemptedDismissal(surface) }
  }

  /// Lets every animation finish as SwiftUI reports it through the adapter: each dismissal's end reaches the
  /// model (`surfaceGone`), each surface appears. For tests and previews: the very calls the adapter makes.
  public func settlePresentation() {
    var passes = 0
    while !presentation.isSettled, passes < 64 {
      passes += 1
      if let lowest = presentation.leaving.map(\.level).min() { dismissalEnded(presentedBy: lowest) }
      if let appearing = presentation.appearing { presentation.appeared(appearing) }
    }
  }

  /// What the adapter calls from the `onDismiss` of the view at `level`.
  public func dismissalEnded(presentedBy level: Int) {
    for surface in presentation.dismissalEnded(presentedBy: level) { surfaceGone(surface) }
  }

  /// What the adapter calls a moment after a surface was dismissed before it appeared: SwiftUI will not report
  /// its dismissal (`PresentationStack.endDismissalsNeverShown`).
  public func endDismissalsNeverShown() {
    for surface in presentation.endDismissalsNeverShown() { surfaceGone(surface) }
  }

  /// What the adapter calls `PresentationStack.appearanceBound` after presenting surface `id`, if it has not
  /// appeared by then: SwiftUI dropped it, so it is let go and what waited behind it goes on.
  public func presentationTimedOut(_ id: Int) {
    for surface in presentation.presentationTimedOut(id) { surfaceGone(surface) }
  }

  /// What the adapter calls `PresentationStack.dismissalBound` after surface `id` began sliding out, if its
  /// dismissal has not ended by then: SwiftUI will not report it, so it is let go and what waits goes on.
  public func dismissalTimedOut(_ id: Int) {
    for surface in presentation.dismissalTimedOut(id) { surfaceGone(surface) }
  }

  /// What the adapter calls when SwiftUI sets the item of the view at `level` to nil (a swipe down).
  public func sheetClosedByUser(presentedBy level: Int) {
    if let surface = presentation.userDismissed(presentedBy: level) { userDismissed(surface) }
  }

  /// The one way every app raises a message (an error or a notice in words, with OK): it waits its turn behind
  /// any message not yet seen and shows on whatever is on top once nothing moves, so none is ever dropped.
  public func showMessage(_ message: AlertValue<AlertAction>) { presentation.enqueueMessage(message) }

  /// What an alert button does: the alert goes, then its action runs (which may raise the next alert).
  public func tap(_ button: AlertValue<AlertAction>.Button, of alert: AlertValue<AlertAction>) {
    presentation.alertDismissed(id: alert.id)
    if let action = button.action { perform(action) }
  }
}
