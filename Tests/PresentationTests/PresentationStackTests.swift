import Testing

@testable import Presentation

private enum Screen: Hashable, Sendable {
  case settings
  case setup
  case editor(String)
  case list
}

private enum Action: Hashable, Sendable { case retry }

private typealias Stack = PresentationStack<Screen, Action>

private func alert(_ id: String) -> AlertValue<Action> {
  AlertValue(id: id, title: id, buttons: [.init("OK"), .init("Retry", action: .retry)])
}

@Suite("Presentation: SwiftUI's rules, by construction")
struct PresentationStackTests {
  @Test("up or waiting its turn counts; sliding away does not: a second tap never opens a sheet twice")
  func presentedOrQueued() {
    var stack = Stack()
    stack.present(.editor("a"))
    stack.present(.editor("b"))
    let editorText: (Screen) -> String? = { if case .editor(let text) = $0 { text } else { nil } }
    #expect(stack.isPresentedOrQueued(.editor("a")) && stack.isPresentedOrQueued(.editor("b")), "up, and waiting")
    #expect(stack.lastPresentedOrQueued(editorText) == "a", "the one up comes before one waiting")
    stack.dismissTop()
    #expect(!stack.isPresentedOrQueued(.editor("a")), "sliding away")
    #expect(stack.lastPresentedOrQueued(editorText) == "b" && !stack.isPresentedOrQueued(.list))
  }

  @Test("each level presents one surface, and a surface goes over the top one only once it has appeared")
  func oneAtATime() {
    var stack = Stack()
    stack.present(.settings)
    #expect(stack.surface(presentedBy: 0)?.destination == .settings)
    // A second present before the first has appeared waits: SwiftUI drops a presentation mid-animation.
    stack.present(.setup)
    #expect(stack.destinations == [.settings])
    #expect(stack.queued.map(\.destination) == [.setup])
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.destinations == [.settings, .setup])
    #expect(stack.surface(presentedBy: 1)?.destination == .setup)
    #expect(stack.surface(presentedBy: 2) == nil)
    #expect(stack.topLevel == 2)
  }

  @Test("a sheet dismissed while it still waits its turn never rises; the rest of the path goes on without it")
  func dismissQueued() {
    var stack = Stack()
    stack.present(.settings)
    stack.present(.setup)
    stack.present(.list)
    #expect(stack.queued.map(\.destination) == [.setup, .list])
    stack.dismiss { $0 == .setup }
    #expect(stack.destinations == [.settings] && stack.queued.map(\.destination) == [.list])
    stack.settle()
    #expect(stack.destinations == [.settings, .list], "the setup sheet, closed before its turn, stays closed")
  }

  @Test("the alert shows on the top surface only, and waits while anything slides in or out")
  func alertOnTop() {
    var stack = Stack()
    stack.present(.settings)
    stack.showAlert(alert("a"))
    #expect(stack.alert(on: 1) == nil, "held while the sheet slides up")
    stack.settle()
    #expect(stack.alert(on: 1)?.kind(as: String.self) == "a")
    #expect(stack.alert(on: 0) == nil, "never on a view that is presenting a sheet")
    stack.dismissTop()
    #expect(stack.alert(on: 0) == nil, "held while the sheet slides down")
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.alert(on: 0)?.kind(as: String.self) == "a")
  }

  @Test("a surface dismissed before it appeared is let go when the adapter's moment passes; one that appeared is not")
  func neverShownIsLetGo() {
    var stack = Stack()
    // Turned on and off in one update: SwiftUI never presents it, so no onDismiss will ever come.
    stack.present(.setup)
    stack.dismissTop()
    stack.present(.settings)
    stack.showAlert(alert("a"))
    #expect(stack.isWaitingOnNeverShown && stack.destinations.isEmpty && stack.alert(on: 0) == nil)
    let gone = stack.endDismissalsNeverShown()
    #expect(gone.map(\.destination) == [.setup])
    #expect(stack.destinations == [.settings], "what waited behind it is presented")
    stack.settle()
    #expect(stack.alert(on: 1)?.kind(as: String.self) == "a")
    // A surface that appeared waits for its own onDismiss: the moment passing changes nothing.
    stack.dismissTop()
    #expect(!stack.isWaitingOnNeverShown && stack.endDismissalsNeverShown().isEmpty && stack.leaving.count == 1)
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.leaving.isEmpty)
  }

  @Test("a dismissed surface keeps its payload until the dismissal ends (sheet(item:) semantics)")
  func payloadOutlivesDismissal() {
    var stack = Stack()
    stack.present(.editor("draft words"))
    stack.settle()
    let id = stack.surfaces[0].id
    stack.dismiss(id)
    #expect(stack.surface(presentedBy: 0) == nil, "SwiftUI is told to dismiss")
    #expect(stack.destination(of: id) == .editor("draft words"), "the content still reads its payload")
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.destination(of: id) == nil)
  }

  @Test("a deep link dismisses what is in its way, then presents its path once the way is clear")
  func deepLink() {
    var stack = Stack()
    stack.present(.editor("x"))
    stack.settle()
    stack.showAlert(alert("stale"))
    stack.open([.init(.settings), .init(.setup)])
    #expect(stack.alert == nil, "a deep link closes the alert of the screen it leaves")
    #expect(stack.destinations.isEmpty, "the editor is dismissed first")
    #expect(stack.leaving.map(\.surface.destination) == [.editor("x")])
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.destinations == [.settings], "then the path, one surface at a time")
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.destinations == [.settings, .setup])
    stack.settle()
    #expect(stack.isSettled)
  }

  @Test("a deep link keeps the surfaces already on its path")
  func deepLinkKeepsPrefix() {
    var stack = Stack()
    stack.open([.init(.settings)])
    stack.settle()
    let settings = stack.surfaces[0].id
    stack.open([.init(.settings), .init(.setup)])
    #expect(stack.surfaces.first?.id == settings, "Settings is not dismissed and shown again")
    #expect(stack.destinations == [.settings, .setup])
    // The same route again changes nothing.
    stack.settle()
    stack.open([.init(.settings), .init(.setup)])
    #expect(stack.leaving.isEmpty)
    #expect(stack.destinations == [.settings, .setup])
  }

  @Test("a surface of another style on the path is dismissed and presented again")
  func styleMatters() {
    var stack = Stack()
    stack.present(.list, as: .fullScreenCover)
    stack.settle()
    stack.open([.init(.list)])
    #expect(stack.destinations.isEmpty)
    stack.settle()
    #expect(stack.surfaces.map(\.style) == [.sheet])
  }

  @Test("a swipe down dismisses that sheet and those above it; a late or repeated report changes nothing")
  func userSwipe() {
    var stack = Stack()
    stack.open([.init(.settings), .init(.setup)])
    stack.settle()
    let swiped = stack.userDismissed(presentedBy: 0)
    #expect(swiped?.destination == .settings)
    #expect(stack.destinations.isEmpty)
    #expect(stack.userDismissed(presentedBy: 0) == nil)
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.leaving.isEmpty)
    #expect(stack.isSettled)
  }

  @Test("onDismiss reported before the item was cleared still removes the surface, so nothing waits forever")
  func dismissBeforeSetter() {
    var stack = Stack()
    stack.present(.settings)
    stack.settle()
    stack.present(.setup)
    stack.dismissalEnded(presentedBy: 0)
    #expect(stack.surfaces.isEmpty)
    #expect(stack.appearing == nil)
    #expect(stack.queued.isEmpty)
  }

  @Test("presenting closes an open alert; an old alert's dismissal never closes a newer one")
  func alertIdentity() {
    var stack = Stack()
    stack.showAlert(alert("first"))
    stack.alertDismissed(id: alert("older").id)
    #expect(stack.alert?.kind(as: String.self) == "first")
    stack.showAlert(alert("second"))
    stack.alertDismissed(id: alert("first").id)
    #expect(stack.alert?.kind(as: String.self) == "second")
    stack.present(.settings)
    #expect(stack.alert == nil)
  }

  @Test("settle ends within the path's length")
  func settleEnds() {
    var stack = Stack()
    stack.open((0..<30).map { .init(.editor(String($0))) })
    stack.settle()
    #expect(stack.surfaces.count == 30)
    stack.dismissAll()
    stack.settle()
    #expect(stack.surfaces.isEmpty && stack.isSettled)
  }
}

@MainActor
private final class Host: PresentationHost {
  var presentation = Stack()
  var performed: [Action] = []
  var swiped: [Screen] = []
  func perform(_ action: Action) { performed.append(action) }
  func userDismissed(_ surface: Surface<Screen>) { swiped.append(surface.destination) }
}

@Suite("Presentation: what the SwiftUI adapter calls")
@MainActor
struct PresentationHostTests {
  @Test("an alert button closes the alert, then runs its action")
  func alertButton() {
    let host = Host()
    let shown = alert("a")
    host.presentation.showAlert(shown)
    host.tap(shown.buttons[1], of: shown)
    #expect(host.presentation.alert == nil)
    #expect(host.performed == [.retry])
    host.presentation.showAlert(shown)
    host.tap(shown.buttons[0], of: shown)
    #expect(host.performed == [.retry], "OK only dismisses")
  }

  @Test("a swipe down tells the model which surface went")
  func swipe() {
    let host = Host()
    host.presentation.present(.editor("words"))
    host.settlePresentation()
    host.sheetClosedByUser(presentedBy: 0)
    #expect(host.swiped == [.editor("words")])
  }
}

@Suite("Presentation: a model lets go of a surface's content only once it is gone")
@MainActor
struct SurfaceGoneTests {
  @MainActor
  final class Recorder: PresentationHost {
    var presentation = PresentationStack<Int, Never>()
    var gone: [Int] = []
    func perform(_ action: Never) {}
    func surfaceGone(_ surface: Surface<Int>) { gone.append(surface.destination) }
  }

  @Test("onDismiss reports every surface that went with the one dismissed")
  func goneTogether() {
    let host = Recorder()
    host.presentation.open([.init(1), .init(2)])
    host.settlePresentation()
    host.presentation.dismissAll()
    #expect(host.gone.isEmpty, "still sliding out")
    host.dismissalEnded(presentedBy: 0)
    #expect(Set(host.gone) == [1, 2])
  }
}
