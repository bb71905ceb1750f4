import Foundation
import QuoteVaultCore

/// The app models a command made, so the process can wait for their flushes before exiting.
@MainActor
enum ToolSession {
  static var models: [QuoteVaultModel] = []
  /// Long enough for a flush of a few changes on a slow link; a server that never answers cannot hold the
  /// command longer, and what it did not send stays queued for the next command.
  static let flushWait = Duration.seconds(15)

  static func finish() async {
    for model in models {
      await model.outbox.finishSending(within: flushWait)
      // A change the server refused (in this command's sends or a replay it set off) is said, in the app's words.
      if let refused = model.library.lastSaid {
        FileHandle.standardError.write(Data("not saved: \(refused)\n".utf8))
      }
    }
  }
}
