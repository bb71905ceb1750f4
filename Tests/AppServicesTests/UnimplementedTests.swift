import AppServices
import Synchronization
import Testing

/// A child's report nobody wired fails the test that fired it, by name; a wired one is heard and fails nothing.
@MainActor
struct UnimplementedTests {
  final class Child {
    var onDone: @MainActor () -> Void = unimplemented("Child.onDone")
    var onPicked: @MainActor (String) async -> Void = unimplemented("Child.onPicked")
    var onMoved: @MainActor (Int, Int) -> Void = unimplemented("Child.onMoved")
  }

  @Test func anUnwiredReportFailsTheTestByName() async {
    let child = Child()
    let recorded = Mutex<[String]>([])
    withKnownIssue {
      child.onDone()
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    await withKnownIssue { await child.onPicked("Bench") }
    withKnownIssue { child.onMoved(1, 2) }
    #expect(recorded.withLock { $0 } == ["Child.onDone was called, but nothing was set to hear it"])
  }

  @Test func aWiredReportIsHeard() async {
    let child = Child()
    var heard: [String] = []
    child.onDone = { heard.append("done") }
    child.onPicked = { heard.append("picked \($0)") }
    child.onMoved = { heard.append("moved \($0) to \($1)") }
    child.onDone()
    await child.onPicked("Bench")
    child.onMoved(1, 2)
    #expect(heard == ["done", "picked Bench", "moved 1 to 2"])
  }
}
