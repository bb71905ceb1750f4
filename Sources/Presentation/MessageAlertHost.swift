/// An app's typed alert id with a message case (`case message(String)`, which is this requirement): what went
/// wrong, in words, with OK. Every app's messages carry their words in it (`AlertValue.message`).
public protocol MessageAlertKind: Hashable, Sendable {
  static func message(_ text: String) -> Self
}

/// A model whose alerts are typed by `AlertKind`: it reads back the message up the same way in every app.
@MainActor
public protocol MessageAlertHost: PresentationHost {
  associatedtype AlertKind: MessageAlertKind
}

extension MessageAlertHost {
  /// The message up, if the alert up is a message (what went wrong, in words); nil for a question, or nothing.
  public var errorMessage: String? {
    guard let alert = presentation.alert, let text = alert.message, alert.kind(as: AlertKind.self) == .message(text)
    else { return nil }
    return text
  }
}
