import Foundation
import Testing

@testable import Presentation

private enum Screen: Hashable, Sendable {
  case settings
  case share(ShareItem)
  case editor
}

private typealias Stack = PresentationStack<Screen, Never>

/// A test app's typed alert: a message in words, as each app's alert enum has one.
private enum TestAlert: Hashable, Sendable { case message(String) }

/// A message as every app makes it (`AlertValue.message`): its words and an OK that only dismisses.
private func message(_ text: String) -> Stack.Alert {
  .message(id: TestAlert.message(text), title: "App", text: text, ok: "OK")
}

@Suite("Presentation: a surface that never appears is let go")
struct AppearanceTimeoutTests {
  @Test("a surface that has not appeared within the bound goes, and the alert and queued sheet after it go on")
  func letGo() {
    var stack = Stack()
    stack.present(.share(ShareItem(text: "hi")))
    let dropped = stack.surfaces[0]
    stack.present(.editor)
    stack.enqueueMessage(message("Saved."))
    #expect(stack.alert(on: 1) == nil && stack.alert(on: 0) == nil, "everything waits for the appearance")
    #expect(stack.presentationTimedOut(dropped.id) == [dropped])
    #expect(!stack.destinations.contains(.share(ShareItem(text: "hi"))))
    #expect(stack.destinations == [.editor], "what was queued behind it is presented")
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.alert(on: 1)?.message == "Saved.", "the alert shows on the top surface")
  }

  @Test("a surface that appeared, or a later one, is never let go by an old bound")
  func onlyTheOneWaiting() {
    var stack = Stack()
    stack.present(.settings)
    let first = stack.surfaces[0]
    stack.appeared(first.id)
    #expect(stack.presentationTimedOut(first.id).isEmpty, "it appeared")
    stack.present(.editor)
    #expect(stack.presentationTimedOut(first.id).isEmpty, "the bound was the first one's, not the editor's")
    #expect(stack.destinations == [.settings, .editor])
    // Let go, then shown after all: SwiftUI dismisses it again, and only its onDismiss settles the stack.
    let editor = stack.surfaces[1]
    stack.presentationTimedOut(editor.id)
    stack.appeared(editor.id)
    #expect(stack.destinations == [.settings] && !stack.isSettled)
    stack.dismissalEnded(presentedBy: 1)
    #expect(stack.destinations == [.settings] && stack.isSettled)
  }

  @Test("shown after all, after its bound: its own late onDismiss never ends the surface presented since")
  func shownLate() {
    var stack = Stack()
    stack.present(.settings)
    let late = stack.surfaces[0]
    stack.present(.editor)
    #expect(stack.presentationTimedOut(late.id) == [late])
    let editor = stack.surfaces[0]
    #expect(editor.destination == .editor, "presented by the root in its place")
    // SwiftUI shows the late one after all, then dismisses it for the editor: onDismiss of level 0.
    stack.appeared(late.id)
    #expect(stack.alert(on: 1) == nil && !stack.isSettled, "it slides away first")
    #expect(stack.dismissalEnded(presentedBy: 0).isEmpty, "already reported gone at the timeout")
    #expect(stack.destinations == [.editor], "the editor stays")
    stack.appeared(editor.id)
    #expect(stack.isSettled)
  }

  @Test("the bound is far longer than a sheet's slide and short enough that nothing seems stuck")
  func bound() {
    #expect(Stack.appearanceBound >= .seconds(1) && Stack.appearanceBound <= .seconds(5))
  }
}

@Suite("Presentation: a surface whose dismissal is never reported is let go")
struct DismissalTimeoutTests {
  @Test("a share sheet that appeared, dismissed and never reported gone goes after the bound; what waits goes on")
  func letGo() {
    var stack = Stack()
    stack.present(.settings)
    stack.settle()
    stack.present(.share(ShareItem(text: "hi")))
    stack.settle()
    let share = stack.surfaces[1]
    stack.open([.init(.editor)])  // a deep link: everything in the way is dismissed first
    stack.enqueueMessage(message("Saved."))
    #expect(stack.destinations.isEmpty && !stack.isSettled, "both slide out; the editor waits")
    // Neither onDismiss comes (the share sheet went without telling its sheet): the adapter's bound runs out on
    // the lowest, whose onDismiss would have ended both.
    let settings = stack.leaving.first { $0.level == 0 }?.surface
    #expect(stack.awaitedDismissal == settings?.id)
    let gone = stack.dismissalTimedOut(settings?.id ?? 0)
    #expect(Set(gone) == Set([share] + (settings.map { [$0] } ?? [])), "it and what slid out above it")
    #expect(stack.destinations == [.editor], "the queued editor is presented")
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.alert(on: 1)?.message == "Saved.", "the alert shows")
  }

  @Test("a late onDismiss after the bound ends nothing presented since; a surface that ended in time is untouched")
  func lateOnDismiss() {
    var stack = Stack()
    stack.present(.settings)
    stack.settle()
    let settings = stack.surfaces[0]
    stack.dismiss(settings.id)
    stack.present(.editor)
    #expect(stack.dismissalTimedOut(settings.id) == [settings])
    #expect(stack.destinations == [.editor])
    #expect(stack.dismissalEnded(presentedBy: 0).isEmpty, "the old sheet's onDismiss, late")
    #expect(stack.destinations == [.editor], "the editor stays")
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.isSettled)
    // Once the editor appeared, an onDismiss at that level is the editor's own again.
    stack.dismissTop()
    #expect(stack.dismissalEnded(presentedBy: 0).map(\.destination) == [.editor] && stack.isSettled)
    #expect(stack.dismissalTimedOut(settings.id).isEmpty, "gone already: an old bound changes nothing")
  }
}

@MainActor
private final class Host: PresentationHost {
  var presentation = Stack()
  var gone: [Screen] = []
  func perform(_ action: Never) {}
  func surfaceGone(_ surface: Surface<Screen>) { gone.append(surface.destination) }
}

@Suite("Presentation: system sheets and messages through the host")
@MainActor
struct SystemSheetHostTests {
  @Test("the adapter's timeout tells the model the surface is gone")
  func timeoutReachesModel() {
    let host = Host()
    host.presentation.present(.editor)
    host.presentationTimedOut(host.presentation.surfaces[0].id)
    #expect(host.gone == [.editor] && host.presentation.isSettled)
  }

  @Test("the adapter's dismissal timeout tells the model the surface is gone")
  func dismissalTimeoutReachesModel() {
    let host = Host()
    host.presentation.present(.editor)
    host.settlePresentation()
    host.presentation.dismissTop()
    host.dismissalTimedOut(host.presentation.leaving[0].surface.id)
    #expect(host.gone == [.editor] && host.presentation.isSettled)
  }

  @Test("a share sheet that finished goes like any sheet; a second report after a swipe changes nothing")
  func systemSheetFinished() {
    let host = Host()
    host.presentation.present(.settings)
    host.settlePresentation()
    host.presentation.present(.share(ShareItem(text: "hi")))
    host.settlePresentation()
    let sheet = host.presentation.surfaces[1]
    host.sheetClosedByUser(presentedBy: 1)
    host.systemSheetFinished(sheet)
    host.settlePresentation()
    #expect(host.presentation.destinations == [.settings] && host.gone == [.share(ShareItem(text: "hi"))])
  }

  @Test("each message has an id of its own, so an older one's dismissal never closes a newer one with the same words")
  func messages() {
    var stack = Stack()
    stack.enqueueMessage(message("One."))
    let first = stack.alert
    if let first { stack.alertDismissed(id: first.id) }
    stack.enqueueMessage(message("One."))
    #expect(first?.id != stack.alert?.id && stack.alert?.kind(as: TestAlert.self) == .message("One."))
    if let first { stack.alertDismissed(id: first.id) }
    #expect(stack.alert?.message == "One." && stack.alert?.buttons.map(\.title) == ["OK"], "a late dismissal")
    #expect(stack.alert?.buttons.first?.action == nil, "OK only dismisses")
  }

  @Test("an enqueued message is never dropped: a later one waits behind it, a sheet or question puts it back in line")
  func enqueuedMessages() {
    var stack = Stack()
    stack.enqueueMessage(message("One note was left out."))
    let first = stack.alert
    stack.enqueueMessage(message("That note is gone."))
    stack.enqueueMessage(message("One note was left out."))
    #expect(stack.alert == first, "the first stays up until the user dismisses it")
    #expect(stack.waitingMessages.map(\.message) == ["That note is gone."], "the same words are not repeated")
    // A sheet takes the alert's place: the message waits and shows on top once the sheet is up.
    stack.present(.settings)
    #expect(stack.alert == nil && stack.alert(on: 1) == nil)
    stack.appeared(stack.surfaces[0].id)
    #expect(stack.alert(on: 1) == first)
    // A question in its place: the message shows again once the question is answered.
    let question = Stack.Alert(id: "question", title: "Delete?", buttons: [.init("Delete")])
    stack.showAlert(question)
    stack.alertDismissed(id: question.id)
    #expect(stack.alert == first)
    // Dismissed by the user: the next one shows; dismissed too, nothing is left.
    if let first { stack.alertDismissed(id: first.id) }
    #expect(stack.alert?.message == "That note is gone." && stack.waitingMessages.isEmpty)
    if let second = stack.alert { stack.alertDismissed(id: second.id) }
    #expect(stack.alert == nil)
  }

  @Test("the stack says which alerts are messages: a question is told from a message without a list of the app's")
  func messagesQuery() {
    var stack = Stack()
    #expect(stack.messages.isEmpty && stack.question == nil)
    let question = Stack.Alert(id: "question", title: "Discard?", buttons: [.init("Discard")])
    stack.showAlert(question)
    #expect(stack.question == question && !stack.isMessage(question.id) && stack.messages.isEmpty)
    // A message takes the question's place; the question is not a message and is not put back in line.
    stack.enqueueMessage(message("Saved."))
    stack.enqueueMessage(message("That note is gone."))
    let saved = stack.alert
    #expect(stack.question == nil && saved.map { stack.isMessage($0.id) } == true)
    #expect(stack.messages.map(\.message) == ["Saved.", "That note is gone."], "up first, then waiting")
    #expect(stack.messages(of: TestAlert.self) { $0 == .message("That note is gone.") }.count == 1)
    #expect(stack.messages(of: String.self).isEmpty, "another kind matches nothing")
    // A question over the message: the question is the one a screen closes; the message waits, first in line.
    stack.showAlert(question)
    #expect(stack.question == question && stack.messages.map(\.message) == ["Saved.", "That note is gone."])
    stack.alertDismissed(id: question.id)
    #expect(stack.alert == saved && stack.question == nil)
    // Dismissed by the user, a message is no longer one.
    if let saved { stack.alertDismissed(id: saved.id) }
    #expect(saved.map { stack.isMessage($0.id) } == false && stack.messages.map(\.message) == ["That note is gone."])
  }
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
