#if os(iOS)
  import LocalizationUI
  import Presentation
  import SwiftUI

  extension View {
    /// Installs `host.presentation` on the root view: the one sheet, one full-screen cover and one alert (or
    /// confirmation dialog) each level may show. `content` draws a surface from its payload (never from model
    /// optionals that may clear mid-dismissal); the stack installs itself on each surface's content too, one
    /// level up, so a surface presents over itself without the app repeating this call.
    @MainActor
    public func presentations<Host: PresentationHost & Observable, SurfaceContent: View>(
      _ host: Host, @ViewBuilder content: @escaping (Surface<Host.Destination>) -> SurfaceContent
    ) -> some View {
      modifier(PresentationsModifier(host: host, surfaceContent: content))
    }
  }

  @MainActor
  private struct PresentationsModifier<Host: PresentationHost & Observable, SurfaceContent: View>: ViewModifier {
    let host: Host
    let surfaceContent: (Surface<Host.Destination>) -> SurfaceContent
    /// 0 on the root view; `shown(_:)` sets one more on each surface's content, whose own copy of this modifier
    /// then presents from that level. It stays right while a surface slides out: its content is not drawn again
    /// at another level.
    @Environment(\.presentationLevel) private var level

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
        // The bounds for what SwiftUI never reports (a surface dropped, a dismissal never ended), run only by
        // the root's copy, keyed so SwiftUI cancels each wait when what it waits on changes.
        .task(id: level == 0 && host.presentation.isWaitingOnNeverShown) {
          if level == 0 { await host.watchNeverShown { try await Task.sleep(for: $0) } }
        }
        .task(id: level == 0 ? host.presentation.appearing : nil) {
          if level == 0 { await host.watchAppearance { try await Task.sleep(for: $0) } }
        }
        .task(id: level == 0 ? host.presentation.awaitedDismissal : nil) {
          if level == 0 { await host.watchDismissal { try await Task.sleep(for: $0) } }
        }
    }

    /// The surface's content, with the presentations of its own level (what goes over it, and the alert on top
    /// while it is the top surface), reporting its appearance so what waits to go over it may be presented.
    private func shown(_ surface: Surface<Host.Destination>) -> some View {
      surfaceContent(surface)
        .modifier(PresentationsModifier(host: host, surfaceContent: surfaceContent))
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
