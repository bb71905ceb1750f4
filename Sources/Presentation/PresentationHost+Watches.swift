/// The waits the SwiftUI adapter runs beside the stack, each in a `.task` keyed by what it waits on, so SwiftUI
/// cancels it when that changes (the surface appeared, its dismissal ended). They live here, with the stack,
/// so that what happens when SwiftUI never reports is tested with the adapter's very calls; `sleep` is
/// `Task.sleep(for:)` in the app, a test's own clock in tests. A cancelled sleep (it throws) lets nothing go.
extension PresentationHost {
  /// While surface `presentation.appearing` has not appeared: after `appearanceBound`, SwiftUI dropped it, so it
  /// is let go and what waited behind it goes on (`presentationTimedOut`).
  public func watchAppearance(sleep: (Duration) async throws -> Void) async {
    guard let id = presentation.appearing else { return }
    guard (try? await sleep(PresentationStack<Destination, AlertAction>.appearanceBound)) != nil,
      !Task.isCancelled
    else { return }
    presentationTimedOut(id)
  }

  /// While the lowest surface sliding out has not reported the end of its dismissal: after `dismissalBound`,
  /// SwiftUI will not report it (a share sheet gone on its own), so it is let go (`dismissalTimedOut`).
  public func watchDismissal(sleep: (Duration) async throws -> Void) async {
    guard let id = presentation.awaitedDismissal else { return }
    guard (try? await sleep(PresentationStack<Destination, AlertAction>.dismissalBound)) != nil,
      !Task.isCancelled
    else { return }
    dismissalTimedOut(id)
  }

  /// While a surface dismissed before it ever appeared is counted as sliding out: SwiftUI calls no `onDismiss`
  /// for it, so once a dismissal would have ended (`neverShownGrace`) it is ended here.
  public func watchNeverShown(sleep: (Duration) async throws -> Void) async {
    guard presentation.isWaitingOnNeverShown else { return }
    guard (try? await sleep(PresentationStack<Destination, AlertAction>.neverShownGrace)) != nil,
      !Task.isCancelled
    else { return }
    endDismissalsNeverShown()
  }
}
