// Drives SharedStore from a separate process so that a test can run a writer and a reader at the same time,
// as an app and its widget do.
//
//   sharedstore-stress write <dir> <rounds>     writes rounds 0..<rounds
//   sharedstore-stress read <dir> <rounds>      reads until it sees the last round; prints its counts
//   sharedstore-stress append <dir> <rounds> <name>
//                                               appends "<name>-<round>" to a list, rounds times, each through
//                                               `update` (a read-modify-write, as two writers of a key do)
import Foundation
import SharedStore

/// Big enough (about 20 KB) that a non-atomic write would be caught half done.
struct Payload: Codable, Sendable {
  var round: Int
  var items: [Int]

  init(round: Int) {
    self.round = round
    items = Array(repeating: round, count: 4_000)
  }

  var isWhole: Bool { items.count == 4_000 && items.allSatisfy { $0 == round } }
}

let key = StoreKey("stress", default: Payload(round: -1))

/// What `append` adds to.
let listKey = StoreKey("appended", default: [String]())

let arguments = CommandLine.arguments
guard arguments.count == 4 || (arguments.count == 5 && arguments[1] == "append"), let rounds = Int(arguments[3]),
  rounds > 0
else {
  FileHandle.standardError.write(
    Data("usage: sharedstore-stress write|read <dir> <rounds> | append <dir> <rounds> <name>\n".utf8))
  exit(64)
}
let store = SharedStore(directory: URL(fileURLWithPath: arguments[2], isDirectory: true))

switch arguments[1] {
case "write":
  for round in 0..<rounds {
    try store.write(Payload(round: round), for: key)
  }
case "read":
  var reads = 0
  var torn = 0
  var seen = Set<Int>()
  let deadline = Date().addingTimeInterval(120)
  while Date() < deadline {
    reads += 1
    switch store.load(key) {
    case .success(let payload?):
      if payload.isWhole { seen.insert(payload.round) } else { torn += 1 }
    case .success(nil):
      continue
    case .failure:
      torn += 1
    }
    if seen.contains(rounds - 1) { break }
  }
  print("reads=\(reads) torn=\(torn) distinct=\(seen.count) finished=\(seen.contains(rounds - 1))")
case "append":
  for round in 0..<rounds {
    // A long budget: the stress is of lost changes, not of waits (`FileLockTests` times those).
    try store.update(listKey, waitingAtMost: .seconds(60)) { $0.append("\(arguments[4])-\(round)") }
  }
default:
  FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
  exit(64)
}
