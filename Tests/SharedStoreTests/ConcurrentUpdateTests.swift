import Foundation
import SharedStore
import TestSupport
import Testing

/// Two writers of one key (the app and its widget extension, or two of the extension's requests at once) each
/// read, change and write it; without a lock, one writes its change over the other's, made from the same old value.
@Suite("SharedStore updates from writers at once")
struct ConcurrentUpdateTests {
  let key = StoreKey("appended", default: [String]())

  @Test("Eight writers on threads of one process, each through its own store: every change is kept")
  func threads() throws {
    let directory = try temporaryDirectory()
    let writers = 8
    let rounds = 40
    let key = key
    // Real threads (Dispatch's), not tasks: each blocks while another holds the lock, which must not happen on
    // the cooperative pool's few threads.
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      // Each its own store on the folder, as the app's and the extension's are.
      let store = SharedStore(directory: directory)
      // A long budget: eight writers take turns here, and the test is of lost changes, not of waits.
      for round in 0..<rounds {
        _ = try? store.update(key, waitingAtMost: .seconds(60)) { $0.append("\(writer)-\(round)") }
      }
    }
    let list = SharedStore(directory: directory).read(key)
    #expect(list.count == writers * rounds, "none written over")
    #expect(Set(list).count == writers * rounds)
    for writer in 0..<writers {
      let own = list.filter { $0.hasPrefix("\(writer)-") }
      #expect(own == (0..<rounds).map { "\(writer)-\($0)" }, "each writer's in its order")
    }
  }

  @Test("Two processes appending at once, as the app and its widget extension: every change is kept")
  func twoProcesses() async throws {
    let directory = try temporaryDirectory()
    let tool = try #require(TestTools.executable("sharedstore-stress"))
    let rounds = 300
    let app = try ChildProcess(tool, ["append", directory.path, String(rounds), "app"])
    let widget = try ChildProcess(tool, ["append", directory.path, String(rounds), "widget"])
    try #require(await app.exited(within: 120), "the app's writer finished")
    try #require(await widget.exited(within: 120), "the widget's writer finished")
    #expect(app.terminationStatus == 0 && widget.terminationStatus == 0)
    let list = SharedStore(directory: directory).read(key)
    #expect(list.count == 2 * rounds, "none written over")
    #expect(list.filter { $0.hasPrefix("app-") } == (0..<rounds).map { "app-\($0)" })
    #expect(list.filter { $0.hasPrefix("widget-") } == (0..<rounds).map { "widget-\($0)" })
    // They really ran at once (each round is a write flushed to disk, so 300 take far longer than a start):
    // neither's rounds all came before the other's.
    let firstWidget = try #require(list.firstIndex { $0.hasPrefix("widget-") })
    let lastApp = try #require(list.lastIndex { $0.hasPrefix("app-") })
    let firstApp = try #require(list.firstIndex { $0.hasPrefix("app-") })
    let lastWidget = try #require(list.lastIndex { $0.hasPrefix("widget-") })
    #expect(firstWidget < lastApp && firstApp < lastWidget)
  }
}
