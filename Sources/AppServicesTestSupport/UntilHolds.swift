import Testing

/// Waits for what the simulated services answer to land, and says whether `condition` came to hold. The doubles
/// answer as iOS's services do, later and off the main actor (the audio session's calls run on the cooperative
/// pool), so a fixed number of main-actor turns can run out before a busy 2-core machine gets to them; and a
/// test on the main actor can hold it for longer than any time limit while other suites run. So it gives up only
/// when both have passed: `limit`, and `checks` checks made, sleeping a millisecond between them so it keeps no
/// thread spinning. Only a failing test pays them.
@MainActor
public func untilHolds(
  within limit: Duration = .seconds(60), checks: Int = 1_000, _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  var made = 0
  while !condition() {
    made += 1
    guard made <= checks || clock.now < deadline else { return false }
    try? await clock.sleep(for: .milliseconds(1))
  }
  return true
}

/// Whether a reading's task has ended, known without waiting for it.
@MainActor
private final class Ending {
  private(set) var ended = false

  init(_ task: Task<Void, Never>) {
    Task { @MainActor [weak self] in
      await task.value
      self?.ended = true
    }
  }
}

extension SimulatedSpeechSynthesizer {
  /// Waits until utterance `count` is being said (the `count`th spoken, and not yet finished); a reading that
  /// does not get there fails the test at the caller's line.
  public func untilSaying(
    utterance count: Int, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async throws {
    let saying = await untilHolds { isSpeaking && spoken.count == count }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try #require(saying, "utterance \(count) is being said", sourceLocation: location)
  }

  /// Waits until an utterance is being said; a reading that never speaks fails the test at the caller's line.
  public func untilSpeaking(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async throws {
    let speaking = await untilHolds { isSpeaking }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try #require(speaking, "the reading started", sourceLocation: location)
  }

  /// Whether the reading's task ended by itself (all said, or stopped), waited for a bounded time. A reading that
  /// goes on (a Stop that did not stop) is finished here, utterance by utterance, so the test fails rather than
  /// hangs. Returns once the task has ended. It waits for the task, not for silence: a reading stopped by the
  /// next one is followed at once by the next one's voice.
  public func ends(_ reading: Task<Void, Never>) async -> Bool {
    let ending = Ending(reading)
    let endedByItself = await untilHolds { ending.ended }
    for _ in 0..<10 where !ending.ended {
      finishSpeaking()
      _ = await untilHolds(within: .seconds(5)) { ending.ended || isSpeaking }
    }
    await reading.value
    return endedByItself
  }
}
