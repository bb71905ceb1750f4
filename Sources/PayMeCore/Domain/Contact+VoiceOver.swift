extension Contact {
  /// What VoiceOver reads for a contact row: the name, then the handle.
  public var accessibilityLabel: String { "\(name), \(handle)" }
}
