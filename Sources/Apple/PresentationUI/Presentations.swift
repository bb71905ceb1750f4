#if os(iOS)
  import LocalizationUI
  import Presentation
  import SwiftUI

  extension View {
    /// Installs the one sheet, one full-screen cover and one alert (or confirmation dialog) the view at `level`
    /// of `host.presentation` may show: level 0 on the root view, level n on the content of the n-th surface.
    /// `content` draws a surface from its payload (never from model optionals that may clear mid-dismissal).
    @MainActor
    public func presentations<Host: PresentationHost & Observable, SurfaceContent: View>(
      _ host: Host, level: Int, @ViewBuilder content: @escaping (Surface<Host.Destination>) -> SurfaceContent
    ) -> some View {
      modifier(PresentationsModifier(host: host, level: level, surfaceContent: content))
    }
  }

  @MainActor
  private struct PresentationsModifier<Host: PresentationHost & Observable, SurfaceContent: View>: ViewModifier {
    let host: Host
    let level: Int
    let surfaceContent: (Surface<Host.Destination>) -> SurfaceContent

    func body(content: Content) -> some View {
      let alert = host.presentation.alert(on: level)
      content
        .sheet(item: item(.sheet), onDismiss: dismissed) { surface in shown(surface) }
        .fullScreenCover(item: item(.fullScreenCover), onDismiss: dismissed) { surface in shown(surface) }
        .alert(
          Text(verbatim: alert?.title ?? ""), isPresented: isPresented(alert, .alert), presenting: alert,
          actions: { alert in buttons(alert) },
          message: { alert in if let message = alert.message { Text(verbatim: message) } }
        )
        .confirmationDialog(
          Text(verbatim: alert?.title ?? ""), isPresented: isPresented(alert, .confirmationDialog),
          titleVisibility: alert?.title.isEmpty == false ? .visible : .hidden, presenting: alert,
          actions: { alert in buttons(alert) },
          message: { alert in if let message = alert.message { Text(verbatim: message) } }
        )
        // A surface dismissed before it ever appeared gets no onDismiss from SwiftUI: once a dismissal would
        // have ended, it is let go, so the sheets and alerts after it are not held back for ever.
        .task(id: level == 0 && host.presentation.isWaitingOnNeverShown) {
          guard level == 0, host.presentation.isWaitingOnNeverShown else { return }
          try? await Task.sleep(for: .milliseconds(800))
          guard !Task.isCancelled else { return }
          host.endDismissalsNeverShown()
        }
        .task(id: level == 0 ? host.presentation.appearing : nil) { await timeOutIfNeverAppears() }
        .task(id: level == 0 ? host.presentation.awaitedDismissal : nil) { await timeOutIfNeverDismissed() }
    }

    /// A surface whose dismissal SwiftUI never reports (a share sheet gone on its own, without its sheet's
    /// onDismiss) is let go after the stack's bound, so what waits behind it goes on.
    private func timeOutIfNeverDismissed() async {
      guard level == 0, let id = host.presentation.awaitedDismissal else { return }
      try? await Task.sleep(for: PresentationStack<Host.Destination, Host.AlertAction>.dismissalBound)
      guard !Task.isCancelled else { return }
      host.dismissalTimedOut(id)
    }

    /// A surface SwiftUI dropped (one it could not show) never appears and never reports a dismissal: after
    /// the stack's bound it is let go, so every later sheet and alert is not held back for ever.
    private func timeOutIfNeverAppears() async {
      guard level == 0, let id = host.presentation.appearing else { return }
      try? await Task.sleep(for: PresentationStack<Host.Destination, Host.AlertAction>.appearanceBound)
      guard !Task.isCancelled else { return }
      host.presentationTimedOut(id)
    }

    /// The surface's content, reporting its appearance so what waits to go over it may be presented.
    private func shown(_ surface: Surface<Host.Destination>) -> some View {
      surfaceContent(surface)
        .environment(\.presentationLevel, level + 1)
        .onAppear { host.presentation.appeared(surface.id) }
        // A swipe down held back by `.interactiveDismissDisabled` reaches the model, which may ask.
        .onSwipeDownAttempt { host.sheetDismissalAttempted(presentedBy: level) }
    }

    private func dismissed() { host.dismissalEnded(presentedBy: level) }

    /// The item for one style. SwiftUI sets it to nil when the user swipes the sheet down.
    private func item(_ style: PresentationStyle) -> Binding<Surface<Host.Destination>?> {
      Binding(
        get: {
          guard let surface = host.presentation.surface(presentedBy: level), surface.style == style else { return nil }
          return surface
        },
        set: { surface in
          if surface == nil { host.sheetClosedByUser(presentedBy: level) }
        })
    }

    private func isPresented(_ alert: AlertValue<Host.AlertAction>?, _ style: AlertValue<Host.AlertAction>.Style)
      -> Binding<Bool>
    {
      Binding(
        get: { alert?.style == style },
        set: { shown in
          if !shown, let alert { host.presentation.alertDismissed(id: alert.id) }
        })
    }

    @ViewBuilder
    private func buttons(_ alert: AlertValue<Host.AlertAction>) -> some View {
      ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
        Button(verbatim: button.title, role: role(button.role)) { host.tap(button, of: alert) }
      }
    }

    private func role(_ role: AlertValue<Host.AlertAction>.Role) -> ButtonRole? {
      switch role {
      case .cancel: .cancel
      case .destructive: .destructive
      case .default: nil
      }
    }
  }
#endif
