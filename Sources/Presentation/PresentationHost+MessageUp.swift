extension PresentationStack {
  /// The words of the alert up when it is a message (raised with `enqueueMessage`: what went wrong, or what was
  /// done, with OK); nil for a question, or nothing. The stack alone knows which alerts are messages.
  public var messageUp: String? { alert.flatMap { isMessage($0.id) ? $0.message : nil } }
}

extension PresentationHost {
  /// The message up, in words: read the same way in every app, whatever its alert ids.
  public var messageUp: String? { presentation.messageUp }
}
