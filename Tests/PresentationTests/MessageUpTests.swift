import Testing

@testable import Presentation

/// A test app's typed alert: a message in words and a question, as each app's alert enum has.
private enum Kind: Hashable, Sendable {
  case message(String)
  case question
}

@MainActor
private final class App: PresentationHost {
  var presentation = PresentationStack<String, Never>()
  func perform(_ action: Never) {}
}

@Suite("Presentation: the message up, read the same way in every app")
@MainActor
struct MessageUpTests {
  @Test("messageUp is a message's words; nil for a question, and once nothing is up")
  func messageUp() {
    let app = App()
    #expect(app.messageUp == nil)
    let question = AlertValue<Never>(id: Kind.question, title: "Sure?", message: "Really", buttons: [])
    app.presentation.showAlert(question)
    #expect(app.presentation.alert == question && app.messageUp == nil, "a question is not a message")
    app.presentation.alertDismissed(id: question.id)
    app.showMessage(.message(id: Kind.message("Not saved."), title: "App", text: "Not saved.", ok: "OK"))
    #expect(app.messageUp == "Not saved.")
    let shown = app.presentation.alert
    app.showMessage(.message(id: Kind.message("Try again."), title: "App", text: "Try again.", ok: "OK"))
    #expect(app.messageUp == "Not saved.", "a later message waits behind the one up")
    if let shown { app.presentation.alertDismissed(id: shown.id) }
    #expect(app.messageUp == "Try again.")
  }
}
