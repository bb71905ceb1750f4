import Observation

/// What a text field shows for a frame after its model refused or cut what was typed. SwiftUI's TextField keeps
/// what was typed when its binding reads back the value it read before, so the typed text is read back once
/// (`text`), then the kept one: a change the field applies. One per field, so one field's echo never ends
/// another's. The end is work the model's parent keeps with its other work (`Run`), so a test can wait for it,
/// after a frame the parent can time (`Frame`), so a test need not wait out a real one.
@MainActor
@Observable
final class FieldEcho {
  /// Runs the echo's end.
  typealias Run = @MainActor (@escaping @MainActor () async -> Void) -> Void
  /// Waits for the frame in which the field draws the echo.
  typealias Frame = @Sendable () async -> Void

  /// Alone (a preview, a model made by hand), the end runs in a task of its own.
  static let untracked: Run = { work in Task { await work() } }
  /// A frame with room: SwiftUI draws the echo in the next one (1/60 s), then the kept text.
  nonisolated static let oneFrame: Frame = { try? await Task.sleep(for: .milliseconds(50)) }

  /// The refused text, while it is echoed; nil otherwise.
  private(set) var text: String?
  @ObservationIgnored private var refusals = 0

  /// `typed` was written to the field and the model kept `kept`: a difference is echoed until `frame` has passed
  /// (unless another refusal of this field has come since), then the field reads `kept` again.
  func echo(_ typed: String, kept: String, run: Run, frame: @escaping Frame) {
    guard typed != kept else {
      text = nil
      return
    }
    text = typed
    refusals += 1
    let refusal = refusals
    run { [weak self] in
      await frame()
      guard let self, self.refusals == refusal else { return }
      self.text = nil
    }
  }
}
