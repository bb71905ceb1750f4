import Testing

@testable import Presentation

private enum Screen: Hashable, Sendable { case settings, editor }
private typealias Stack = PresentationStack<Screen, Never>

@MainActor
private final class Host: PresentationHost {
  var presentation = Stack()
  var gone: [Screen] = []
  func perform(_ action: Never) {}
  func surfaceGone(_ surface: Surface<Screen>) { gone.append(surface.destination) }
}

/// The adapter's `Task.sleep(for:)`, as a test drives it: it notes the wait asked for, runs what happens
/// meanwhile, then returns, or throws as a sleep SwiftUI cancelled does.
@MainActor
private final class Sleep {
  var asked: [Duration] = []
  var meanwhile: @MainActor () -> Void = {}
  var cancelled = false

  func callAsFunction(_ duration: Duration) async throws {
    asked.append(duration)
    meanwhile()
    if cancelled { throw CancellationError() }
  }
}

@Suite("Presentation: the adapter's waits for what SwiftUI never reports")
@MainActor
struct PresentationWatchTests {
  @Test("a surface not shown within the bound is let go, and the model is told")
  func appearanceBound() async {
    let host = Host()
    host.presentation.present(.settings)
    let sleep = Sleep()
    await host.watchAppearance(sleep: sleep.callAsFunction)
    #expect(sleep.asked == [Stack.appearanceBound])
    #expect(host.gone == [.settings] && host.presentation.destinations.isEmpty && host.presentation.isSettled)
  }

  @Test("a surface that appears during the wait, or a wait SwiftUI cancels, lets nothing go")
  func appearedOrCancelled() async {
    let host = Host()
    host.presentation.present(.settings)
    let sleep = Sleep()
    sleep.meanwhile = { host.presentation.appeared(host.presentation.surfaces[0].id) }
    await host.watchAppearance(sleep: sleep.callAsFunction)
    #expect(host.gone.isEmpty && host.presentation.destinations == [.settings])

    host.presentation.present(.editor)
    let cancelled = Sleep()
    cancelled.cancelled = true
    await host.watchAppearance(sleep: cancelled.callAsFunction)
    #expect(host.gone.isEmpty && host.presentation.destinations == [.settings, .editor])
  }

  @Test("nothing waiting to appear, slide out or end: no wait is started")
  func nothingToWatch() async {
    let host = Host()
    let sleep = Sleep()
    await host.watchAppearance(sleep: sleep.callAsFunction)
    await host.watchDismissal(sleep: sleep.callAsFunction)
    await host.watchNeverShown(sleep: sleep.callAsFunction)
    #expect(sleep.asked.isEmpty)
  }

  @Test("a dismissal SwiftUI never ends is let go after its bound, and what waited behind it is shown")
  func dismissalBound() async {
    let host = Host()
    host.presentation.present(.settings)
    host.settlePresentation()
    host.presentation.dismissTop()
    host.presentation.present(.editor)
    #expect(host.presentation.destinations == [], "the editor waits for the settings to slide out")
    let sleep = Sleep()
    await host.watchDismissal(sleep: sleep.callAsFunction)
    #expect(sleep.asked == [Stack.dismissalBound])
    #expect(host.gone == [.settings] && host.presentation.destinations == [.editor])
  }

  @Test("a surface dismissed before it appeared ends after the grace, so the sheets after it go on")
  func neverShown() async {
    let host = Host()
    host.presentation.present(.settings)
    host.presentation.dismissTop()
    #expect(host.presentation.isWaitingOnNeverShown)
    let sleep = Sleep()
    await host.watchNeverShown(sleep: sleep.callAsFunction)
    #expect(sleep.asked == [Stack.neverShownGrace])
    #expect(host.gone == [.settings] && host.presentation.isSettled)
  }
}
